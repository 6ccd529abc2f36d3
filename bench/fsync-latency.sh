#!/usr/bin/env bash
# The floor under any durable write on this disk: write 4 KiB and fsync it, N times, in the
# directory the data lives in (default: the repository's, the same filesystem as ./data), and
# print p50/p90/p99 of the fsync alone. A generation is answered only after its commit's fsync
# (SQLite WAL with synchronous=FULL), so the server's p99 overhead cannot go below this p99.
# Usage: bench/fsync-latency.sh [count] [dir]
set -euo pipefail
cd "$(dirname "$0")/.."
count="${1:-1000}"
dir="${2:-$PWD}"
python3 - "$count" "$dir" <<'PY'
import os, sys, tempfile, time
count, directory = int(sys.argv[1]), sys.argv[2]
fd, path = tempfile.mkstemp(dir=directory, prefix=".fsync-probe-")
try:
    times = []
    for _ in range(count):
        os.write(fd, b"x" * 4096)
        start = time.perf_counter()
        os.fsync(fd)
        times.append((time.perf_counter() - start) * 1000)
finally:
    os.close(fd)
    os.remove(path)
times.sort()
pick = lambda q: times[min(len(times) - 1, int(q * len(times)))]
print(f"fsync of a 4 KiB append, {count} times in {directory}: "
      f"p50 {pick(0.50):.3f} ms  p90 {pick(0.90):.3f} ms  p99 {pick(0.99):.3f} ms  max {times[-1]:.3f} ms")
PY
