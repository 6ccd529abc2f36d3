#!/usr/bin/env bash
# PostgreSQL's own floor under the generation writer's durable write (issue 25's second figure):
# the transaction a batch of one generation sends (bench/pg-batch-floor/batch.sql: BEGIN, the
# generation's INSERT, the usage UPDATE, the achievements' progress and the weekly activity,
# COMMIT; the statements' shapes as PostgreSQL logged them from
# `generations_are_recorded_counted_and_scoped` on 2026-11-30, with literal values, stand-in
# achievement ids for two of the three metrics and the streak's `best` written shorter), pipelined
# and prepared as the writer sends it (crates/store/src/repo/group_commit/postgres.rs), run by
# pgbench on one connection with none of our code in the way. Keep it in step by hand when the
# batch's statements change.
#
# Then the same for the read a generation makes before it writes (bench/pg-batch-floor/read.sql:
# the user and their active Context Genie, `select_users_with_active_context` in
# crates/store/src/repo/contexts.rs, as sea-query builds it for one user), the largest part of
# issue 25's first figure (everything but the durable write under 1 ms at p99) on PostgreSQL.
#
# It prints, per transaction, p50/p90/p99 of its latency: first back to back (-c1, no rate: the
# transaction's own time with nothing queued), then at each rate (-R, one connection, so a
# transaction that arrives while another runs waits, as a generation waits for the batch ahead
# of it; the writer would group them, pgbench does not). Then the disk's fsync, for the bound
# (fsync p99 + 0.5 ms).
#
# Usage: bench/pg-batch-floor.sh [seconds] [rates] [server-url]
#   defaults: 10, 200,1000, postgres://postgres@127.0.0.1:5432/postgres
#   BENCH_BIN: the superprompt binary that migrates and seeds the database (default: release).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-10}"
rates="${2:-200,1000}"
server="${3:-postgres://postgres@127.0.0.1:5432/postgres}"
bin="${BENCH_BIN:-${CARGO_TARGET_DIR:-target}/release/superprompt}"
db=superprompt_batch_floor
url="${server%/*}/$db"
work=$(mktemp -d)
trap 'rm -rf "$work"; psql "$server" -qAtc "DROP DATABASE IF EXISTS $db WITH (FORCE)" >/dev/null 2>&1 || true' EXIT

PGOPTIONS=--client-min-messages=warning psql "$server" -qAtc "DROP DATABASE IF EXISTS $db WITH (FORCE)" -c "CREATE DATABASE $db" >/dev/null
SUPERPROMPT_DATA_DIR="$work" SUPERPROMPT_DATABASE__URL="$url" "$bin" migrate >/dev/null 2>&1
SUPERPROMPT_DATA_DIR="$work" SUPERPROMPT_DATABASE__URL="$url" "$bin" seed --demo >/dev/null 2>&1
user=$(psql "$url" -qAtc "SELECT id FROM users WHERE email = 'demo@superprompt.local'")

# pgbench's per-transaction log: column 3 is the transaction's latency in µs (with -R, from its
# scheduled start, so a wait behind the one before counts); with -R, column 7 is pgbench's own
# delay in starting it, which `percentiles LABEL 1` takes out.
percentiles() {
  cat "$work"/log.* | awk -v less_lag="${2:-0}" '{print ($3 - (less_lag ? $7 : 0)) / 1000}' | sort -n | awk -v what="$1" '
    { v[NR] = $1 }
    END {
      printf "%s: %d transactions, p50 %.3f ms  p90 %.3f ms  p99 %.3f ms  max %.3f ms\n", what, NR,
        v[int(NR * 0.50) + 1], v[int(NR * 0.90) + 1], v[int(NR * 0.99) + 1], v[NR]
    }'
}

run() {
  local file="$1"
  shift
  (cd "$work" && pgbench -n -M prepared -c1 -T "$seconds" -D "u=$user" -f "$OLDPWD/bench/pg-batch-floor/$file" \
    --log --log-prefix=log "$@" "$url" >/dev/null 2>&1)
}

# measure FILE LABEL: back to back, then at each rate.
measure() {
  run "$1"
  percentiles "$2, back to back"
  rm -f "$work"/log.*
  IFS=, read -ra each <<<"$rates"
  for rate in "${each[@]}"; do
    run "$1" -R "$rate"
    percentiles "$2, at $rate/s"
    percentiles "$2, at $rate/s, less pgbench's own start delay" 1
    rm -f "$work"/log.*
  done
}

measure batch.sql "the write"
measure read.sql "the read"
data_dir=$(psql "$server" -qAtc "SHOW data_directory" 2>/dev/null || true)
if [ -n "$data_dir" ] && [ -w "$data_dir" ]; then
  bench/fsync-latency.sh 1000 "$data_dir"
else
  bench/fsync-latency.sh 1000
fi
