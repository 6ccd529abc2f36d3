#!/usr/bin/env bash
# What password hashing leaves in the server's memory: starts the release server on a fresh
# SQLite data dir (bench/support/demo-server.sh, which signs the demo user in once), lets it
# settle, sends four `signIn` mutations at once (argon2id takes 19 MiB each, two at a time on
# these 2 cores), then prints VmRSS every 0.1 s for 3 s and once more 5 s later. Memory the
# allocator keeps after the hashes shows as a level that stays up (issue 25's soak).
# Usage: bench/hash-memory.sh   Env: BENCH_BIN, a release binary to use instead of building one.
set -euo pipefail
cd "$(dirname "$0")/.."
port=18299
source bench/support/demo-server.sh
rss() { awk '/VmRSS/ {printf "%.1f", $2/1024}' "/proc/$pid/status"; }
sign_in='{"query":"mutation { signIn(email: \"demo@superprompt.local\", password: \"Demo-pass-2026!\") { accessToken } }"}'
sleep 2
echo "VmRSS before: $(rss) MiB"
for _ in 1 2 3 4; do
  curl -sf -XPOST "http://127.0.0.1:$port/graphql" -H 'content-type: application/json' \
    -d "$sign_in" >/dev/null &
done
readings=""
for _ in $(seq 1 30); do readings="$readings $(rss)"; sleep 0.1; done
echo "VmRSS every 0.1 s after four sign-ins at once (MiB):$readings"
sleep 5
echo "VmRSS 5 s later: $(rss) MiB"
