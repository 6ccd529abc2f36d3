# Sourced by the wrk benches: starts a release `superprompt serve` on a fresh SQLite data dir
# with the demo user (on the plan in $demo_plan, when set), waits until it is ready, signs the
# demo user in, and stops the server and removes the data dir on exit.
# Sets: bin, dir, port, pid, TOKEN (exported). Needs: port set by the caller.
# Usage: port=N [demo_plan=pro] source bench/support/demo-server.sh
target="${CARGO_TARGET_DIR:-$PWD/target}"
[ -n "${BENCH_BIN:-}" ] || cargo build --release -q -p superprompt-server
bin="${BENCH_BIN:-$target/release/superprompt}"
dir=$(mktemp -d)
export SUPERPROMPT_DATA_DIR="$dir" SUPERPROMPT_PORT=$port SUPERPROMPT_LOG_LEVEL=warn
"$bin" seed --demo >/dev/null
if [ -n "${demo_plan:-}" ]; then "$bin" user set-plan demo@superprompt.local "$demo_plan" >/dev/null; fi
"$bin" serve &
pid=$!
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null; rm -rf "$dir"' EXIT
for _ in $(seq 1 100); do curl -sf "http://127.0.0.1:$port/readyz" >/dev/null && break; sleep 0.1; done
TOKEN=$(curl -sf -XPOST "http://127.0.0.1:$port/graphql" -H 'content-type: application/json' \
  -d '{"query":"mutation { signIn(email: \"demo@superprompt.local\", password: \"Demo-pass-2026!\") { accessToken } }"}' \
  | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"]["signIn"]["accessToken"])')
export TOKEN
