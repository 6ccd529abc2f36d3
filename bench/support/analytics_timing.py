#!/usr/bin/env python3
"""Times the analytics tabs' requests for bench/analytics.sh, one request at a time over one
keep-alive connection, as the staff demo user. The query texts are the web app's own (read from
web/src/features/analytics/api), so the bench asks for what the dashboard asks for.

    python3 bench/support/analytics_timing.py --port 18290 --runs 20
"""

import argparse
import http.client
import json
import pathlib
import re
import statistics
import sys
import time

API = pathlib.Path(__file__).resolve().parents[2] / "web/src/features/analytics/api"
STAFF = ("staff@superprompt.local", "Staff-pass-2026!")
CHURN_LIMIT = 100


def query_text(file: str) -> str:
    """The text inside the file's graphql(`...`) call."""
    source = (API / file).read_text()
    match = re.search(r"graphql\(`(.*?)`\)", source, re.S)
    if not match:
        sys.exit(f"no graphql(`...`) in {file}")
    return match.group(1)


class Api:
    def __init__(self, port: int):
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
        self.token = None

    def post(self, query: str, variables: dict) -> dict:
        headers = {"content-type": "application/json"}
        if self.token:
            headers["authorization"] = f"Bearer {self.token}"
        self.conn.request("POST", "/graphql", json.dumps({"query": query, "variables": variables}), headers)
        response = self.conn.getresponse()
        body = json.loads(response.read())
        if response.status != 200 or body.get("errors"):
            sys.exit(f"request failed ({response.status}): {json.dumps(body)[:500]}")
        return body["data"]


def percentile(values: list, p: float) -> float:
    """Nearest-rank percentile."""
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * p // 100))
    return ordered[int(rank) - 1]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--runs", type=int, default=20)
    args = parser.parse_args()
    api = Api(args.port)
    signed_in = api.post(
        "mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { accessToken } }",
        {"e": STAFF[0], "p": STAFF[1]},
    )
    api.token = signed_in["signIn"]["accessToken"]

    referral = query_text("get-referral-analytics.ts")
    churn = query_text("get-churn-analytics.ts")
    kpis = query_text("get-weekly-kpis.ts")
    cases = [
        (f"referral {period.lower()}", referral, {"period": period, "code": None})
        for period in ("ALL_TIME", "LAST_7_DAYS", "LAST_30_DAYS", "LAST_90_DAYS")
    ]
    cases += [
        ("referral one code", referral, {"period": "ALL_TIME", "code": "CODE00001"}),
        ("churn", churn, {"limit": CHURN_LIMIT, "startDate": None, "endDate": None}),
        ("weekly kpis", kpis, {}),
    ]
    print(f"{'request':<24} {'p50 ms':>8} {'p95 ms':>8} {'max ms':>8}  answer")
    for name, query, variables in cases:
        data = api.post(query, variables)  # warm-up, and a look at the answer
        timings = []
        for _ in range(args.runs):
            started = time.perf_counter()
            api.post(query, variables)
            timings.append((time.perf_counter() - started) * 1000)
        print(f"{name:<24} {statistics.median(timings):8.1f} {percentile(timings, 95):8.1f} "
              f"{max(timings):8.1f}  {describe(data)}")


def describe(data: dict) -> str:
    """A few figures of the answer, to show the request did the work."""
    if "referralAnalytics" in data:
        r = data["referralAnalytics"]
        return (f"{r['summary']['totalSignups']} signups, {len(r['codeStats'])} codes, "
                f"{len(r['trend'])} trend days")
    if "getChurnAnalytics" in data:
        c = json.loads(data["getChurnAnalytics"])
        if not c.get("success"):
            sys.exit(f"churn failed: {c}")
        return f"{c['data']['totalChurned']} churned"
    k = data.get("weeklyKPIs") or {}
    return f"week {k.get('weekKey')}, {k.get('totalActiveUsers')} active"


if __name__ == "__main__":
    main()
