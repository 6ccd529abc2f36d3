#!/usr/bin/env bash
# Waits until the CPU has been at least 90 % idle in three consecutive 2 s samples (/proc/stat),
# so a benchmark does not start while a build or another run is still going.
# Usage: bench/wait-idle.sh && bench/server-overhead.sh ...
ok=0
while [ $ok -lt 3 ]; do
  read -r _ u n s i w q sq st _ < /proc/stat; t1=$((u+n+s+i+w+q+sq+st)); i1=$i
  sleep 2
  read -r _ u n s i w q sq st _ < /proc/stat; t2=$((u+n+s+i+w+q+sq+st)); i2=$i
  idle=$(( 100 * (i2-i1) / (t2-t1) ))
  if [ $idle -ge 90 ]; then ok=$((ok+1)); else ok=0; fi
done
