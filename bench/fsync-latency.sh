#!/usr/bin/env bash
# The floor under any durable write on this disk: write 4 KiB and fsync it, N times, in the
# directory the data lives in (default: the repository's, the same filesystem as ./data), and
# print p50/p90/p99 of the fsync alone. A generation is answered only after its commit's fsync
# (SQLite WAL with synchronous=FULL), so the server's p99 overhead cannot go below this p99.
# Then the same over blocks already written (the file of the first part, from its start): a
# commit writes over the log's old blocks once SQLite has started the log over, and appends
# only while the log grows (crates/store/src/checkpoint.rs).
# Usage: bench/fsync-latency.sh [count] [dir]
set -euo pipefail
cd "$(dirname "$0")/.."
count="${1:-1000}"
dir="${2:-$PWD}"
python3 - "$count" "$dir" <<'PY'
import os, sys, tempfile, time
count, directory = int(sys.argv[1]), sys.argv[2]
fd, path = tempfile.mkstemp(dir=directory, prefix=".fsync-probe-")

def fsync_after(write):
    times = []
    for i in range(count):
        write(i)
        start = time.perf_counter()
        os.fsync(fd)
        times.append((time.perf_counter() - start) * 1000)
    return sorted(times)

def report(what, times):
    pick = lambda q: times[min(len(times) - 1, int(q * len(times)))]
    print(f"fsync of a 4 KiB {what}, {count} times in {directory}: "
          f"p50 {pick(0.50):.3f} ms  p90 {pick(0.90):.3f} ms  p99 {pick(0.99):.3f} ms  max {times[-1]:.3f} ms")

try:
    block = b"x" * 4096
    report("append", fsync_after(lambda i: os.write(fd, block)))
    report("overwrite", fsync_after(lambda i: os.pwrite(fd, block, i * 4096)))
finally:
    os.close(fd)
    os.remove(path)
PY
