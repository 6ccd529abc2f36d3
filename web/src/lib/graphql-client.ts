/**
 * Queries and mutations: POST /graphql with JSON, same origin. (Subscriptions, the streamed
 * generation, go over graphql-ws: `graphql-ws-client.ts`, which reads errors with `toApiError`
 * and refreshes with `refreshForReplay` from here.)
 *
 * Every request carries the spec's tracing headers (request source, feature, a fresh
 * correlation id and the calling component) and, when signed in, the in-memory access token.
 * Errors become `ApiError` (GraphQL `extensions.code`, or a code derived from the HTTP status)
 * or `NetworkError`. When a signed-in call is refused as UNAUTHENTICATED (the 15-minute token
 * ran out), the registered handler refreshes the session once and the call is replayed once.
 */
import { env } from '@/config/env';

import { getAccessToken } from './access-token';
import { ApiError, codeForStatus, NetworkError } from './errors';
import type { TypedDocumentString } from './gql/graphql';

export interface RequestContext {
  /** The product area making the call, sent as `x-feature` (e.g. "auth", "settings"). */
  feature: string;
  /** The component or hook making the call, sent as `x-component`. */
  component: string;
  signal?: AbortSignal | undefined;
  /** Send the access token when there is one (default true). */
  auth?: boolean;
}

interface GraphQLErrorBody {
  message?: unknown;
  extensions?: Record<string, unknown>;
}

interface GraphQLResponseBody<T> {
  data?: T | null;
  errors?: GraphQLErrorBody[];
}

type UnauthenticatedHandler = () => Promise<boolean>;
let onUnauthenticated: UnauthenticatedHandler | null = null;

/** Registered by the session module: refreshes the access token, resolves true on success. */
export function setUnauthenticatedHandler(handler: UnauthenticatedHandler | null): void {
  onUnauthenticated = handler;
}

/** A random id: a request's correlation id, or one a client gives a group of its requests. */
export function newClientId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  // Older browsers: still unique enough to find a request in the logs.
  return `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;
}

function operationName(query: string): string | undefined {
  return /\b(?:query|mutation|subscription)\s+(\w+)/.exec(query)?.[1];
}

/**
 * One GraphQL error (`message` and `extensions`) as an ApiError, from POST /graphql or a
 * subscription's `next`.
 */
export function toApiError(error: GraphQLErrorBody, status: number): ApiError {
  const extensions = error.extensions ?? {};
  const code = typeof extensions.code === 'string' ? extensions.code : codeForStatus(status);
  const details = Array.isArray(extensions.details)
    ? extensions.details.filter((d): d is string => typeof d === 'string')
    : undefined;
  return new ApiError({
    message: typeof error.message === 'string' ? error.message : 'The request failed.',
    code,
    status,
    field: typeof extensions.field === 'string' ? extensions.field : undefined,
    details,
    resetsAt: typeof extensions.resetsAt === 'string' ? extensions.resetsAt : undefined,
    extensions,
  });
}

const STATUS_MESSAGES: Record<string, string> = {
  BAD_REQUEST: 'The server could not read this request (400).',
  PAYLOAD_TOO_LARGE: 'That is too much text to send at once.',
  RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
  INTERNAL: 'The server had a problem. Please try again.',
};

/**
 * The headers every call to our server carries: JSON, the tracing headers and, when signed in,
 * the access token.
 */
function requestHeaders(ctx: RequestContext): Record<string, string> {
  const token = ctx.auth === false ? null : getAccessToken();
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json, application/json',
    'x-request-source': 'web',
    'x-feature': ctx.feature,
    'x-correlation-id': newClientId(),
    'x-component': ctx.component,
  };
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

/**
 * After a signed-in call was refused as UNAUTHENTICATED: refreshes the session once (through
 * the handler the session module registered). True when the call may be replayed.
 */
export async function refreshForReplay(ctx: Pick<RequestContext, 'auth'> = {}): Promise<boolean> {
  if (ctx.auth === false || getAccessToken() === null || !onUnauthenticated) return false;
  return onUnauthenticated().catch(() => false);
}

async function send<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  ctx: RequestContext,
): Promise<TResult> {
  const query = document.toString();
  const headers = requestHeaders(ctx);

  let response: Response;
  try {
    response = await fetch(env.GRAPHQL_ENDPOINT, {
      method: 'POST',
      credentials: 'same-origin',
      headers,
      body: JSON.stringify({
        query,
        variables: variables ?? {},
        operationName: operationName(query),
      }),
      signal: ctx.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError();
  }

  let body: GraphQLResponseBody<TResult> | null;
  try {
    body = (await response.json()) as GraphQLResponseBody<TResult>;
  } catch {
    body = null;
  }

  const firstError = body?.errors?.[0];
  if (firstError) throw toApiError(firstError, response.status);
  if (!response.ok || !body || body.data == null) {
    const code = response.ok ? 'UNKNOWN' : codeForStatus(response.status);
    throw new ApiError({
      message: STATUS_MESSAGES[code] ?? `The request failed (${response.status}).`,
      code,
      status: response.status,
    });
  }
  return body.data;
}

export async function request<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  ctx: RequestContext,
): Promise<TResult> {
  try {
    return await send(document, variables, ctx);
  } catch (error) {
    const expired =
      error instanceof ApiError &&
      error.code === 'UNAUTHENTICATED' &&
      ctx.auth !== false &&
      getAccessToken() !== null &&
      onUnauthenticated !== null;
    if (!expired) throw error;
    const refreshed = await refreshForReplay(ctx);
    if (!refreshed) throw error;
    return await send(document, variables, ctx);
  }
}
