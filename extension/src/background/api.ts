/**
 * The service worker's GraphQL client: `POST {server}/graphql` for queries and mutations, and
 * graphql-ws on `{server}/graphql/ws` for the streamed generation. The server's CORS policy
 * lets the extension's fixed origin call it (`[extension] allowed_origins`), and its
 * extension scope limits what that origin may run.
 *
 * Every HTTP request carries the spec's tracing headers: `x-request-source: extension`, the
 * feature and component that asked, and a fresh correlation id. The access token comes from
 * `session.ts`; a call refused as UNAUTHENTICATED (the 15-minute token ran out) refreshes the
 * session once and is replayed once.
 */
import { createClient } from 'graphql-ws';

import type { TypedDocumentString } from '@/gql/graphql';
import type { ErrorInfo } from '@/shared/messages';
import { loadSettings } from '@/shared/settings';

import { accessToken, refreshSession } from './session';

export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  info(): ErrorInfo {
    return { code: this.code, message: this.message };
  }
}

/**
 * The socket closed under a running subscription, after the server had accepted it: a
 * generation goes on on the server once its text reached us, and can be followed.
 */
export class SocketClosedError extends ApiError {
  constructor() {
    super('NETWORK', CLOSED_EARLY);
    this.name = 'SocketClosedError';
  }
}

export const SIGNED_OUT = new ApiError(
  'SIGNED_OUT',
  'Sign in to Superprompt first: open the Superprompt icon in the toolbar.',
);

const CLOSED_EARLY = 'The connection closed before the prompt was finished. Please try again.';

const OFFLINE =
  'Superprompt could not reach its server. Check your connection, or the server address in the options.';

/** Who asked, for the request's `x-feature` and `x-component` headers. */
export interface Caller {
  feature: string;
  component: string;
  /** Send the access token (default true); a signed-out caller gets SIGNED_OUT. */
  auth?: boolean;
}

/** Any failure as the error shape the messages carry. */
export function toErrorInfo(error: unknown): ErrorInfo {
  if (error instanceof ApiError) return error.info();
  if (error instanceof DOMException && error.name === 'AbortError') {
    return { code: 'CANCELLED', message: 'Cancelled.' };
  }
  return { code: 'INTERNAL', message: 'Something went wrong in Superprompt. Please try again.' };
}

function operationName(query: string): string | undefined {
  return /\b(?:query|mutation|subscription)\s+(\w+)/.exec(query)?.[1];
}

interface GraphQLError {
  message?: unknown;
  extensions?: { code?: unknown };
}

function fromGraphQLError(error: GraphQLError | undefined, status: number): ApiError {
  const code =
    typeof error?.extensions?.code === 'string'
      ? error.extensions.code
      : status === 401
        ? 'UNAUTHENTICATED'
        : status === 429
          ? 'RATE_LIMITED'
          : 'INTERNAL';
  const message =
    typeof error?.message === 'string'
      ? error.message
      : 'The Superprompt server refused the request.';
  return new ApiError(code, message);
}

async function post<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  caller: Caller,
  token: string | null,
  signal?: AbortSignal,
): Promise<TResult> {
  const { serverUrl } = await loadSettings();
  const query = document.toString();
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-request-source': 'extension',
    'x-feature': caller.feature,
    'x-component': caller.component,
    'x-correlation-id': crypto.randomUUID(),
  };
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${serverUrl}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        query,
        variables: variables ?? {},
        operationName: operationName(query),
      }),
      credentials: 'omit',
      signal: signal ?? null,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError('NETWORK', OFFLINE);
  }
  let body: { data?: TResult | null; errors?: GraphQLError[] };
  try {
    body = (await response.json()) as typeof body;
  } catch {
    throw new ApiError('NETWORK', OFFLINE);
  }
  if (body.errors?.length || !body.data) throw fromGraphQLError(body.errors?.[0], response.status);
  return body.data;
}

/** Runs a query or mutation; signed in unless `caller.auth` is false. */
export async function request<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  caller: Caller,
  signal?: AbortSignal,
): Promise<TResult> {
  if (caller.auth === false) return post(document, variables, caller, null, signal);
  const token = await accessToken();
  if (!token) throw SIGNED_OUT;
  try {
    return await post(document, variables, caller, token, signal);
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'UNAUTHENTICATED') throw error;
    const renewed = await refreshSession();
    if (!renewed) throw SIGNED_OUT;
    return post(document, variables, caller, renewed.accessToken, signal);
  }
}

function socketUrl(serverUrl: string): string {
  const url = new URL('/graphql/ws', serverUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/**
 * Runs a subscription to its end, calling `onData` for each event; aborting completes it
 * (the server then cancels or finishes the generation). Refused as UNAUTHENTICATED before any
 * event, it refreshes the session and runs once more.
 */
export async function subscribe<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  onData: (data: TResult) => void,
  signal: AbortSignal,
): Promise<void> {
  const token = await accessToken();
  if (!token) throw SIGNED_OUT;
  let received = false;
  const counted = (data: TResult) => {
    received = true;
    onData(data);
  };
  try {
    await subscribeOnce(document, variables, counted, signal, token);
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'UNAUTHENTICATED' || received) throw error;
    const renewed = await refreshSession();
    if (!renewed) throw SIGNED_OUT;
    await subscribeOnce(document, variables, counted, signal, renewed.accessToken);
  }
}

async function subscribeOnce<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  onData: (data: TResult) => void,
  signal: AbortSignal,
  token: string,
): Promise<void> {
  const { serverUrl } = await loadSettings();
  return new Promise<void>((resolve, reject) => {
    if (signal.aborted) {
      reject(new DOMException('Cancelled.', 'AbortError'));
      return;
    }
    let settled = false;
    let acknowledged = false;
    const closed = () =>
      acknowledged ? new SocketClosedError() : new ApiError('NETWORK', CLOSED_EARLY);
    const client = createClient({
      url: socketUrl(serverUrl),
      connectionParams: { authorization: `Bearer ${token}` },
      lazy: true,
      retryAttempts: 0,
      on: {
        connected: () => {
          acknowledged = true;
        },
        // Whatever the close code: left alone, graphql-ws reopens a lazy client closed with
        // 1000 and subscribes again, which would start the generation a second time.
        closed: () => finish(() => reject(closed())),
      },
    });
    const finish = (settle: () => void) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      unsubscribe();
      void client.dispose();
      settle();
    };
    const onAbort = () => finish(() => reject(new DOMException('Cancelled.', 'AbortError')));
    signal.addEventListener('abort', onAbort);
    const query = document.toString();
    const unsubscribe = client.subscribe<TResult>(
      {
        query,
        variables: variables ?? {},
        operationName: operationName(query),
      },
      {
        next: (result) => {
          if (settled) return;
          const first = result.errors?.[0];
          if (first) {
            const error = fromGraphQLError(first, 200);
            finish(() => reject(error));
          } else if (result.data) {
            onData(result.data);
          }
        },
        error: (error) => {
          const first = Array.isArray(error) ? (error[0] as GraphQLError | undefined) : undefined;
          finish(() => reject(first ? fromGraphQLError(first, 200) : closed()));
        },
        complete: () => finish(resolve),
      },
    );
  });
}
