#!/usr/bin/env bash
# SQLite's own floor under the generation writer's durable write (issue 25's second figure), the
# counterpart of pg-batch-floor.sh: the transaction one generation's batch runs
# (bench/sqlite-batch-floor/batch.sql: the INSERT, the usage UPDATE, the achievements' progress
# and the weekly activity, as sea-query builds them for SQLite, taken from
# crates/store/src/repo/group_commit.rs's `statements` on 2026-11-30; keep it in step by hand
# when the batch's statements change), on a connection with the store's settings (WAL,
# synchronous=FULL, no checkpoint inside a commit, the checkpoint thread), with none of the
# server in the way (bench/sqlite-floor). It prints p50/p90/p99/max back to back, then at each
# rate from each transaction's scheduled time and for the transaction alone; then the disk's
# fsync in the same directory, for the bound (fsync p99 + 0.5 ms).
#
# Usage: bench/sqlite-batch-floor.sh [seconds] [rates]
#   defaults: 10, 200,1000
#   BENCH_BIN: the superprompt binary that migrates and seeds the database (default: release).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-10}"
rates="${2:-200,1000}"
target="${CARGO_TARGET_DIR:-target}"
bin="${BENCH_BIN:-$target/release/superprompt}"
cargo build --release --locked -q -p superprompt-bench-sqlite-floor
# A temporary directory, as server-overhead.sh's server has (the same disk as the repository).
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
SUPERPROMPT_DATA_DIR="$work" "$bin" migrate >/dev/null 2>&1
SUPERPROMPT_DATA_DIR="$work" "$bin" seed --demo >/dev/null 2>&1
"$target/release/sqlite-batch-floor" --db "$work/superprompt.db" --sql bench/sqlite-batch-floor/batch.sql \
  --seconds "$seconds" --rates "$rates"
bench/fsync-latency.sh 1000 "$work"
