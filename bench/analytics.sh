#!/usr/bin/env bash
# Issue 19's benchmark: import a generated history of N users with one referral tracking record
# each (plus N / 100 cancellations) through `superprompt import analytics`, then time each
# analytics tab's request as the web app sends it (the query texts are read from
# web/src/features/analytics/api), one at a time over HTTP: p50 and p95 over RUNS runs each.
# The referral tab is timed for all time, each period filter and one code; the churn tab with the
# app's limit; the KPI tab after `superprompt kpi compute`.
# SQLite on a fresh data dir by default; pass a PostgreSQL server URL as the third argument and
# the bench makes (and afterwards drops) a database of its own there.
# Usage: bench/analytics.sh [users] [runs] [postgres server url]
# Env: BENCH_BIN, a release binary to use instead of building one; ANALYTICS_FILE, a generated
# file to reuse (bench/analytics_gen.py N > FILE).
set -euo pipefail
cd "$(dirname "$0")/.."
users="${1:-1000000}"
runs="${2:-20}"
pg="${3:-}"
port=18290
target="${CARGO_TARGET_DIR:-$PWD/target}"
[ -n "${BENCH_BIN:-}" ] || cargo build --release -q -p superprompt-server
bin="${BENCH_BIN:-$target/release/superprompt}"
work=$(mktemp -d)
pid=
db=superprompt_bench_analytics
cleanup() {
  [ -z "$pid" ] || { kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null || true; }
  [ -z "$pg" ] || psql "$pg" -qc "DROP DATABASE IF EXISTS $db" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
export SUPERPROMPT_DATA_DIR="$work/data" SUPERPROMPT_CONFIG="$work/none.toml"
export SUPERPROMPT_PORT=$port SUPERPROMPT_LOG_LEVEL=warn
if [ -n "$pg" ]; then
  psql "$pg" -qc "DROP DATABASE IF EXISTS $db" -c "CREATE DATABASE $db" >/dev/null
  export SUPERPROMPT_DATABASE__URL="${pg%/*}/$db"
  echo "== PostgreSQL (${pg%%@*}@…/$db)"
else
  echo "== SQLite ($SUPERPROMPT_DATA_DIR)"
fi

file="${ANALYTICS_FILE:-}"
if [ -z "$file" ]; then
  file="$work/history.ndjson"
  python3 bench/analytics_gen.py "$users" > "$file"
fi
echo "input: $(wc -l < "$file") lines, $(du -h "$file" | cut -f1)"

"$bin" seed --demo >/dev/null
# Prints the records and records per second (and, at info level, how long each phase took).
SUPERPROMPT_LOG_LEVEL=info "$bin" import analytics "$file"
"$bin" kpi compute
if [ -n "$pg" ]; then
  # What autovacuum would do after a bulk load (it is off on these machines).
  psql "$SUPERPROMPT_DATABASE__URL" -qc ANALYZE
fi

"$bin" serve &
pid=$!
for _ in $(seq 1 300); do curl -sf "http://127.0.0.1:$port/readyz" >/dev/null && break; sleep 0.1; done
python3 bench/support/analytics_timing.py --port "$port" --runs "$runs"
