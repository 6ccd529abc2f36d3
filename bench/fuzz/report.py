"""Adds up a bench/fuzz.sh run (issue 25) and says whether it passed.

Reads the server's JSON log (one line per request, with the `x-feature` header the fuzzers set
as `feature`: fuzz-guest, fuzz-user) and the tallies the Schemathesis hooks and raw.py wrote in
the work directory, and prints per role: the requests the server logged, the answers each
fuzzer received by status, the GraphQL error codes, and how many had a status of 500 or more or
no answer. Then the panics in the log and the server's error lines.

Usage: report.py WORK_DIR SERVER_LOG ROLE... ; `count WORK_DIR SERVER_LOG ROLE` prints only the
requests the server logged for ROLE (fuzz.sh uses it to know when a role has had enough).
Exits 1 when a role has a 5xx answer, an unanswered request or an INTERNAL error code, or the
log has a panic.
"""

from __future__ import annotations

import glob
import json
import os
import sys
from collections import Counter


def server_lines(log_path: str):
    with open(log_path, encoding="utf-8", errors="replace") as log:
        for line in log:
            line = line.strip()
            if not line.startswith("{"):
                continue
            try:
                yield json.loads(line)
            except ValueError:
                continue


def fields(entry: dict) -> dict:
    # The server flattens an event's fields into the line (tracing-subscriber's default nests
    # them under "fields").
    return entry.get("fields") or entry


def logged(log_path: str) -> dict[str, Counter]:
    """Statuses of the requests the server logged, by the fuzzer's `feature` header."""
    by_feature: dict[str, Counter] = {}
    for entry in server_lines(log_path):
        f = fields(entry)
        if f.get("message") != "request" or "status" not in f:
            continue
        feature = f.get("feature")
        if feature:
            by_feature.setdefault(feature, Counter())[str(f["status"])] += 1
    return by_feature


def tallies(work: str, pattern: str) -> tuple[Counter, Counter, Counter, Counter, list, list]:
    statuses: Counter = Counter()
    modes: Counter = Counter()
    codes: Counter = Counter()
    by_operation: Counter = Counter()
    internal: list = []
    accepted_negative: list = []
    for path in sorted(glob.glob(os.path.join(work, pattern))):
        with open(path, encoding="utf-8") as f:
            tally = json.load(f)
        statuses.update(tally.get("statuses", {}))
        codes.update(tally.get("codes", {}))
        by_operation.update(tally.get("by_operation", {}))
        modes.update(tally.get("modes", {}))
        internal.extend(tally.get("internal", []))
        accepted_negative.extend(tally.get("accepted_negative", []))
    return statuses, codes, by_operation, modes, internal, accepted_negative


def five_hundreds(statuses: Counter) -> int:
    return sum(n for status, n in statuses.items() if status.isdigit() and int(status) >= 500)


def show(counter: Counter) -> str:
    return ", ".join(f"{key} {n}" for key, n in sorted(counter.items(), key=lambda kv: (-kv[1], kv[0]))) or "none"


def main() -> int:
    if sys.argv[1] == "count":
        _, _, work, log_path, role = sys.argv
        print(sum(logged(log_path).get(f"fuzz-{role}", Counter()).values()))
        return 0
    work, log_path, *roles = sys.argv[1:]
    by_feature = logged(log_path)
    failed = False
    for role in roles:
        server = by_feature.get(f"fuzz-{role}", Counter())
        st_statuses, st_codes, by_operation, modes, internal, accepted = tallies(
            work, f"schemathesis-{role}-*.json"
        )
        raw_statuses, raw_codes, _, _, _, _ = tallies(work, f"raw-{role}.json")
        bad = five_hundreds(server) + five_hundreds(st_statuses) + five_hundreds(raw_statuses)
        unanswered = st_statuses.get("no answer", 0) + raw_statuses.get("no answer", 0)
        internal_codes = st_codes.get("INTERNAL", 0) + raw_codes.get("INTERNAL", 0)
        print(f"-- {role}")
        print(f"   requests logged by the server: {sum(server.values())}")
        print(f"   schemathesis answers:          {sum(st_statuses.values())} ({show(st_statuses)})")
        print(
            "   schemathesis cases:            "
            f"positive {modes['positive']} ({modes['positive with data']} answered with data), "
            f"negative {modes['negative']} ({modes['negative with data']} answered with data)"
        )
        print(f"   raw negative pass answers:     {sum(raw_statuses.values())} ({show(raw_statuses)})")
        print(f"   GraphQL error codes: schemathesis {show(st_codes)}; raw {show(raw_codes)}")
        print(f"   status >= 500: {bad}   no answer: {unanswered}   INTERNAL: {internal_codes}")
        # Where the answers worth a look came from: the signed-in role refused as a guest, a
        # service that is not there, a time-out.
        notable = {"SERVICE_UNAVAILABLE", "TIMEOUT", "INTERNAL"} | ({"UNAUTHENTICATED"} if role != "guest" else set())
        where = Counter({k: n for k, n in by_operation.items() if k.rsplit(" ", 1)[-1] in notable})
        if where:
            print(f"   of which: {show(where)}")
        # Not a failure (the bar is 5xx and panics), but worth a look: the server took
        # what Schemathesis meant to be invalid.
        for case in accepted[:5]:
            body = " ".join(case["body"].split())
            print(f"   negative case answered with data, {case['operation']}: {body[:300]}")
        for case in internal[:5]:
            print(f"   INTERNAL from {case['operation']}: {case['body'][:300]}")
        failed |= bool(bad or unanswered or internal_codes)

    panics = 0
    errors: Counter = Counter()
    with open(log_path, encoding="utf-8", errors="replace") as log:
        for line in log:
            if "panicked" in line:
                panics += 1
                print(f"   PANIC: {line.strip()[:400]}")
    for entry in server_lines(log_path):
        if entry.get("level") == "ERROR":
            entry.pop("timestamp", None)
            entry.pop("latency_ms", None)
            errors[json.dumps(entry)[:300]] += 1
    print(f"-- server log: {panics} panics, {sum(errors.values())} error lines")
    for message, n in errors.most_common(10):
        print(f"   {n} x {message}")
    failed |= bool(panics)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
