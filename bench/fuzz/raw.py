"""The negative pass Schemathesis cannot make against GraphQL (bench/fuzz.sh, issue 25).

Schemathesis's GraphQL negative mode breaks argument values inside a well-formed query. This
sends what a careless or hostile client sends around and inside the query: malformed JSON,
wrong JSON shapes, wrong content types and methods, huge and deeply nested documents, variables
of the wrong type, garbage credentials and headers, subscriptions and introspection over POST.
Each request is drawn from a seeded generator, so a run can be repeated.

Every answer is tallied by status and GraphQL error code; a status of 500 or more, an INTERNAL
code or no answer at all is a failure (printed with the request that caused it). Writes the tally as JSON to --tally.

Usage: raw.py --url URL --count N [--token T] [--feature F] [--seed S] [--tally FILE]
"""

from __future__ import annotations

import argparse
import http.client
import json
import random
import sys
import time
import urllib.parse
from collections import Counter

# The server's defaults (config.rs: graphql.max_body_bytes, max_depth, max_aliases).
MAX_BODY = 14 * 1024 * 1024


def gql(query, variables=None, operation=None, **extra):
    body = {"query": query}
    if variables is not None:
        body["variables"] = variables
    if operation is not None:
        body["operationName"] = operation
    body.update(extra)
    return json.dumps(body).encode()


VALID = [
    "{ __typename }",
    "{ me { id email plan } }",
    "{ plans { id name } }",
    "{ siteInfo { name } }",
    "query Q($id: ID!) { savedPrompt(id: $id) { id title } }",
    'mutation { savePrompt(input: {title: "t", text: "x"}) { id } }',
    'mutation { generatePrompt(description: "write a haiku about rain") { generation { id prompt } } }',
    '{ searchSavedPrompts(query: "rain") { id } }',
]


def malformed_json(r: random.Random):
    valid = gql(r.choice(VALID))
    n = r.choice([10, 1000, 100_000])
    choices = [
        valid[: r.randrange(1, len(valid))],  # cut short
        bytes(r.randrange(256) for _ in range(r.randrange(1, 200))),  # noise
        b"",
        b"{",
        b"null",
        b'{"query": "\xff\xfe{ me { id } }"}',  # not UTF-8
        b"\xef\xbb\xbf" + valid,  # a byte order mark
        valid + b" trailing",
        b"[" * n + b"]" * n,
        b'{"query":' * n,
        b'{"a":' * n + b"1" + b"}" * n,
        b'{"query": "{ __typename }", "variables": ' + b'{"a":' * n + b"1" + b"}" * n + b"}",
        b'{"query": "{ __typename }", "query": "{ me { id } }"}',
        b'{"query": 1e999999}',
        b'{"query": NaN}',
        b'{"query": "\\ud800"}',  # a lone surrogate
        b'{"query": "{ __typename }\\u0000"}',
        b"{'query': '{ __typename }'}",
    ]
    return "POST", "/graphql", {"content-type": "application/json"}, r.choice(choices)


def wrong_shapes(r: random.Random):
    choices = [
        {"query": 123},
        {"query": []},
        {"query": {"a": 1}},
        {"query": None},
        {"query": True},
        {},
        {"variables": {}},
        {"query": "{ __typename }", "variables": "not an object"},
        {"query": "{ __typename }", "variables": [1, 2]},
        {"query": "{ __typename }", "variables": 7},
        {"query": "{ __typename }", "operationName": 5},
        {"query": "{ __typename }", "operationName": ["a"]},
        {"query": "{ __typename }", "extensions": "x"},
        {"query": "{ __typename }", "extensions": {"persistedQuery": {"version": 1, "sha256Hash": "0" * 64}}},
        {"extensions": {"persistedQuery": {"version": 1, "sha256Hash": "zz"}}},
        [{"query": "{ __typename }"}, {"query": "{ me { id } }"}],
        [],
        "{ __typename }",
        42,
    ]
    body = json.dumps(r.choice(choices)).encode()
    return "POST", "/graphql", {"content-type": "application/json"}, body


