/**
 * Auth events (spec point 4). Producers: the session module and the sign-in/sign-out flows.
 * The app's root layout subscribes and does the side effects (tell the browser extension,
 * clear local data, navigate), so the features stay unaware of each other.
 */
import { createEventBus } from './event-bus';
import type { SessionUserFieldsFragment } from './gql/graphql';

export type SessionUser = SessionUserFieldsFragment;

export type SignedOutReason = 'user' | 'expired' | 'deleted';

export interface AuthEventMap extends Record<string, unknown> {
  signedIn: { user: SessionUser };
  signedOut: { reason: SignedOutReason };
  tokenRefresh: { user: SessionUser };
  /** Listened to by nobody on purpose: a failed background refresh is retried, not shown. */
  tokenRefresh_failure: { error: unknown };
  /** The periodic refresh returned user data that differs from what we had. */
  userDataUpdated: { user: SessionUser; previous: SessionUser };
}

export const authEvents = createEventBus<AuthEventMap>();
