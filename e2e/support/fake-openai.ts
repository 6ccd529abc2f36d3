/**
 * A fake OpenAI-compatible provider: a real HTTP server on 127.0.0.1 that answers
 * `POST /v1/chat/completions` with OpenAI's streaming wire format (server-sent events, one
 * `chat.completion.chunk` per `data:` line, a last chunk with `finish_reason: "stop"`, then
 * `data: [DONE]`), as crates/engine/src/testing.rs does for the Rust tests. Each request takes
 * the next scripted answer: its chunks, sent one at a time with a gap, and optionally stopping
 * at chosen points until the test calls `release()`, so a test can look at the page while the
 * answer is half written without racing a timer. Unscripted requests get a 500. Answers can
 * also be scripted per model (`answerFor`), for runs that call several models at once; several
 * answers paused at the same time are released one `release()` each, oldest first. Requests can
 * be answered by what they carry (`answerWhen`: a judge's system message, a refused API key),
 * and an answer can be an HTTP error in OpenAI's format (`status`), as a provider refusing a
 * key (401) sends it. An answer can end with a tool call (`toolCall`): after its text, the
 * call's id and name with the first half of its arguments, then the rest of the arguments, then
 * `finish_reason: "tool_calls"`, as OpenAI streams one (crates/engine/src/testing.rs
 * `tool_call_events`).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ScriptedAnswer {
  /** The model's text, in the pieces it streams. */
  chunks: string[];
  /** Wait before each chunk (a slow model). */
  gapMs?: number;
  /** Stop after this many chunks were sent until `release()`; one pause per entry, ascending. */
  pauseAfter?: number[];
  /** Answer with this HTTP status and an OpenAI error body instead of a stream (`chunks` unused). */
  status?: number;
  /** The error body's message, with `status`. */
  errorMessage?: string;
  /** After the text, call this tool (the answer then finishes with "tool_calls"). */
  toolCall?: { id: string; name: string; arguments: string };
}

export interface ReceivedRequest {
  headers: http.IncomingHttpHeaders;
  body: {
    model?: string;
    stream?: boolean;
    messages?: { role: string; content: unknown; tool_call_id?: string }[];
    tools?: { type: string; function: { name: string } }[];
  };
}

export interface FakeOpenAi {
  /** The API base to configure, ending in /v1/. */
  baseUrl: string;
  /** Queues the answer to the next request. */
  answerNext: (answer: ScriptedAnswer) => void;
  /** Queues the answer to the next request for `model` (before the shared queue). */
  answerFor: (model: string, answer: ScriptedAnswer) => void;
  /**
   * Answers the next request that `matches` (before the per-model and shared queues), or every
   * such request with `{ repeat: true }`. Rules are tried oldest first.
   */
  answerWhen: (
    matches: (request: ReceivedRequest) => boolean,
    answer: ScriptedAnswer,
    options?: { repeat?: boolean },
  ) => void;
  /**
   * Resolves once the next pause (`pauseAfter`) is reached: the first call waits for the first
   * pause of the run, the second for the second, and so on.
   */
  paused: () => Promise<void>;
  /** Lets a paused answer go on to its next pause or its end. */
  release: () => void;
  /** Every chat request received, in order. */
  requests: ReceivedRequest[];
  close: () => Promise<void>;
}

const CREATED = Math.floor(Date.now() / 1000);

