#!/usr/bin/env bash
# Server overhead per generation with a loopback fake LLM provider, at constant request rates
# (open loop). Builds the release server and the driver (bench/overhead), then runs the driver:
# it starts a fake OpenAI-compatible provider that answers after a fixed delay, starts
# `superprompt serve` on a fresh SQLite data dir configured with it, signs in a Pro user and
# sends generatePromptPrimer at each rate. Overhead = the server's own latency for the request
# (its JSON log line) minus the time the provider held it; the client-observed figure is shown too.
# Usage: bench/server-overhead.sh [seconds] [rates] [extra driver flags, e.g. --offline]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-10}"
rates="${2:-200,1000}"
shift $(( $# > 2 ? 2 : $# ))
target="${CARGO_TARGET_DIR:-$PWD/target}"
cargo build --release -q -p superprompt-server -p superprompt-bench-overhead
"$target/release/server-overhead" --bin "$target/release/superprompt" --seconds "$seconds" --rates "$rates" "$@"
