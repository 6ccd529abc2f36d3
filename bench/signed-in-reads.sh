#!/usr/bin/env bash
# The signed-in read against GraphQL's floor, in the same run: `{ me { ... } }` as the web app
# asks for it on every page load (bearer check, the user and their groups, the plan settled),
# and `{ __typename }` (HTTP, GraphQL parse and execution, nothing else). The runs alternate,
# twice each, on one server with a fresh SQLite data dir, so a noisy moment hits both.
# Prints requests per second for each run and me's share of __typename (issue 17: half or more).
# Usage: bench/signed-in-reads.sh [seconds] [connections] [wrk threads]   (needs wrk)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-10}"
connections="${2:-32}"
threads="${3:-1}"
target="${CARGO_TARGET_DIR:-$PWD/target}"
[ -n "${SUPERPROMPT_BIN:-}" ] || cargo build --release -q -p superprompt-server
bin="${SUPERPROMPT_BIN:-$target/release/superprompt}"
port=18283
dir=$(mktemp -d)
export SUPERPROMPT_DATA_DIR="$dir" SUPERPROMPT_PORT=$port SUPERPROMPT_LOG_LEVEL=warn
"$bin" seed --demo >/dev/null
"$bin" serve &
pid=$!
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null; rm -rf "$dir"' EXIT
for _ in $(seq 1 100); do curl -sf "http://127.0.0.1:$port/readyz" >/dev/null && break; sleep 0.1; done
token=$(curl -sf -XPOST "http://127.0.0.1:$port/graphql" -H 'content-type: application/json' \
  -d '{"query":"mutation { signIn(email: \"demo@superprompt.local\", password: \"Demo-pass-2026!\") { accessToken } }"}' \
  | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"]["signIn"]["accessToken"])')
me='{ me { id email name planName isStaff quota { unlimited dailyRemaining bonusRemaining } } }'
floor='{ __typename }'

# run NAME QUERY TOKEN: prints "NAME req/s errors p50 p99" and leaves req/s in $rate.
run() {
  local out
  out=$(QUERY="$2" TOKEN="$3" wrk -t"$threads" -c"$connections" -d"${seconds}s" --latency \
    -s bench/graphql.lua "http://127.0.0.1:$port/graphql")
  rate=$(awk '/^Requests\/sec/ {print $2}' <<<"$out")
  printf '%-12s %10.0f req/s  %s  %s\n' "$1" "$rate" "$(grep graphql_errors <<<"$out")" \
    "$(grep p50_ms <<<"$out")"
  if ! grep -q 'graphql_errors 0' <<<"$out"; then echo "errors in the $1 run" >&2; exit 1; fi
}

# Warm up both paths.
QUERY="$me" TOKEN="$token" wrk -t1 -c"$connections" -d2s -s bench/graphql.lua "http://127.0.0.1:$port/graphql" >/dev/null
QUERY="$floor" TOKEN="" wrk -t1 -c"$connections" -d2s -s bench/graphql.lua "http://127.0.0.1:$port/graphql" >/dev/null
floor_total=0 me_total=0
for round in 1 2; do
  run "__typename" "$floor" ""; floor_total=$(python3 -c "print($floor_total + $rate)")
  run "me" "$me" "$token"; me_total=$(python3 -c "print($me_total + $rate)")
done
python3 -c "print(f'me / __typename: {$me_total / $floor_total:.2f} ({$me_total / 2:.0f} vs {$floor_total / 2:.0f} req/s, mean of 2 runs each)')"
