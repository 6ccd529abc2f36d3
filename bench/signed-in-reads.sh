#!/usr/bin/env bash
# The signed-in read against GraphQL's floor, in the same run: `{ me { ... } }` as the web app
# asks for it on every page load (bearer check, the user and their groups, the plan settled),
# and `{ __typename }` (HTTP, GraphQL parse and execution, nothing else). The runs alternate,
# twice each, on one server with a fresh SQLite data dir, so a noisy moment hits both.
# Prints requests per second for each run and me's share of __typename (issue 17: half or more),
# then one run of each with a distinct text per request (every request parsed, as before the
# cache of parsed documents) for comparison. Each run also prints the server's CPU time per
# request (user + system, from /proc/PID/stat): wrk shares the two cores, so rates move with the
# machine from run to run, and CPU per request is the steadier figure when builds are compared.
# Usage: bench/signed-in-reads.sh [seconds] [connections] [wrk threads]   (needs wrk)
# Env: BENCH_BIN, a release binary to use instead of building one.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-10}"
connections="${2:-32}"
threads="${3:-1}"
port=18283
source bench/support/demo-server.sh
token=$TOKEN
me='{ me { id email name planName isStaff quota { unlimited dailyRemaining bonusRemaining } } }'
floor='{ __typename }'
ticks_per_second=$(getconf CLK_TCK)

# The server's CPU time so far, in clock ticks (utime + stime).
server_ticks() { awk '{print $14 + $15}' "/proc/$pid/stat"; }

# run NAME QUERY TOKEN: prints "NAME req/s errors p50 p99 CPU" and leaves req/s in $rate and the
# server's CPU µs per request in $cpu.
run() {
  local out before requests
  before=$(server_ticks)
  out=$(QUERY="$2" TOKEN="$3" wrk -t"$threads" -c"$connections" -d"${seconds}s" --latency \
    -s bench/graphql.lua "http://127.0.0.1:$port/graphql")
  rate=$(awk '/^Requests\/sec/ {print $2}' <<<"$out")
  requests=$(awk '/requests in/ {print $1}' <<<"$out")
  cpu=$(python3 -c "print(($(server_ticks) - $before) * 1e6 / $ticks_per_second / $requests)")
  printf '%-12s %10.0f req/s  %s  %s  server CPU %.1f µs/request\n' "$1" "$rate" \
    "$(grep graphql_errors <<<"$out")" "$(grep p50_ms <<<"$out")" "$cpu"
  if ! grep -q 'graphql_errors 0' <<<"$out"; then echo "errors in the $1 run" >&2; exit 1; fi
}
# Warm up both paths.
QUERY="$me" TOKEN="$token" wrk -t1 -c"$connections" -d2s -s bench/graphql.lua "http://127.0.0.1:$port/graphql" >/dev/null
QUERY="$floor" TOKEN="" wrk -t1 -c"$connections" -d2s -s bench/graphql.lua "http://127.0.0.1:$port/graphql" >/dev/null
floor_total=0 me_total=0 floor_cpu=0 me_cpu=0
for round in 1 2; do
  run "__typename" "$floor" ""
  floor_total=$(python3 -c "print($floor_total + $rate)") floor_cpu=$(python3 -c "print($floor_cpu + $cpu)")
  run "me" "$me" "$token"
  me_total=$(python3 -c "print($me_total + $rate)") me_cpu=$(python3 -c "print($me_cpu + $cpu)")
done
python3 -c "print(f'me / __typename: {$me_total / $floor_total:.2f} ({$me_total / 2:.0f} vs {$floor_total / 2:.0f} req/s, mean of 2 runs each)')"
python3 -c "print(f'server CPU per request: __typename {$floor_cpu / 2:.1f} µs, me {$me_cpu / 2:.1f} µs (__typename / me {$floor_cpu / $me_cpu:.2f})')"

# The same two queries with a text of their own each time (DISTINCT=1 in graphql.lua), so each
# is parsed: what the cache of parsed documents (api/documents.rs) saves.
export DISTINCT=1
run "__typename*" "$floor" ""; floor_parsed=$rate
run "me*" "$me" "$token"; me_parsed=$rate
python3 -c "print(f'each parsed (*): me / __typename {$me_parsed / $floor_parsed:.2f}; the cache gives me {$me_total / 2 / $me_parsed:.2f}x, __typename {$floor_total / 2 / $floor_parsed:.2f}x')"