def content_types(r: random.Random):
    body = gql(r.choice(VALID))
    kind = r.choice(
        [
            "text/plain",
            "application/x-www-form-urlencoded",
            "multipart/form-data; boundary=x",
            "application/graphql",
            None,
            "application/json; charset=utf-16",
            "APPLICATION/JSON",
            "application/jsonx",
            "application/json, text/plain",
            "application/json; " + "a=b; " * 500,
            "\u00e9",
        ]
    )
    if kind == "application/graphql":
        body = r.choice(VALID).encode()
    elif kind == "application/x-www-form-urlencoded":
        body = urllib.parse.urlencode({"query": r.choice(VALID)}).encode()
    headers = {} if kind is None else {"content-type": kind}
    return "POST", "/graphql", headers, body


def methods(r: random.Random):
    method = r.choice(["GET", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD"])
    path = r.choice(["/graphql", "/graphql?query=%7B__typename%7D", "/graphql?" + "a=b&" * 1000])
    body = gql("{ __typename }") if method in ("PUT", "PATCH", "DELETE") else b""
    return method, path, {"content-type": "application/json"}, body


def huge(r: random.Random):
    n = r.choice([100, 1000, 10_000, 100_000])
    kind = r.randrange(17)
    if kind == 0:
        query = "{ " + " ".join(["__typename"] * n) + " }"
    elif kind == 1:
        query = "{ " + " ".join(f"a{i}: __typename" for i in range(min(n, 20_000))) + " }"
    elif kind == 2:
        frags = " ".join(f"fragment F{i} on Query {{ __typename }}" for i in range(min(n, 10_000)))
        query = "{ " + " ".join(f"...F{i}" for i in range(min(n, 10_000))) + " } " + frags
    elif kind == 3:
        ops = " ".join(f"query Q{i} {{ __typename }}" for i in range(min(n, 10_000)))
        return "POST", "/graphql", {"content-type": "application/json"}, gql(ops, operation="Q1")
    elif kind == 4:
        query = "{" * n + "}" * n
    elif kind == 5:
        query = "{ me " + "{ id " * n + "}" * n + " }"
    elif kind == 6:
        query = '{ searchSavedPrompts(query: ' + "[" * n + '"x"' + "]" * n + ") { id } }"
    elif kind == 7:
        query = "mutation { savePrompt(input: " + "{a: " * n + "1" + "}" * n + ") { id } }"
    elif kind == 8:
        chain = " ".join(f"fragment F{i} on Query {{ ...F{i + 1} }}" for i in range(min(n, 5_000)))
        query = "{ ...F0 } " + chain + f" fragment F{min(n, 5_000)} on Query {{ __typename }}"
    elif kind == 9:
        query = "{ ...A } fragment A on Query { ...B } fragment B on Query { ...A }"
    elif kind == 10:
        query = "{ __typename" + " @skip(if: false)" * min(n, 10_000) + " }"
    elif kind == 11:
        query = "{ " + "x" * n * 10 + " }"
    elif kind == 12:
        decl = ", ".join(f"$v{i}: Int" for i in range(min(n, 10_000)))
        query = f"query Q({decl}) {{ __typename }}"
    elif kind == 13:
        text = r.choice(["a", "\u00e9", "\U0001f600", "{{x}}", "\u0000"]) * (n * 10)
        query = "mutation($t: String!) { savePrompt(input: {title: $t, text: $t}) { id } }"
        return "POST", "/graphql", {"content-type": "application/json"}, gql(query, {"t": text})
    elif kind == 14:
        text = "word " * (n * 2)
        query = "mutation($d: String!) { generatePrompt(description: $d) { generation { id prompt } } }"
        return "POST", "/graphql", {"content-type": "application/json"}, gql(query, {"d": text})
    elif kind == 15:
        # Past the body limit (once in a while: it is 14 MiB).
        size = MAX_BODY + 1024 if r.random() < 0.05 else MAX_BODY // 64
        body = b'{"query": "{ __typename }", "pad": "' + b" " * size + b'"}'
        return "POST", "/graphql", {"content-type": "application/json"}, body
    else:
        query = "{ me { " + " ".join(f"a{i}: id" for i in range(min(n, 2_000))) + " } }"
    return "POST", "/graphql", {"content-type": "application/json"}, gql(query)


def wrong_variables(r: random.Random):
    value = r.choice(
        [
            {"a": 1},
            [1, 2],
            2**64,
            -(2**63) - 1,
            1e308,
            -0.0,
            True,
            None,
            "",
            "x" * 10_000,
            "\u0000",
            "00000000-0000-0000-0000-000000000000",
            "-1",
            "9" * 400,
        ]
    )
    query, name = r.choice(
        [
            ("query Q($id: ID!) { savedPrompt(id: $id) { id } }", "id"),
            ("query Q($id: ID!) { folder(id: $id) { id } }", "id"),
            ("query Q($n: Int!) { savedPrompts(folderId: \"1\", limit: $n) { total } }", "n"),
            ("query Q($n: Int!) { searchSavedPrompts(query: \"a\", limit: $n) { id } }", "n"),
            ("mutation M($v: Int!) { generatePrompt(description: \"x\", variant: $v) { generation { id prompt } } }", "v"),
            ("mutation M($t: String!) { savePrompt(input: {title: $t, text: \"x\"}) { id } }", "t"),
            ("mutation M($i: SavePromptInputGql!) { savePrompt(input: $i) { id } }", "i"),
            ("query Q($x: Nope) { __typename }", "x"),
            ("query Q($x: Int!) { __typename }", "missing"),
            ("query Q($x: [[[Int!]!]!]!) { __typename }", "x"),
            ("mutation M($e: String!, $p: String!) { signIn(email: $e, password: $p) { accessToken } }", "e"),
        ]
    )
    variables = {} if name == "missing" else {name: value, "p": "x"}
    operation = r.choice([None, "Q", "M", "Nope", ""])
    body = gql(query, variables, operation)
    return "POST", "/graphql", {"content-type": "application/json"}, body


def odd_operations(r: random.Random):
    query = r.choice(
        [
            "subscription { streamGeneration(id: \"1\") { __typename } }",
            "{ __schema { types { name fields { name } } } }",
            '{ __type(name: "Query") { name } }',
            "query A { __typename } query A { __typename }",
            "query { __typename } query B { __typename }",
            "mutation { __typename }",
            "fragment F on Query { __typename }",
            "",
            " ",
            "#only a comment",
            "{ nope }",
            "{ me { nope } }",
            "{ me }",
            '{ me(id: "1") { id } }',
            "{ __typename @nope }",
            "{ __typename @skip }",
            "{ ... on Nope { x } }",
            '{ savedPrompt(id: "1", id: "2") { id } }',
            "query ($a: Int = \"x\") { __typename }",
            '{ "string" }',
            "{ 123 }",
            "{ a: b: c }",
            "\u0000{ __typename }",
            "{ __typename }\ufeff",
        ]
    )
    body = gql(query, operation=r.choice([None, None, "A", "B"]))
    return "POST", "/graphql", {"content-type": "application/json"}, body


def bad_headers(r: random.Random):
    headers = {"content-type": "application/json"}
    kind = r.randrange(8)
    if kind == 0:
        headers["authorization"] = r.choice(
            [
                "Bearer",
                "Bearer ",
                "Bearer " + "a" * 10_000,
                "Bearer a.b.c",
                "Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.",
                "Basic YTpi",
                "bearer token",
                "Bearer \t",
            ]
        )
    elif kind == 1:
        headers["cookie"] = r.choice(
            [
                "sp_refresh=garbage",
                "sp_refresh=" + "a" * 4000,
                "sp_refresh=; sp_refresh=x",
                "sp_ref=1; ;; =; sp_refresh",
                "sp_refresh=%ff%fe",
                "sp_referral=" + "x" * 500,
            ]
        )
    elif kind == 2:
        headers["x-forwarded-for"] = r.choice(["not an ip", "1.2.3.4, 5.6.7.8, ::1", "", "999.1.1.1", "[::1]:80"])
    elif kind == 3:
        headers["x-correlation-id"] = "c" * 4000
        headers["x-request-source"] = "\u00e9t\u00e9".encode("utf-8").decode("latin-1")
    elif kind == 4:
        headers["origin"] = r.choice(["chrome-extension://x", "null", "https://evil.example", "moz-extension://"])
    elif kind == 5:
        headers["user-agent"] = "u" * 8000
    elif kind == 6:
        for i in range(90):
            headers[f"x-h{i}"] = "v" * 50
    else:
        headers["accept-encoding"] = r.choice(["gzip;q=2", "*", "br, zstd, gzip", "identity;q=0"])
    query = r.choice(
        [
            "{ me { id } }",
            "mutation { signOut }",
            "mutation { refreshSession { accessToken } }",
            "{ __typename }",
        ]
    )
    return "POST", "/graphql", headers, gql(query)


CATEGORIES = [
    malformed_json,
    wrong_shapes,
    content_types,
    methods,
    huge,
    wrong_variables,
    odd_operations,
    bad_headers,
]


def error_codes(data: bytes) -> list:
    """The `extensions.code` of each GraphQL error in an answer."""
    try:
        body = json.loads(data)
    except ValueError:
        return []
    errors = body.get("errors") if isinstance(body, dict) else None
    codes = []
    for error in errors if isinstance(errors, list) else []:
        extensions = error.get("extensions") if isinstance(error, dict) else None
        code = extensions.get("code") if isinstance(extensions, dict) else None
        codes.append(code if isinstance(code, str) else "(none)")
    return codes


class Client:
    def __init__(self, url: str):
        parsed = urllib.parse.urlsplit(url)
        self.host, self.port = parsed.hostname, parsed.port
        self.conn = None

    def send(self, method, path, headers, body):
        for attempt in range(2):
            if self.conn is None:
                self.conn = http.client.HTTPConnection(self.host, self.port, timeout=90)
            try:
                self.conn.putrequest(method, path, skip_accept_encoding=True)
                for name, value in headers.items():
                    self.conn.putheader(name, value.encode("latin-1", "replace"))
                if body or method not in ("GET", "HEAD", "OPTIONS"):
                    self.conn.putheader("content-length", str(len(body)))
                self.conn.endheaders(body if body else None)
                response = self.conn.getresponse()
                data = response.read()
                if response.getheader("connection", "").lower() == "close":
                    self.close()
                return response.status, data
            except (BrokenPipeError, ConnectionResetError) as exc:
                # The server may answer (413) and close before a huge body is sent whole; the
                # answer is lost to us then, so ask again on a fresh connection once.
                self.close()
                if attempt == 1:
                    return None, repr(exc).encode()
            except (http.client.HTTPException, OSError) as exc:
                self.close()
                if attempt == 1:
                    return None, repr(exc).encode()
        return None, b"unreachable"

    def close(self):
        if self.conn is not None:
            self.conn.close()
            self.conn = None


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--url", required=True, help="the server's origin, e.g. http://127.0.0.1:18400")
    parser.add_argument("--count", type=int, required=True)
    parser.add_argument("--token")
    parser.add_argument("--feature", default="fuzz-raw")
    parser.add_argument("--seed", type=int, default=25)
    parser.add_argument("--tally")
    args = parser.parse_args()

    r = random.Random(args.seed)
    client = Client(args.url)
    statuses: Counter = Counter()
    codes: Counter = Counter()
    by_category: Counter = Counter()
    failures = []
    started = time.monotonic()
    for i in range(args.count):
        category = CATEGORIES[i % len(CATEGORIES)]
        method, path, headers, body = category(r)
        headers = dict(headers)
        headers["x-feature"] = args.feature
        if args.token and "authorization" not in headers:
            headers["authorization"] = f"Bearer {args.token}"
        status, data = client.send(method, path, headers, body)
        key = "no answer" if status is None else str(status)
        statuses[key] += 1
        by_category[category.__name__] += 1
        answer_codes = error_codes(data)
        codes.update(answer_codes)
        if status is None or status >= 500 or "INTERNAL" in answer_codes:
            failures.append(
                {
                    "category": category.__name__,
                    "status": key,
                    "method": method,
                    "headers": {k: v[:100] for k, v in headers.items()},
                    "body": body[:300].decode("utf-8", "replace"),
                    "answer": data[:300].decode("utf-8", "replace"),
                }
            )
    client.close()
    elapsed = time.monotonic() - started
    for failure in failures[:10]:
        print(f"raw FAIL: {json.dumps(failure)}", file=sys.stderr)
    if args.tally:
        with open(args.tally, "w", encoding="utf-8") as out:
            json.dump({"statuses": dict(statuses), "codes": dict(codes), "categories": dict(by_category), "seconds": elapsed}, out)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
