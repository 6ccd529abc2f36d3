#!/usr/bin/env bash
# Offline-engine generations per second, end to end: HTTP, GraphQL parse and validation, the
# bearer-token check, the plan check, the offline engine, and the write of the generation with
# its usage counter (SQLite, synchronous=FULL). The user is on PRO (unlimited), so no Free quota
# is spent; a Free user adds one conditional UPDATE.
# Usage: bench/generation-throughput.sh [seconds] [connections] [wrk threads]   (needs wrk: apt-get install wrk)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-15}"
connections="${2:-64}"
threads="${3:-1}"
target="${CARGO_TARGET_DIR:-$PWD/target}"
cargo build --release -q -p superprompt-server
bin="$target/release/superprompt"
port=18282
dir=$(mktemp -d)
export SUPERPROMPT_DATA_DIR="$dir" SUPERPROMPT_PORT=$port SUPERPROMPT_LOG_LEVEL=warn
"$bin" seed --demo >/dev/null
"$bin" user set-plan demo@superprompt.local pro >/dev/null
"$bin" serve &
pid=$!
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null; rm -rf "$dir"' EXIT
for _ in $(seq 1 100); do curl -sf "http://127.0.0.1:$port/readyz" >/dev/null && break; sleep 0.1; done
TOKEN=$(curl -sf -XPOST "http://127.0.0.1:$port/graphql" -H 'content-type: application/json' \
  -d '{"query":"mutation { signIn(email: \"demo@superprompt.local\", password: \"Demo-pass-2026!\") { accessToken } }"}' \
  | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"]["signIn"]["accessToken"])')
export TOKEN
# Warm up, then measure.
wrk -t"$threads" -c"$connections" -d3s -s bench/generate.lua "http://127.0.0.1:$port/graphql" >/dev/null
wrk -t"$threads" -c"$connections" -d"${seconds}s" --latency -s bench/generate.lua "http://127.0.0.1:$port/graphql"
count=$(sqlite3 "$dir/superprompt.db" "select count(*) from generations" 2>/dev/null || echo "?")
echo "generations recorded: $count"
