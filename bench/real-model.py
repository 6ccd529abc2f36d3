#!/usr/bin/env python3
"""The driver of bench/real-model.sh: signs in as the demo user, runs every generator through
the generate* mutations (POST /graphql) and through the streamGeneration subscription (graphql-ws
on GET /graphql/ws), and prints the "## A real model" section of docs/prompting.md (Markdown) on
stdout. Needs the `websockets` package (real-model.sh installs it into its venv); the rest is the
standard library.

Usage: real-model.py BASE_URL --versions "what was measured"
"""

import argparse
import datetime
import json
import time
import urllib.error
import urllib.request

from websockets.exceptions import WebSocketException
from websockets.sync.client import connect

# (stream generator name, GraphQL field, description argument, extra GraphQL arguments, task)
CASES = [
    ("PRIMER", "generatePromptPrimer", "description", "",
     "Write a cold email to a CTO about our invoicing API"),
    ("AI_AMPLIFIER", "generatePrompt", "description", "",
     "Plan a dinosaur party for my 6 year old"),
    ("MASTERMIND", "generatePromptMastermind", "description", "",
     "Compare PostgreSQL and MongoDB for a 50 million row event log with ad hoc analytics"),
    ("IMAGE_PROMPT", "generateImagePrompt", "description", "",
     "A landing page hero image for a coffee brand"),
    ("O4_IMAGE_PROMPT", "generateO4ImagePrompt", "description", "",
     "A watercolor of a lighthouse in a storm"),
    ("VEO3", "veo3PromptGenerator", "description", "",
     "A cat surfing at sunset, 8 seconds"),
    ("SORA2", "generateSora2Prompt", "description", "",
     "A chef plating a dessert in a busy kitchen, three shots"),
    ("JSON_PROMPTING", "generateJsonPrompt", "taskOrPrompt", "",
     "Extract the order id, items and total from an order confirmation email"),
]
EXCERPT = 300
TIMEOUT = 120


def post(url, body, token=None):
    headers = {"content-type": "application/json"}
    if token:
        headers["authorization"] = f"Bearer {token}"
    return urllib.request.Request(url, data=json.dumps(body).encode(), headers=headers)


def graphql(base, token, query, variables):
    started = time.monotonic()
    try:
        with urllib.request.urlopen(post(f"{base}/graphql", {"query": query, "variables": variables}, token),
                                    timeout=TIMEOUT) as response:
            status, raw = response.status, response.read()
    except urllib.error.HTTPError as err:
        status, raw = err.code, err.read()
    elapsed = time.monotonic() - started
    try:
        payload = json.loads(raw) if raw else {}
    except ValueError:
        payload = {"raw": raw[:200].decode(errors="replace")}
    return status, elapsed, payload


def sign_in(base):
    _, _, payload = graphql(base, None,
                            'mutation { signIn(email: "demo@superprompt.local", password: "Demo-pass-2026!") '
                            "{ accessToken } }", {})
    return payload["data"]["signIn"]["accessToken"]


def run_graphql(base, token, field, argument, extra, task):
    query = (f"mutation($d: String!) {{ {field}({argument}: $d{extra}) "
             "{ generation { prompt improvements engine notice } } }")
    status, elapsed, payload = graphql(base, token, query, {"d": task})
    out = {"endpoint": "graphql", "status": status, "seconds": elapsed}
    data = (payload.get("data") or {}).get(field)
    if data:
        g = data["generation"]
        out.update(engine=g["engine"], notice=g["notice"], prompt=g["prompt"],
                   improvements=g["improvements"])
    else:
        errors = payload.get("errors") or [{}]
        out.update(error=(errors[0].get("extensions") or {}).get("code") or str(payload)[:200])
    return out


STREAM = """subscription($g: GeneratorKind!, $d: String!) {
  streamGeneration(generator: $g, description: $d) {
    __typename
    ... on GenerationDelta { text }
    ... on GenerationResult { generation { prompt improvements engine notice } }
  }
}"""


