#!/usr/bin/env bash
# Idle memory of the release binary: start it on a fresh SQLite data dir, wait until /readyz
# answers, let it settle, then read VmRSS from /proc. Prints one line per sample and the median.
# Usage: bench/idle-rss.sh [samples]   (builds the release binary first)
set -euo pipefail
cd "$(dirname "$0")/.."
samples="${1:-5}"
target="${CARGO_TARGET_DIR:-$PWD/target}"
cargo build --release -q -p superprompt-server
bin="$target/release/superprompt"
port=18181
values=()
for i in $(seq 1 "$samples"); do
  dir=$(mktemp -d)
  SUPERPROMPT_DATA_DIR="$dir" SUPERPROMPT_PORT=$port SUPERPROMPT_WEB_DIR="$PWD/web/dist" \
    SUPERPROMPT_LOG_LEVEL=warn "$bin" serve &
  pid=$!
  for _ in $(seq 1 100); do curl -sf "http://127.0.0.1:$port/readyz" >/dev/null && break; sleep 0.1; done
  # A few real requests so pools and lazy statics are warm, then idle.
  for _ in $(seq 1 20); do
    curl -sf "http://127.0.0.1:$port/readyz" >/dev/null
    curl -sf -XPOST "http://127.0.0.1:$port/graphql" -H 'content-type: application/json' \
      -d '{"query":"{ authConfig { googleEnabled } }"}' >/dev/null
  done
  sleep 2
  rss=$(awk '/VmRSS/ {print $2}' "/proc/$pid/status")
  echo "sample $i: ${rss} KiB"
  values+=("$rss")
  kill "$pid"; wait "$pid" 2>/dev/null || true
  rm -rf "$dir"
done
median=$(printf '%s\n' "${values[@]}" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
echo "median idle RSS: ${median} KiB ($(awk "BEGIN {printf \"%.1f\", $median/1024}") MiB)"
