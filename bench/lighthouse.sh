#!/usr/bin/env bash
# Lighthouse on the public site, as served by the real server binary (issue 6's budget).
#
#   bench/lighthouse.sh [SERVER_BINARY] [RUNS]
#
# Builds nothing: run `npm run build` first (under `flock /tmp/web-e2e.lock` when other builds
# may run). It starts SERVER_BINARY (default target/debug/superprompt) on a free port with a
# fresh data directory and web/dist, then runs Lighthouse from npm (mobile, its default
# simulated throttling) with Debian's Chromium on /, /features and /pricing, RUNS times each
# (default 3; the median performance run is reported). It prints the performance,
# accessibility, best-practices and SEO scores, and the first-load JavaScript of / (every
# script the page requested before it was idle, gzip -9 sizes, since the budget is gzipped).
# JSON reports go to bench/lighthouse-results/ (git-ignored).
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
BIN="${1:-$ROOT/target/debug/superprompt}"
RUNS="${2:-3}"
read -r -a PAGES <<<"${LH_PAGES:-/ /features /pricing}"
OUT="$ROOT/bench/lighthouse-results"
export CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"

[[ -x "$BIN" ]] || { echo "server binary not found: $BIN" >&2; exit 1; }
[[ -f "$ROOT/web/dist/index.html" ]] || { echo "web/dist is missing: run npm run build" >&2; exit 1; }
LIGHTHOUSE="$ROOT/node_modules/.bin/lighthouse"
[[ -x "$LIGHTHOUSE" ]] || { echo "lighthouse is not installed: run npm ci" >&2; exit 1; }

PORT="$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
DATA="$(mktemp -d)"
mkdir -p "$OUT"
SUPERPROMPT_PORT="$PORT" SUPERPROMPT_HOST=127.0.0.1 SUPERPROMPT_DATA_DIR="$DATA" \
  SUPERPROMPT_WEB_DIR="$ROOT/web/dist" "$BIN" serve >"$OUT/server.log" 2>&1 &
SERVER_PID=$!
cleanup() {
  kill "$SERVER_PID" 2>/dev/null || true
  wait "$SERVER_PID" 2>/dev/null || true
  rm -rf "$DATA"
}
trap cleanup EXIT

BASE="http://127.0.0.1:$PORT"
for _ in $(seq 1 120); do
  curl -fsS "$BASE/healthz" >/dev/null 2>&1 && break
  sleep 0.5
done
curl -fsS "$BASE/healthz" >/dev/null || { echo "the server did not start; see $OUT/server.log" >&2; exit 1; }

printf '%-10s %5s %5s %5s %5s   %s\n' page perf a11y bp seo 'LCP / TBT / CLS (median perf run)'
for page in "${PAGES[@]}"; do
  name="$(echo "$page" | tr '/' '_')"; [[ "$name" == "_" ]] && name="_home"
  for run in $(seq 1 "$RUNS"); do
    "$LIGHTHOUSE" "$BASE$page" --quiet --output=json --output-path="$OUT/${name}-$run.json" \
      --only-categories=performance,accessibility,best-practices,seo \
      --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage" \
      >/dev/null 2>&1 || { echo "lighthouse failed on $page" >&2; exit 1; }
  done
  node - "$OUT" "$name" "$RUNS" "$page" <<'NODE'
const fs = require('fs');
const [out, name, runs, page] = process.argv.slice(2);
const reports = [];
for (let i = 1; i <= Number(runs); i++) reports.push(JSON.parse(fs.readFileSync(`${out}/${name}-${i}.json`, 'utf8')));
reports.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
const median = reports[Math.floor(reports.length / 2)];
const score = (r, c) => Math.round(r.categories[c].score * 100);
const audit = (id) => median.audits[id].displayValue;
fs.writeFileSync(`${out}/${name}.json`, JSON.stringify(median));
console.log(
  `${page.padEnd(10)} ${String(score(median, 'performance')).padStart(5)} ${String(score(median, 'accessibility')).padStart(5)} ${String(score(median, 'best-practices')).padStart(5)} ${String(score(median, 'seo')).padStart(5)}   ${audit('largest-contentful-paint')} / ${audit('total-blocking-time')} / ${audit('cumulative-layout-shift')}` +
    `   (perf runs: ${reports.map((r) => score(r, 'performance')).join(', ')})`,
);
NODE
done

# First-load JavaScript of /: the scripts Lighthouse saw the page request, gzipped.
node - "$OUT/_home.json" "$BASE" <<'NODE'
const fs = require('fs');
const zlib = require('zlib');
const [file, base] = process.argv.slice(2);
const report = JSON.parse(fs.readFileSync(file, 'utf8'));
const scripts = report.audits['network-requests'].details.items.filter(
  (r) => r.resourceType === 'Script' && r.url.startsWith(base) && !r.url.endsWith('/sw.js'),
);
(async () => {
  let raw = 0;
  let gz = 0;
  const rows = [];
  for (const s of scripts) {
    const body = Buffer.from(await (await fetch(s.url)).arrayBuffer());
    const size = zlib.gzipSync(body, { level: 9 }).length;
    raw += body.length;
    gz += size;
    rows.push(`  ${(size / 1024).toFixed(1).padStart(6)} KB  ${new URL(s.url).pathname}`);
  }
  console.log(`\nFirst-load JavaScript of /: ${scripts.length} files, ${(raw / 1024).toFixed(1)} KB raw, ${(gz / 1024).toFixed(1)} KB gzipped`);
  console.log(rows.join('\n'));
})();
NODE
