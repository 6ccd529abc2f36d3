#!/usr/bin/env bash
# Soak (issue 25): MINUTES of an open-loop realistic mix at RATE requests/s on SQLite, against
# the release server: `me`, the library (folders, a folder's prompts, search), offline-engine
# generations, share pages and their public query, and a few sign-ins (the mix and why are in
# bench/soak/src/main.rs). Prints per minute the requests sent, errors (by kind), p50/p99/max
# latency, the server's lowest and highest VmRSS and RssAnon in the minute (read every second)
# and SQLite's heap (from /metrics), then per kind, then a verdict: errors, p99 spread (slowest
# minute's p99 / fastest's) and, from minute 2 to the last, the growth and trend of the minutes'
# lowest and highest RSS, and SQLite's heap. Exits 1 on any error.
# Builds the release server and the driver (bench/soak) unless BENCH_BIN names a server binary.
# Usage: bench/soak.sh [minutes] [rate]   (defaults 10, 500)
set -euo pipefail
cd "$(dirname "$0")/.."
minutes="${1:-10}"
rate="${2:-500}"
target="${CARGO_TARGET_DIR:-$PWD/target}"
if [ -n "${BENCH_BIN:-}" ]; then
  cargo build --release -q -p superprompt-bench-soak
  bin="$BENCH_BIN"
else
  cargo build --release -q -p superprompt-server -p superprompt-bench-soak
  bin="$target/release/superprompt"
fi
"$target/release/soak-bench" --bin "$bin" --minutes "$minutes" --rate "$rate"