function chunkEvent(delta: Record<string, unknown>, finishReason: string | null): string {
  const chunk = {
    id: 'chatcmpl-e2e',
    object: 'chat.completion.chunk',
    created: CREATED,
    model: 'fake-model',
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
  return `data: ${JSON.stringify(chunk)}\n\n`;
}

/** The text of a request's messages of `role` (string contents only). */
export function messageText(request: ReceivedRequest, role: string): string {
  return (request.body.messages ?? [])
    .filter((m) => m.role === role && typeof m.content === 'string')
    .map((m) => m.content as string)
    .join('\n');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const script: ScriptedAnswer[] = [];
  const byModel = new Map<string, ScriptedAnswer[]>();
  let rules: {
    matches: (request: ReceivedRequest) => boolean;
    answer: ScriptedAnswer;
    repeat: boolean;
  }[] = [];
  const requests: ReceivedRequest[] = [];
  // The releases the paused answers wait for (oldest first), and who waits to hear of the next
  // pause.
  let releases: (() => void)[] = [];
  let releasedEarly = 0;
  let pauseWaiters: { target: number; wake: () => void }[] = [];
  let pausesReached = 0;
  let pausesSeen = 0;

  const waitForRelease = () =>
    new Promise<void>((resolve) => {
      pausesReached += 1;
      const due = pauseWaiters.filter((w) => w.target <= pausesReached);
      pauseWaiters = pauseWaiters.filter((w) => w.target > pausesReached);
      for (const { wake } of due) wake();
      if (releasedEarly > 0) {
        releasedEarly -= 1;
        resolve();
      } else {
        releases.push(resolve);
      }
    });

  async function stream(answer: ScriptedAnswer, res: http.ServerResponse): Promise<void> {
    if (answer.status !== undefined) {
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          error: {
            message: answer.errorMessage ?? `scripted ${answer.status}`,
            type: answer.status === 401 ? 'invalid_request_error' : 'server_error',
            code: answer.status === 401 ? 'invalid_api_key' : null,
          },
        }),
      );
      return;
    }
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    // OpenAI opens with the assistant role and empty content.
    res.write(chunkEvent({ role: 'assistant', content: '' }, null));
    const pauses = new Set(answer.pauseAfter ?? []);
    for (const [index, content] of answer.chunks.entries()) {
      if (res.destroyed) return;
      await sleep(answer.gapMs ?? 0);
      res.write(chunkEvent({ content }, null));
      if (pauses.has(index + 1)) await waitForRelease();
    }
    if (res.destroyed) return;
    const call = answer.toolCall;
    if (call) {
      const half = Math.floor(call.arguments.length / 2);
      res.write(
        chunkEvent(
          {
            tool_calls: [
              {
                index: 0,
                id: call.id,
                type: 'function',
                function: { name: call.name, arguments: call.arguments.slice(0, half) },
              },
            ],
          },
          null,
        ),
      );
      res.write(
        chunkEvent(
          { tool_calls: [{ index: 0, function: { arguments: call.arguments.slice(half) } }] },
          null,
        ),
      );
    }
    res.write(chunkEvent({}, call ? 'tool_calls' : 'stop'));
    res.end('data: [DONE]\n\n');
  }

  const server = http.createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'not found', type: 'invalid_request_error' } }));
        return;
      }
      let body: ReceivedRequest['body'] = {};
      try {
        body = JSON.parse(Buffer.concat(parts).toString('utf8')) as ReceivedRequest['body'];
      } catch {
        // recorded as empty: the test's assertions on it will say so
      }
      const received = { headers: req.headers, body };
      requests.push(received);
      const rule = rules.find((r) => r.matches(received));
      if (rule && !rule.repeat) rules = rules.filter((r) => r !== rule);
      const answer =
        rule?.answer ??
        (body.model ? byModel.get(body.model)?.shift() : undefined) ??
        script.shift();
      if (!answer) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'no scripted answer', type: 'server_error' } }));
        return;
      }
      stream(answer, res).catch(() => res.destroy());
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1/`,
    answerNext: (answer) => script.push(answer),
    answerFor: (model, answer) => {
      const queue = byModel.get(model) ?? [];
      queue.push(answer);
      byModel.set(model, queue);
    },
    answerWhen: (matches, answer, options = {}) => {
      rules.push({ matches, answer, repeat: options.repeat ?? false });
    },
    paused: () => {
      pausesSeen += 1;
      const target = pausesSeen;
      if (pausesReached >= target) return Promise.resolve();
      return new Promise<void>((resolve) => pauseWaiters.push({ target, wake: resolve }));
    },
    release: () => {
      const release = releases.shift();
      if (release) release();
      else releasedEarly += 1;
    },
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        // Let any paused answer finish so its connection can close.
        for (const release of releases) release();
        releases = [];
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
