#!/usr/bin/env bash
# Fuzzing POST /graphql (issue 25): Schemathesis (from PyPI) generates queries and mutations from
# the committed schema (crates/server/schema.graphql: introspection is off outside dev mode),
# valid ones and, in its negative mode, ones with arguments of the wrong type, null where a
# value is required and so on; bench/fuzz/raw.py adds what Schemathesis does not send to a
# GraphQL API: malformed JSON, wrong shapes, content types and methods, huge and deeply nested
# documents, variables of the wrong type, garbage credentials and headers. Both run as a guest
# and as the signed-in demo user (Pro), against one server on a fresh SQLite data dir with its
# rate limits as they are (RATE_LIMITED answers are answers, not failures).
#
# Passes when no response has a status of 500 or more, every request is answered, no GraphQL
# error says INTERNAL, the server's log has no `panicked` and the server is still up, and the
# signed-in role is still signed in at the end. Prints the requests per role (as the server
# logged them, by the x-feature header each fuzzer sends) and the counts; exits 1 otherwise.
#
# Usage: bench/fuzz.sh [requests-per-role]   (default 10000; `make test-fuzz` runs ~400)
# Env: BENCH_BIN (the server binary; default: build and use the release one), FUZZ_DIR (the venv;
#      default ~/.cache/superprompt-fuzz), FUZZ_PORT (default 18420), FUZZ_WORKERS (Schemathesis
#      workers, default 2), FUZZ_SEED (default 25), FUZZ_KEEP=1 keeps the work dir (server log,
#      tallies, Schemathesis output) and prints where it is.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
per_role="${1:-10000}"
port="${FUZZ_PORT:-18420}"
workers="${FUZZ_WORKERS:-2}"
seed="${FUZZ_SEED:-25}"
# A tenth of each role's requests (at least 40) goes to the raw negative pass, the rest to
# Schemathesis.
raw_count=$(( per_role / 10 > 40 ? per_role / 10 : 40 ))
# The session-ending mutations, left out of the signed-in role's Schemathesis run so the role stays
# signed in (the guest role sends them; raw.py sends signOut and refreshSession signed in).
user_excluded=(Mutation.deleteUserData Mutation.endSignedInDevice Mutation.signOutExtension)

log() { printf '== %s\n' "$*" >&2; }
started=$(date +%s)

# --- Schemathesis, pinned (bench/fuzz/install.sh), in a venv outside the repository -----------
venv=$(bench/fuzz/install.sh)
py="$venv/bin/python"
schemathesis_version=$("$venv/bin/schemathesis" --version | awk '{print $NF}')

# --- the server --------------------------------------------------------------------------------
if [ -n "${BENCH_BIN:-}" ]; then
  bin=$BENCH_BIN
else
  log "building the release binary"
  cargo build --release -q -p superprompt-server --locked
  bin="${CARGO_TARGET_DIR:-$repo/target}/release/superprompt"
