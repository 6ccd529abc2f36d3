#!/usr/bin/env bash
# Offline-engine generations per second, end to end: HTTP, GraphQL parse and validation, the
# bearer-token check, the plan check, the offline engine, and the write of the generation with
# its usage counter (SQLite, synchronous=FULL). The user is on PRO (unlimited), so no Free quota
# is spent; a Free user adds one conditional UPDATE.
# Usage: bench/generation-throughput.sh [seconds] [connections] [wrk threads]   (needs wrk: apt-get install wrk)
# Env: BENCH_BIN, a release binary to use instead of building one.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-15}"
connections="${2:-64}"
threads="${3:-1}"
port=18282
demo_plan=pro
source bench/support/demo-server.sh
export QUERY='mutation { generatePromptPrimer(description: "write a cold email to a CTO about our API") { generation { id } } }'
# Warm up, then measure.
wrk -t"$threads" -c"$connections" -d3s -s bench/graphql.lua "http://127.0.0.1:$port/graphql" >/dev/null
wrk -t"$threads" -c"$connections" -d"${seconds}s" --latency -s bench/graphql.lua "http://127.0.0.1:$port/graphql"
count=$(sqlite3 "$dir/superprompt.db" "select count(*) from generations" 2>/dev/null || echo "?")
echo "generations recorded: $count"
