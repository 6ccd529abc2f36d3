/**
 * The email signup forms' state machine (spec point 4: idle, submitting, submitted; on error
 * it stays a form). Pure, so the Teams banner and the newsletter share it and tests drive it.
 */

export type EmailSignupState =
  { status: 'idle'; error: string | null } | { status: 'submitting' } | { status: 'submitted' };

export type EmailSignupEvent =
  | { type: 'submit' }
  | { type: 'invalid'; message: string }
  | { type: 'succeeded' }
  | { type: 'failed'; message: string };

export const initialEmailSignupState: EmailSignupState = { status: 'idle', error: null };

export function emailSignupReducer(
  state: EmailSignupState,
  event: EmailSignupEvent,
): EmailSignupState {
  switch (event.type) {
    case 'submit':
      // A second click while sending, or after success, changes nothing.
      return state.status === 'idle' ? { status: 'submitting' } : state;
    case 'invalid':
      return state.status === 'submitted' ? state : { status: 'idle', error: event.message };
    case 'succeeded':
      return state.status === 'submitting' ? { status: 'submitted' } : state;
    case 'failed':
      return state.status === 'submitting' ? { status: 'idle', error: event.message } : state;
  }
}

/** Spec point 5: the Teams form needs an email. */
export const EMAIL_REQUIRED = {
  title: 'Email Required',
  description: 'Please enter your email address.',
} as const;

export const EMAIL_INVALID = 'Enter a valid email address, like name@example.com.';

/** Spec point 8: the Teams signup's toasts. */
export const TEAMS_SUCCESS = {
  title: 'Success!',
  description:
    "You've been added to the Teams early access list. We'll notify you when it's ready!",
} as const;

export const TEAMS_FAILURE = {
  title: 'Error',
  description: 'There was an issue submitting your email. Please try again.',
} as const;

/** A light check before the server's own: something@something.tld. */
export function checkEmail(
  value: string,
): { ok: true; email: string } | { ok: false; message: string } {
  const email = value.trim();
  if (email === '') return { ok: false, message: EMAIL_REQUIRED.description };
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return { ok: false, message: EMAIL_INVALID };
  return { ok: true, email };
}