fi
work=$(mktemp -d)
data="$work/data"
server_log="$work/server.log"
pid=
cleanup() {
  if [ -n "$pid" ]; then kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; fi
  if [ "${FUZZ_KEEP:-}" = 1 ]; then log "kept $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT
# A stand-in for the built web app, so other paths get the app's page as in production (without
# one the server answers them 503, "not built").
mkdir -p "$work/web"
echo '<!doctype html><title>Superprompt</title>' >"$work/web/index.html"
export SUPERPROMPT_DATA_DIR="$data" SUPERPROMPT_WEB_DIR="$work/web" SUPERPROMPT_PORT="$port" SUPERPROMPT_HOST=127.0.0.1 \
  SUPERPROMPT_DEV=false SUPERPROMPT_LOG_FORMAT=json SUPERPROMPT_LOG_LEVEL=info
origin="http://127.0.0.1:$port"
if curl -s -o /dev/null "$origin/healthz"; then
  echo "something already answers on port $port (FUZZ_PORT picks another)" >&2
  exit 1
fi
"$bin" seed --demo >/dev/null
"$bin" user set-plan demo@superprompt.local pro >/dev/null
"$bin" serve >"$server_log" 2>&1 &
pid=$!
for _ in $(seq 1 300); do curl -sf "$origin/readyz" >/dev/null && break; sleep 0.1; done
curl -sf "$origin/readyz" >/dev/null || { tail -n 20 "$server_log" >&2; echo "the server did not start" >&2; exit 1; }
sign_in='{"query":"mutation { signIn(email: \"demo@superprompt.local\", password: \"Demo-pass-2026!\") { accessToken } }"}'
token=$(curl -sf -XPOST "$origin/graphql" -H 'content-type: application/json' -d "$sign_in" \
  | "$py" -c 'import json,sys; print(json.load(sys.stdin)["data"]["signIn"]["accessToken"])')
me() {
  curl -sf -XPOST "$origin/graphql" -H 'content-type: application/json' -H "authorization: Bearer $token" \
    -d '{"query":"{ me { email } }"}'
}
me | grep -q demo@superprompt.local || { echo "the demo user is not signed in" >&2; exit 1; }

# --- the runs ----------------------------------------------------------------------------------
server_count() { "$py" bench/fuzz/report.py count "$work" "$server_log" "$1"; }
# One Schemathesis run (positive and negative) as ROLE, its tally and output under NAME.
# Usage: schemathesis_run ROLE NAME EXAMPLES SEED [more schemathesis options]
schemathesis_run() {
  local role=$1 name=$2 examples=$3 run_seed=$4 auth=()
  shift 4
  [ "$role" = user ] && auth=(-H "Authorization: Bearer $token")
  (cd "$work" && SCHEMATHESIS_HOOKS="$repo/bench/fuzz/hooks.py" FUZZ_TALLY="$work/schemathesis-$role-$name.json" \
    "$venv/bin/schemathesis" --config-file "$repo/bench/fuzz/schemathesis.toml" \
      run "$repo/crates/server/schema.graphql" --url "$origin/graphql" \
      --mode all --checks superprompt_not_5xx --max-examples "$examples" --seed "$run_seed" \
      --workers "$workers" --request-timeout 90 --generation-database none --no-color \
      --suppress-health-check all -H "x-feature: fuzz-$role" "${auth[@]}" "$@" \
      >"$work/schemathesis-$role-$name.txt" 2>&1) || true
  tail -n 3 "$work/schemathesis-$role-$name.txt" | grep . >&2 || true
}
fuzz_role() {
  local role=$1 exclude=() token_arg=() examples round=0 before count got
  if [ "$role" = user ]; then
    token_arg=(--token "$token")
    for name in "${user_excluded[@]}"; do exclude+=(--exclude-name "$name"); done
  fi
  log "$role: raw negative pass, $raw_count requests"
  "$py" bench/fuzz/raw.py --url "$origin" --count "$raw_count" --feature "fuzz-$role" \
    --seed "$seed" --tally "$work/raw-$role.json" "${token_arg[@]}" || true
  count=$(server_count "$role")
  # A round sends about one request per example and operation (117 of them) and a few dozen in
  # its stateful phase; start a little under what is left.
  examples=$(( (per_role - count) * 9 / 10 / 117 ))
  examples=$(( examples < 1 ? 1 : examples > 400 ? 400 : examples ))
  # Schemathesis rounds, a new seed each, until the role has had its requests; each round's
  # size follows from what the last one sent.
  while [ "$count" -lt "$per_role" ] && [ "$round" -lt 30 ]; do
    log "$role: schemathesis round $round (up to $examples examples per operation; $count of $per_role so far)"
    before=$count
    schemathesis_run "$role" "$round" "$examples" $(( seed + round )) "${exclude[@]}"
    count=$(server_count "$role")
    got=$(( count - before ))
    if [ "$got" -le 0 ]; then
      echo "schemathesis sent nothing; its output:" >&2
      tail -n 40 "$work/schemathesis-$role-$round.txt" >&2
      exit 1
    fi
    # Aim a little over what is left.
    examples=$(( examples * (per_role - count) * 11 / 10 / got + 1 ))
    examples=$(( examples < 1 ? 1 : examples > 400 ? 400 : examples ))
    round=$(( round + 1 ))
  done
}

role_seconds=()
for role in guest user; do
  role_started=$(date +%s)
  fuzz_role "$role"
  role_seconds+=("$role $(( $(date +%s) - role_started ))s")
done

# --- the verdict -------------------------------------------------------------------------------
status=0
if ! kill -0 "$pid" 2>/dev/null; then
  echo "the server is gone; the end of its log:" >&2
  tail -n 20 "$server_log" >&2
  status=1
elif ! me | grep -q demo@superprompt.local; then
  echo "the signed-in role is no longer signed in: its requests after that were a guest's" >&2
  status=1
else
  # Last, the session-ending mutations the signed-in role left out, signed in (the first
  # deleteUserData that gets through deletes the demo user; what follows is refused).
  log "user: ${user_excluded[*]}, signed in, last"
  include=()
  for name in "${user_excluded[@]}"; do include+=(--include-name "$name"); done
  schemathesis_run user last 20 "$seed" "${include[@]}"
fi
echo "fuzz: $per_role requests per role asked; schemathesis $schemathesis_version; seed $seed; took ${role_seconds[*]}"
"$py" bench/fuzz/report.py "$work" "$server_log" guest user || status=1
if [ "$(server_count guest)" -lt "$per_role" ] || [ "$(server_count user)" -lt "$per_role" ]; then
  echo "a role had fewer requests than asked" >&2
  status=1
fi
echo "fuzz: $([ $status = 0 ] && echo passed || echo FAILED) in $(( $(date +%s) - started ))s"
exit $status
