#!/usr/bin/env bash
# Durability under kill -9 (issue 25): while RATE writes a second run (open loop, savePrompt and
# generatePrompt alternating, each with a marker of its own), SIGKILL the server at a random
# moment 1–3 s in, start it again on the same data, and read back every write the client saw
# acknowledged. Repeats that ROUNDS times on one data directory (SQLite) or one database (made
# on the given PostgreSQL server and dropped at the end), then reads every acknowledged write
# back once more. Prints per round: sent, acknowledged, failed (no answer: expected around the
# kill, not a loss), refused and lost; then `lost: N of M acknowledged writes in R rounds`.
# Exits 1 if anything acknowledged was lost (the target is nothing).
# Builds the release server and the driver (bench/durability) unless BENCH_BIN names a server
# binary.
# Usage: bench/durability.sh [rounds] [rate] [postgres url]   (defaults 20, 500, SQLite)
# e.g.   bench/durability.sh 20 500 postgres://postgres@127.0.0.1:5432/postgres
set -euo pipefail
cd "$(dirname "$0")/.."
rounds="${1:-20}"
rate="${2:-500}"
target="${CARGO_TARGET_DIR:-$PWD/target}"
if [ -n "${BENCH_BIN:-}" ]; then
  cargo build --release -q -p superprompt-bench-durability
  bin="$BENCH_BIN"
else
  cargo build --release -q -p superprompt-server -p superprompt-bench-durability
  bin="$target/release/superprompt"
fi
extra=()
if [ -n "${3:-}" ]; then extra=(--postgres "$3"); fi
"$target/release/durability-bench" --bin "$bin" --rounds "$rounds" --rate "$rate" "${extra[@]}"
