#!/usr/bin/env bash
# Server overhead per generation with a loopback fake LLM provider, at constant request rates
# (open loop). Builds the release server and the driver (bench/overhead), then runs the driver:
# it starts a fake OpenAI-compatible provider that answers after a fixed delay, starts
# `superprompt serve` on a fresh SQLite data dir configured with it, signs in a Pro user and
# sends generatePromptPrimer at each rate. Overhead = the server's own latency for the request
# (its JSON log line) minus the time the provider held it; the client-observed figure is shown too.
# Usage: bench/server-overhead.sh [seconds] [rates] [--pin] [extra driver flags, e.g. --offline,
# or --postgres postgres://postgres@127.0.0.1:5432/postgres to run the server on PostgreSQL]
# --pin: the server runs on CPU 0 only, the driver and its fake provider on CPU 1 (taskset), so
# the load generator does not compete with the server for a core (it does on a 2-core machine
# otherwise, which a real deployment would not see).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-10}"
rates="${2:-200,1000}"
shift $(( $# > 2 ? 2 : $# ))
target="${CARGO_TARGET_DIR:-$PWD/target}"
cargo build --release -q -p superprompt-server -p superprompt-bench-overhead
bin="$target/release/superprompt"
driver=()
args=()
for arg in "$@"; do
  if [ "$arg" = --pin ]; then
    wrapper=$(mktemp)
    trap 'rm -f "$wrapper"' EXIT
    printf '#!/bin/sh\nexec taskset -c 0 %q "$@"\n' "$bin" >"$wrapper"
    chmod +x "$wrapper"
    bin="$wrapper"
    driver=(taskset -c 1)
  else
    args+=("$arg")
  fi
done
"${driver[@]}" "$target/release/server-overhead" --bin "$bin" --seconds "$seconds" --rates "$rates" "${args[@]}"
