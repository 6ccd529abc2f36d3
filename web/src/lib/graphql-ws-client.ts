/**
 * GraphQL subscriptions: the `graphql-ws` client (protocol graphql-transport-ws) on
 * `GET /graphql/ws`, same origin. Queries and mutations go through `graphql-client.ts`.
 *
 * Each subscription opens a socket of its own and closes it when it ends. The server takes the
 * caller's identity only from the access token sent in `connection_init`, so a socket that
 * outlived a token refresh, a sign-out or a sign-in as someone else would speak for the wrong
 * session; a generation lasts seconds, so the handshake it costs is small.
 *
 * Errors are read as on POST /graphql: a `next` with `errors` becomes an `ApiError` with the
 * server's `extensions.code` (and `field`, `resetsAt`…). When a signed-in subscription is
 * refused as UNAUTHENTICATED (the 15-minute token ran out) the session is refreshed once and the
 * subscription replayed once. Aborting the signal completes the subscription and closes the
 * socket. A socket that cannot be opened at all (a proxy without websockets, say) is a
 * `SocketUnavailableError`: nothing reached the server, so the caller may try another way.
 *
 * While a subscription runs, `onChannel` hands out its socket for other operations: a query or
 * mutation sent with `channel.request` travels over the same connection, so it reaches the
 * server instance that runs the subscription (the playground's cancels need that).
 */
import { createClient } from 'graphql-ws';

import { env } from '@/config/env';

import { getAccessToken } from './access-token';
import { ApiError, isApiError, NetworkError } from './errors';
import type { TypedDocumentString } from './gql/graphql';
import { refreshForReplay, toApiError } from './graphql-client';

/** The socket closed, or could not be opened, before the server acknowledged it. */
export class SocketUnavailableError extends NetworkError {}

const CLOSED_EARLY = 'The connection closed before the answer was finished. Please try again.';

/** A running subscription's socket, for other operations on the same connection. */
export interface SocketChannel {
  /**
   * Sends a query or mutation over the subscription's socket and resolves with its data;
   * rejects with an `ApiError` for a GraphQL error, and with a `NetworkError` once the
   * subscription has ended (the socket is gone).
   */
  request<TResult, TVariables>(
    document: TypedDocumentString<TResult, TVariables>,
    variables: TVariables,
  ): Promise<TResult>;
}

export interface SubscriptionOptions<TResult> {
  signal: AbortSignal;
  /** Each `next` with data, in order. */
  onData: (data: TResult) => void;
  /**
   * The subscription's socket, for other operations on the same connection. Called when the
   * subscription starts (again with a new channel if it is replayed after a session refresh).
   */
  onChannel?: (channel: SocketChannel) => void;
}

/** The socket's address: the endpoint path on this page's origin, ws: or wss:. */
export function socketUrl(endpoint: string, base: string = window.location.href): string {
  const url = new URL(endpoint, base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

function operationName(query: string): string | undefined {
  return /\b(?:query|mutation|subscription)\s+(\w+)/.exec(query)?.[1];
}

function abortError(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError');
}

/** What `error` of a graphql-ws sink can be: GraphQL errors, a close event, or anything. */
function socketError(error: unknown): Error {
  if (Array.isArray(error) && error.length > 0) {
    return toApiError(error[0] as Parameters<typeof toApiError>[0], 200);
  }
  return new NetworkError(CLOSED_EARLY);
}

function once<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  { signal, onData, onChannel }: SubscriptionOptions<TResult>,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(abortError());
      return;
    }
    let acknowledged = false;
    let settled = false;
    let unsubscribe: (() => void) | null = null;
    const client = createClient({
      url: socketUrl(env.GRAPHQL_WS_ENDPOINT),
      connectionParams: () => {
        const token = getAccessToken();
        return token ? { authorization: `Bearer ${token}` } : {};
      },
      lazy: true,
      retryAttempts: 0,
      on: {
        connected: () => {
          acknowledged = true;
        },
        // A socket that closes under a running subscription ends it, whatever the close code:
        // left alone, graphql-ws reopens a lazy client closed with 1000 and subscribes again,
        // which would start a second generation (or be refused, for a reused stream id).
        closed: () =>
          finish(() =>
            reject(
              acknowledged
                ? new NetworkError(CLOSED_EARLY)
                : new SocketUnavailableError(CLOSED_EARLY),
            ),
          ),
      },
    });
    const finish = (settle: () => void) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      unsubscribe?.();
      void client.dispose();
      settle();
    };
    const onAbort = () => finish(() => reject(abortError()));
    signal.addEventListener('abort', onAbort);

    const channel: SocketChannel = {
      request: <TData, TVars>(
        other: TypedDocumentString<TData, TVars>,
        otherVariables: TVars,
      ): Promise<TData> =>
        new Promise<TData>((resolveRequest, rejectRequest) => {
          if (settled) {
            rejectRequest(new NetworkError(CLOSED_EARLY));
            return;
          }
          const text = other.toString();
          let answer: TData | null = null;
          let failed = false;
          client.subscribe<TData>(
            {
              query: text,
              variables: otherVariables ?? {},
              operationName: operationName(text),
            },
            {
              next: (result) => {
                const first = result.errors?.[0];
                if (first) {
                  failed = true;
                  rejectRequest(
                    toApiError({ message: first.message, extensions: first.extensions }, 200),
                  );
                } else if (result.data) {
                  answer = result.data;
                }
              },
              error: (error) => {
                failed = true;
                rejectRequest(socketError(error));
              },
              complete: () => {
                if (failed) return;
                if (answer === null) rejectRequest(new NetworkError(CLOSED_EARLY));
                else resolveRequest(answer);
              },
            },
          );
        }),
    };

    const query = document.toString();
    unsubscribe = client.subscribe<TResult>(
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
            const error = toApiError({ message: first.message, extensions: first.extensions }, 200);
            finish(() => reject(error));
            return;
          }
          if (result.data) onData(result.data);
        },
        error: (error) =>
          finish(() =>
            reject(acknowledged ? socketError(error) : new SocketUnavailableError(CLOSED_EARLY)),
          ),
        complete: () => finish(resolve),
      },
    );
    onChannel?.(channel);
  });
}

/** Runs a subscription to its end: resolves when the server completes it. */
export async function subscribe<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  options: SubscriptionOptions<TResult>,
): Promise<void> {
  let received = false;
  const counted: SubscriptionOptions<TResult> = {
    signal: options.signal,
    onData: (data) => {
      received = true;
      options.onData(data);
    },
    onChannel: options.onChannel,
  };
  try {
    await once(document, variables, counted);
  } catch (error) {
    const expired =
      error instanceof ApiError &&
      isApiError(error, 'UNAUTHENTICATED') &&
      !received &&
      getAccessToken() !== null;
    if (!expired || !(await refreshForReplay())) throw error;
    await once(document, variables, counted);
  }
}
