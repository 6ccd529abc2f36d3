"""Schemathesis hooks for bench/fuzz.sh (issue 25), loaded through SCHEMATHESIS_HOOKS.

- Strategies for the schema's scalars Schemathesis has none for (JSON, NaiveDate), so every
  operation that takes them is generated rather than skipped.
- `superprompt_not_5xx`: the one check the run enforces, a response with status 500 or more.
  Schemathesis's own `not_a_server_error` also calls every GraphQL error that has a `path` a
  server error, which here includes the answers the API is meant to give (UNAUTHENTICATED,
  NOT_FOUND, PLAN_LIMIT, RATE_LIMITED...), so it is not used.
- A tally of every response Schemathesis received, by status and by GraphQL error code, written
  as JSON to $FUZZ_TALLY when the run ends; fuzz.sh adds them up per role and compares them
  with the server's own request log.
"""

from __future__ import annotations

import atexit
import json
import os
import threading
from collections import Counter

import graphql
import schemathesis
from hypothesis import strategies as st
from schemathesis.graphql import nodes

# --- scalars ---------------------------------------------------------------------------------

_names = st.from_regex(r"[A-Za-z_][A-Za-z0-9_]{0,12}", fullmatch=True)
_json_leaves = st.one_of(
    st.just(nodes.Null),
    st.booleans().map(nodes.Boolean),
    st.integers(min_value=-(2**63), max_value=2**63 - 1).map(nodes.Int),
    st.floats(allow_nan=False, allow_infinity=False).map(nodes.Float),
    st.text(max_size=64).map(nodes.String),
)


def _object(fields: dict) -> graphql.ObjectValueNode:
    return nodes.Object(
        [graphql.ObjectFieldNode(name=graphql.NameNode(value=k), value=v) for k, v in fields.items()]
    )


# Any JSON value, written as a GraphQL literal (what a client may put where the schema says JSON).
schemathesis.graphql.scalar(
    "JSON",
    st.recursive(
        _json_leaves,
        lambda children: st.one_of(
            st.lists(children, max_size=5).map(nodes.List),
            st.dictionaries(_names, children, max_size=5).map(_object),
        ),
        max_leaves=20,
    ),
)
# A calendar date (YYYY-MM-DD), and now and then a string that only looks like one.
schemathesis.graphql.scalar(
    "NaiveDate",
    st.one_of(
        st.dates().map(str),
        st.from_regex(r"-?[0-9]{1,6}-[0-9]{1,3}-[0-9]{1,3}", fullmatch=True),
    ).map(nodes.String),
)

# --- the check -------------------------------------------------------------------------------


@schemathesis.check
def superprompt_not_5xx(ctx, response, case):
    """No response may have a 5xx status (issue 25: 0 of them under fuzzing)."""
    if response.status_code >= 500:
        raise AssertionError(
            f"status {response.status_code} for {case.operation.label}: {response.text[:500]}"
        )


# --- the tally -------------------------------------------------------------------------------

_lock = threading.Lock()
_statuses: Counter = Counter()
_codes: Counter = Counter()
_by_operation: Counter = Counter()
# Positive or negative (Schemathesis's generation mode), and whether the answer carried data
# with no error: how much of the run got past the first refusal.
_modes: Counter = Counter()
_internal: list = []
_accepted_negative: list = []


@schemathesis.hook
def after_call(context, case, response):
    codes = []
    try:
        body = json.loads(response.content)
    except ValueError:
        body = None
    meta = getattr(case, "meta", None)
    mode = "negative" if meta is not None and meta.generation.mode.is_negative else "positive"
    answered = isinstance(body, dict) and body.get("data") is not None and not body.get("errors")
    if isinstance(body, dict):
        for error in body.get("errors") or []:
            extensions = error.get("extensions") if isinstance(error, dict) else None
            code = extensions.get("code") if isinstance(extensions, dict) else None
            codes.append(code if isinstance(code, str) else "(none)")
    with _lock:
        _statuses[str(response.status_code)] += 1
        _codes.update(codes)
        _modes[mode] += 1
        if answered:
            _modes[f"{mode} with data"] += 1
            if mode == "negative" and len(_accepted_negative) < 20:
                _accepted_negative.append({"operation": case.operation.label, "body": case.body})
        _by_operation.update(f"{case.operation.label} {code}" for code in set(codes))
        if "INTERNAL" in codes and len(_internal) < 20:
            _internal.append({"operation": case.operation.label, "body": case.body})


@schemathesis.hook
def after_network_error(context, case, request):
    # No answer at all (a reset connection, a time-out): counted apart, and a failure in fuzz.sh.
    with _lock:
        _statuses["no answer"] += 1


def _write() -> None:
    path = os.environ.get("FUZZ_TALLY")
    if not path:
        return
    with _lock:
        tally = {
            "statuses": dict(_statuses),
            "codes": dict(_codes),
            "by_operation": dict(_by_operation),
            "modes": dict(_modes),
            "internal": _internal,
            "accepted_negative": _accepted_negative,
        }
    with open(path, "w", encoding="utf-8") as out:
        json.dump(tally, out)


atexit.register(_write)