def run_stream(base, token, generator, task):
    """One streamGeneration subscription over graphql-ws (subprotocol graphql-transport-ws):
    connection_init with the token, subscribe, then next messages until complete or error."""
    started = time.monotonic()
    out = {"endpoint": "stream", "deltas": 0, "resets": 0, "first_delta": None}
    url = base.replace("http://", "ws://", 1).replace("https://", "wss://", 1) + "/graphql/ws"
    try:
        with connect(url, subprotocols=["graphql-transport-ws"], open_timeout=TIMEOUT,
                     max_size=None) as ws:
            ws.send(json.dumps({"type": "connection_init",
                                "payload": {"authorization": f"Bearer {token}"}}))
            ws.send(json.dumps({"id": "1", "type": "subscribe",
                                "payload": {"query": STREAM, "variables": {"g": generator, "d": task}}}))
            out["status"] = 101
            deadline = started + TIMEOUT
            while True:
                message = json.loads(ws.recv(timeout=max(deadline - time.monotonic(), 0.1)))
                kind = message.get("type")
                if kind == "ping":
                    ws.send(json.dumps({"type": "pong"}))
                elif kind == "next":
                    payload = message["payload"]
                    if payload.get("errors"):
                        out["error"] = (payload["errors"][0].get("extensions") or {}).get("code")
                        continue
                    event = payload["data"]["streamGeneration"]
                    if event["__typename"] == "GenerationDelta":
                        out["deltas"] += 1
                        if out["first_delta"] is None:
                            out["first_delta"] = time.monotonic() - started
                    elif event["__typename"] == "GenerationReset":
                        out["resets"] += 1
                    elif event["__typename"] == "GenerationResult":
                        g = event["generation"]
                        out.update(engine=g["engine"], notice=g["notice"], prompt=g["prompt"],
                                   improvements=g["improvements"])
                elif kind == "error":
                    out["error"] = (message["payload"][0].get("extensions") or {}).get("code")
                    break
                elif kind == "complete":
                    break
    except (OSError, TimeoutError, ValueError, WebSocketException) as err:
        out.setdefault("error", f"{type(err).__name__}: {err}"[:200])
    out["seconds"] = time.monotonic() - started
    return out


def cell(text):
    return (text or "").replace("|", "\\|").replace("\n", " ")


def engine_label(result):
    if "error" in result:
        return f"error {result['error']}"
    return "built-in (fallback)" if result["engine"] == "offline" else f"model `{result['engine']}`"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("base")
    parser.add_argument("--versions", default="")
    args = parser.parse_args()
    token = sign_in(args.base)
    rows = []
    for generator, field, argument, extra, task in CASES:
        rows.append((generator, task, run_graphql(args.base, token, field, argument, extra, task)))
        rows.append((generator, task, run_stream(args.base, token, generator, task)))

    today = datetime.date.today().isoformat()
    by_model = sum(1 for *_, r in rows if r.get("engine", "offline") != "offline" and "error" not in r)
    capped = sum(1 for *_, r in rows if "length limit" in (r.get("notice") or ""))
    print("## A real model\n")
    print("<!-- real-model results: written by bench/real-model.sh --write-docs -->")
    print(f"Run on {today} with `bench/real-model.sh --write-docs`: {args.versions}. "
          "One `openai` provider pointed at the llama-cpp-python server, default caps and budgets "
          "(`request_timeout_secs` 60, providers 55 s together, `idle_timeout_secs` 30, "
          "`[llm.max_output_tokens]` defaults). Each generator ran once through `POST /graphql` "
          "and once through the `streamGeneration` subscription (graphql-ws), one request at a "
          "time.\n")
    print(f"{by_model} of {len(rows)} answers came from the model, {len(rows) - by_model} from "
          f"the built-in engine; {capped} reached the output cap.\n")
    print("| generator | endpoint | HTTP | answered by | seconds | first delta s | deltas | resets | chars | notice |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for generator, _, r in rows:
        first = r.get("first_delta")
        print(f"| {generator} | {r['endpoint']} | {r.get('status', '')} | {engine_label(r)} | "
              f"{r['seconds']:.1f} | {'' if first is None else f'{first:.1f}'} | "
              f"{r.get('deltas', '')} | {r.get('resets', '')} | {len(r.get('prompt') or '')} | "
              f"{cell(r.get('notice'))} |")
    print("\nThe start of each prompt (first " f"{EXCERPT} characters), from the GraphQL call:\n")
    for generator, task, r in rows:
        if r["endpoint"] != "graphql":
            continue
        print(f"**{generator}** \u2014 \u201c{task}\u201d, {engine_label(r)}:\n")
        body = (r.get("prompt") or r.get("error") or "")[:EXCERPT]
        print("```text\n" + body.replace("```", "'''").rstrip() + "\n```\n")
    print("<!-- /real-model results -->")


if __name__ == "__main__":
    main()
