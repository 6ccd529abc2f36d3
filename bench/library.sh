#!/usr/bin/env bash
# Library latency: listing a folder of 1,000 prompts and full-text searching a library of
# 100,000, end to end over HTTP and GraphQL, one request at a time (p50/p90/p99/max).
# Builds the release server and the driver (bench/library), fills a fresh library through
# importLibrary and times the requests. SQLite by default; pass a PostgreSQL URL as the third
# argument (an empty database) to measure PostgreSQL.
# Usage: bench/library.sh [prompts] [iterations] [postgres url]
set -euo pipefail
cd "$(dirname "$0")/.."
prompts="${1:-100000}"
iterations="${2:-300}"
target="${CARGO_TARGET_DIR:-$PWD/target}"
cargo build --release -q -p superprompt-server -p superprompt-bench-library
extra=()
if [ -n "${3:-}" ]; then extra=(--database-url "$3"); fi
"$target/release/library-bench" --bin "$target/release/superprompt" --prompts "$prompts" --iterations "$iterations" "${extra[@]}"
