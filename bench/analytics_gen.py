#!/usr/bin/env python3
"""Deterministic analytics history for `superprompt import analytics` (issue 19's benchmark).

    python3 bench/analytics_gen.py N [CODES] > history.ndjson

Writes N users and one referral tracking record each (N + N lines), spread over the year before
2026-11-25, across CODES referral codes (1,000 by default): one in five converts to Pro two days
after registering, one in seven buys a 3-Day Pass, one in fifteen of the converted cancels; plus
N / 100 cancellation records. The same N gives the same file.
"""

import json
import sys

END = 1795600000  # 2026-11-25T09:46:40Z
DAY = 86400


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    codes = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
    out = sys.stdout
    write = out.write
    for i in range(n):
        registered = END - (i % 365) * DAY - (i * 7919) % DAY
        email = f"user{i}@bench.example"
        write(json.dumps({
            "kind": "user", "id": f"bench-{i}", "email": email, "name": f"Bench User {i}",
            "creation_date_time": registered,
            "plan_name": "PRO" if i % 5 == 0 and i % 15 != 0 else "FREE",
            "subscription_status": "active" if i % 5 == 0 and i % 15 != 0 else None,
        }, separators=(",", ":")))
        write("\n")
        record = {
            "kind": "tracking", "id": f"bench-t-{i}", "userid": f"bench-{i}", "emailid": email,
            "referralCodeInternal": f"CODE{i % codes:05d}", "signup_date": registered,
        }
        if i % 5 == 0:
            record["moved_to_paid_plan"] = {"date": registered + 2 * DAY, "plan_name": "PRO"}
            if i % 15 == 0:
                record["cancel_date"] = min(registered + 20 * DAY, END)
        if i % 7 == 0:
            record["three_day_pass_purchased"] = {
                "date": registered, "expiration_date": registered + 3 * DAY}
        write(json.dumps(record, separators=(",", ":")))
        write("\n")
    for i in range(n // 100):
        canceled = END - (i % 90) * DAY
        write(json.dumps({
            "kind": "churn", "id": f"sub_bench_{i}", "customerId": f"cus_bench_{i}",
            "customerEmail": f"former{i}@bench.example", "createdAt": canceled - (i % 200) * DAY,
            "canceledAt": canceled, "planType": "PRO", "cancelReason": "price",
        }, separators=(",", ":")))
        write("\n")


if __name__ == "__main__":
    main()
