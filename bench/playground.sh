#!/usr/bin/env bash
# The testing playground under load (issue 20): RUNS playground runs at once of MODELS models
# each, against a loopback fake OpenAI-compatible provider whose first token comes after
# DELAY ms. Prints what the server adds to each column's first token (p50/p90/p99/max; issue
# 20's budget: under 5 ms at p99) and the server's resident memory, idle and at peak (budget:
# under 200 MB). Builds the release server and the driver (bench/playground) unless BENCH_BIN
# names a server binary.
# Usage: bench/playground.sh [runs] [models] [delay ms] [--pin]
# --pin: the server on CPU 0, the driver and its fake provider on CPU 1 (taskset).
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-50}"
models="${2:-4}"
delay="${3:-200}"
target="${CARGO_TARGET_DIR:-$PWD/target}"
if [ -n "${BENCH_BIN:-}" ]; then
  cargo build --release -q -p superprompt-bench-playground
  bin="$BENCH_BIN"
else
  cargo build --release -q -p superprompt-server -p superprompt-bench-playground
  bin="$target/release/superprompt"
fi
driver=()
if [ "${4:-}" = --pin ]; then
  wrapper=$(mktemp)
  trap 'rm -f "$wrapper"' EXIT
  printf '#!/bin/sh\nexec taskset -c 0 %q "$@"\n' "$bin" >"$wrapper"
  chmod +x "$wrapper"
  bin="$wrapper"
  driver=(taskset -c 1)
fi
"${driver[@]}" "$target/release/playground-load" --bin "$bin" --runs "$runs" --models "$models" \
  --provider-delay-ms "$delay"
