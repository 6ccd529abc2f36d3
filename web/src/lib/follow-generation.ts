/**
 * Picking a streamed generation up again after its socket dropped. A `streamGeneration`
 * started with a `streamId` goes on on the server when its socket closes once text reached us
 * (it is finished, recorded and counted), and `followGeneration(streamId)` sends it again on
 * any socket: the text so far, the rest, then the result. The features that stream a generation
 * keep their own documents (each selects what it needs); this is the part they share: the id,
 * what counts as a drop, and the few attempts with a growing pause (`graphql-ws-client.ts`
 * opens a new socket for each).
 */
import { NetworkError } from './errors';
import { newClientId } from './graphql-client';

/** The pauses before each attempt to follow a generation whose socket dropped. */
export const FOLLOW_DELAYS_MS: readonly number[] = [500, 1000, 2000];

/** A new generation's `streamId`: 1 to 64 of [A-Za-z0-9_-], never reused. */
export function newStreamId(): string {
  return newClientId();
}

/**
 * The socket went away under a running subscription, or could not be opened again: not a
 * refusal (an `ApiError`), not the user's abort (an `AbortError`).
 */
export function isSocketDrop(error: unknown): boolean {
  return error instanceof NetworkError;
}

function abortError(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError');
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(abortError());
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Runs `follow` (one `followGeneration` subscription to its end, resolving with the result it
 * brought, or null) after each pause until it brings the result. A drop is tried again; any
 * other error (refusals such as NOT_FOUND, the abort) is thrown as it is. Resolves null once
 * every attempt dropped. `onReconnecting` is true from the start, and false once it ends; a
 * follow says when it is under way again itself (on its first event).
 */
export async function followAfterDrop<T>(
  follow: () => Promise<T | null>,
  {
    signal,
    onReconnecting,
  }: { signal: AbortSignal; onReconnecting?: ((reconnecting: boolean) => void) | undefined },
): Promise<T | null> {
  onReconnecting?.(true);
  try {
    for (const delay of FOLLOW_DELAYS_MS) {
      await pause(delay, signal);
      try {
        const result = await follow();
        if (result !== null) return result;
      } catch (error) {
        if (!isSocketDrop(error) || signal.aborted) throw error;
      }
      onReconnecting?.(true);
    }
    return null;
  } finally {
    onReconnecting?.(false);
  }
}
