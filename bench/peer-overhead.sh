#!/usr/bin/env bash
# Superprompt's overhead per generation side by side with a peer's: LiteLLM's proxy (from PyPI),
# in one run, against the same loopback fake OpenAI-compatible provider, on the same open-loop
# schedule (issue 25). At each rate the driver (bench/overhead, `--litellm`) sends
# generatePromptPrimer to a release `superprompt serve` (as server-overhead.sh does), then the very
# chat completion Superprompt sent the fake provider for it (captured from the fake, streamed,
# only the request id changed) to LiteLLM's proxy with a virtual key. Overhead, for both, = the
# client's total minus the time the fake held that request. Prints each system's p50/p90/p99,
# errors and lag, then a table with both and the ratio LiteLLM / Superprompt at p50 and p99.
#
# LiteLLM runs as it usually does with keys: its proxy (`litellm --config`, uvicorn, WORKERS
# processes) with a master key and a PostgreSQL database (a fresh one per run, dropped at the
# end), and a virtual key made through /key/generate for the model. Its ORM, Prisma Client
# Python, needs Prisma's query-engine binary, which it downloads from Prisma's own server: this
# machine cannot reach it. bench/peer/query-engine.mjs stands in for it (the same engine and
# commit, built to WebAssembly, from npm; see the file), LiteLLM's migrations are applied with
# psql, and bench/peer/schema-engine answers `prisma generate`'s version check. With a key in
# LiteLLM's cache the request path does not touch the database; spend logs and spend updates are
# written in the background through it. `--master-key` runs LiteLLM without a database and sends
# the master key instead.
#
# Usage: bench/peer-overhead.sh [seconds] [rates] [--master-key] [extra driver flags]
# Env: PEER_DIR (venv, npm packages, logs; default ~/.cache/superprompt-peer), PEER_PG (PostgreSQL
#      server, default postgres://postgres@127.0.0.1:5432), WORKERS (LiteLLM's worker processes,
#      default 2: one per core), PROVIDER_PORT (default 18290), LITELLM_PORT (default 18291),
#      CARGO_TARGET_DIR, BENCH_BIN (a release binary to use instead of building one).
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
seconds="${1:-10}"
rates="${2:-200,1000}"
shift $(( $# > 2 ? 2 : $# ))
peer_dir="${PEER_DIR:-$HOME/.cache/superprompt-peer}"
pg_server="${PEER_PG:-postgres://postgres@127.0.0.1:5432}"
workers="${WORKERS:-2}"
provider_port="${PROVIDER_PORT:-18290}"
litellm_port="${LITELLM_PORT:-18291}"
# The newest LiteLLM whose [proxy] extra installs from PyPI here: 1.108.12 and later pin
# litellm-enterprise / litellm-proxy-extras releases, and 1.110 a litellm-proxy package, that
# PyPI does not offer here. prisma 0.15.0 is the Prisma Client Python LiteLLM's extra resolves to.
litellm_version=1.108.6
prisma_py_version=0.15.0
prisma_cli_version=5.17.0
master_key=sk-bench-master-$$
use_master=false
args=()
for arg in "$@"; do
  if [ "$arg" = --master-key ]; then use_master=true; else args+=("$arg"); fi
done

log() { printf '== %s\n' "$*" >&2; }

# LiteLLM, once per version.
mkdir -p "$peer_dir"
venv="$peer_dir/venv"
if [ ! -x "$venv/bin/python" ]; then
  log "creating a venv in $venv"
  python3 -m venv "$venv"
fi
if ! "$venv/bin/python" -c "import importlib.metadata as m; assert m.version('litellm') == '$litellm_version' and m.version('prisma') == '$prisma_py_version'" 2>/dev/null; then
  log "installing litellm[proxy]==$litellm_version and prisma==$prisma_py_version"
  "$venv/bin/pip" install -q "litellm[proxy]==$litellm_version" "prisma==$prisma_py_version"
  rm -f "$venv/.prisma-generated"
fi
# LiteLLM's model prices ship with it; without this it fetches them from the internet first.
export LITELLM_LOCAL_MODEL_COST_MAP=True
site=$("$venv/bin/python" -c "import litellm, os; print(os.path.dirname(os.path.dirname(litellm.__file__)))")

# The stand-in query engine and the Prisma CLI (for `prisma generate`), from npm.
engine_dir="$peer_dir/prisma-engine"
cli_dir="$peer_dir/prisma-cli"
mkdir -p "$engine_dir" "$cli_dir"
if ! cmp -s bench/peer/package.json "$engine_dir/package.json" || [ ! -d "$engine_dir/node_modules" ]; then
  log "installing the stand-in query engine's packages (bench/peer/package.json)"
  cp bench/peer/package.json "$engine_dir/package.json"
  (cd "$engine_dir" && npm install -q --no-audit --no-fund --ignore-scripts --no-package-lock >/dev/null)
fi
cp bench/peer/query-engine.mjs bench/peer/schema-engine "$engine_dir/"
if [ ! -f "$cli_dir/node_modules/prisma/build/index.js" ]; then
  log "installing the Prisma CLI $prisma_cli_version (its engines are not downloaded)"
  echo '{"name":"prisma-cli","private":true}' >"$cli_dir/package.json"
  (cd "$cli_dir" && npm install -q --no-audit --no-fund --ignore-scripts --no-package-lock "prisma@$prisma_cli_version" >/dev/null)
fi
export PATH="$venv/bin:$PATH"
export PRISMA_BINARY_CACHE_DIR="$cli_dir"
export PRISMA_QUERY_ENGINE_BINARY="$engine_dir/query-engine.mjs"
export PRISMA_SCHEMA_ENGINE_BINARY="$engine_dir/schema-engine"
export PRISMA_ENGINES_CHECKSUM_IGNORE_MISSING=1
if [ ! -f "$venv/.prisma-generated" ]; then
  log "generating LiteLLM's Prisma client"
  (cd "$site/litellm/proxy" && prisma generate --schema schema.prisma >/dev/null)
  touch "$venv/.prisma-generated"
fi

# Superprompt and the driver.
target="${CARGO_TARGET_DIR:-$repo/target}"
if [ -n "${BENCH_BIN:-}" ]; then
  bin=$BENCH_BIN
  cargo build --release -q -p superprompt-bench-overhead --locked
else
  log "building the release server and the driver"
  cargo build --release -q -p superprompt-server -p superprompt-bench-overhead --locked
  bin="$target/release/superprompt"
fi

run_dir=$(mktemp -d "$peer_dir/run.XXXXXX")
db=""
litellm_pid=""
cleanup() {
  if [ -n "$litellm_pid" ]; then
    # LiteLLM, its workers and their query engines: the process group this script started.
    kill -TERM -- "-$litellm_pid" 2>/dev/null || true
    for _ in $(seq 50); do kill -0 -- "-$litellm_pid" 2>/dev/null || break; sleep 0.2; done
    kill -KILL -- "-$litellm_pid" 2>/dev/null || true
  fi
  if [ -n "$db" ]; then
    psql -q "$pg_server/postgres" -c "DROP DATABASE IF EXISTS $db WITH (FORCE)" >/dev/null 2>&1 || true
  fi
}
trap cleanup EXIT

database_line=""
if ! $use_master; then
  db="peer_overhead_$$"
  log "creating database $db and applying LiteLLM's migrations with psql"
  psql -q "$pg_server/postgres" -c "CREATE DATABASE $db" >/dev/null
  export DATABASE_URL="$pg_server/$db"
  # In their order, in one session; some re-check what earlier ones made, which PostgreSQL
  # reports as notices.
  {
    echo "SET client_min_messages TO error;"
    find "$site/litellm_proxy_extras/migrations" -mindepth 2 -name migration.sql -print0 | sort -z |
      while IFS= read -r -d '' migration; do cat "$migration"; echo; done
  } | psql -q -v ON_ERROR_STOP=1 "$DATABASE_URL" >/dev/null
  database_line="  database_url: os.environ/DATABASE_URL"
fi

cat >"$run_dir/config.yaml" <<EOF
model_list:
  - model_name: fake-model
    litellm_params:
      model: openai/fake-model
      api_base: http://127.0.0.1:$provider_port/v1
      api_key: bench
      # Priced as a real model is, so each request's spend is computed and recorded.
      input_cost_per_token: 0.0000025
      output_cost_per_token: 0.00001
general_settings:
  master_key: $master_key
$database_line
EOF

log "starting LiteLLM $litellm_version's proxy ($workers workers) on 127.0.0.1:$litellm_port"
# The migrations are applied above (Prisma's schema engine is not available here).
DISABLE_SCHEMA_UPDATE=true setsid litellm --config "$run_dir/config.yaml" --host 127.0.0.1 --port "$litellm_port" \
  --num_workers "$workers" >"$run_dir/litellm.log" 2>&1 &
litellm_pid=$!
ready=false
for _ in $(seq 300); do
  if ! kill -0 "$litellm_pid" 2>/dev/null; then break; fi
  status=$(curl -s -m 2 "http://127.0.0.1:$litellm_port/health/readiness" || true)
  if $use_master && [ -n "$status" ]; then ready=true; break; fi
  if [[ "$status" == *'"db":"connected"'* ]]; then ready=true; break; fi
  sleep 1
done
if ! $ready; then
  tail -n 40 "$run_dir/litellm.log" >&2
  log "LiteLLM did not become ready; its log: $run_dir/litellm.log"
  exit 1
fi

if $use_master; then
  key=$master_key
  log "LiteLLM without a database; requests carry the master key"
else
  key=$(curl -sf -m 60 "http://127.0.0.1:$litellm_port/key/generate" \
    -H "Authorization: Bearer $master_key" -H 'content-type: application/json' \
    -d '{"models": ["fake-model"], "key_alias": "bench"}' |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["key"])')
  log "virtual key made for fake-model (${key:0:7}…)"
fi

"$target/release/server-overhead" --bin "$bin" --seconds "$seconds" --rates "$rates" \
  --provider-port "$provider_port" --litellm "http://127.0.0.1:$litellm_port,$key" "${args[@]}"

if ! $use_master; then
  # Spend logs are written in batches in the background: wait for the last one.
  sleep 15
  psql -tA "$DATABASE_URL" -F ' ' -c \
    "SELECT count(*), coalesce(round(sum(spend)::numeric, 4), 0) FROM \"LiteLLM_SpendLogs\"" |
    { read -r rows spend; echo "LiteLLM spend log rows written so far (in batches, in the background): $rows (spend \$$spend)"; }
  psql -tA "$DATABASE_URL" -c "SELECT round(spend::numeric, 4) FROM \"LiteLLM_VerificationToken\" WHERE key_alias = 'bench'" |
    { read -r spend; echo "the virtual key's spend: \$$spend"; }
fi
errors=$(grep -c -E 'ERROR|Traceback' "$run_dir/litellm.log" || true)
echo "LiteLLM's log: $run_dir/litellm.log ($errors lines with ERROR or Traceback)"
