import { useCallback, useReducer } from 'react';

import {
  checkEmail,
  emailSignupReducer,
  initialEmailSignupState,
  type EmailSignupState,
} from '../utils/email-signup';

interface Options {
  send: (email: string) => Promise<unknown>;
  /** Called when the address is empty or malformed (before anything is sent). */
  onInvalid?: (message: string, empty: boolean) => void;
  onSuccess?: () => void;
  onError?: (error: unknown) => void;
}

/** Drives an email form through idle -> submitting -> submitted (errors go back to idle). */
export function useEmailSignup({ send, onInvalid, onSuccess, onError }: Options): {
  state: EmailSignupState;
  submit: (value: string) => Promise<void>;
} {
  const [state, dispatch] = useReducer(emailSignupReducer, initialEmailSignupState);
  const busy = state.status !== 'idle';

  const submit = useCallback(
    async (value: string) => {
      if (busy) return;
      const checked = checkEmail(value);
      if (!checked.ok) {
        dispatch({ type: 'invalid', message: checked.message });
        onInvalid?.(checked.message, value.trim() === '');
        return;
      }
      dispatch({ type: 'submit' });
      try {
        await send(checked.email);
        dispatch({ type: 'succeeded' });
        onSuccess?.();
      } catch (error) {
        dispatch({ type: 'failed', message: error instanceof Error ? error.message : '' });
        onError?.(error);
      }
    },
    [busy, send, onInvalid, onSuccess, onError],
  );

  return { state, submit };
}
