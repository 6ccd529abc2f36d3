import { describe, expect, it } from 'vitest';

import {
  checkEmail,
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  emailSignupReducer,
  initialEmailSignupState,
  type EmailSignupState,
} from '../email-signup';

describe('emailSignupReducer (spec point 4: idle, submitting, submitted)', () => {
  it('goes idle -> submitting -> submitted', () => {
    let state: EmailSignupState = initialEmailSignupState;
    state = emailSignupReducer(state, { type: 'submit' });
    expect(state).toEqual({ status: 'submitting' });
    state = emailSignupReducer(state, { type: 'succeeded' });
    expect(state).toEqual({ status: 'submitted' });
  });

  it('stays a form on error, with the message', () => {
    const submitting = emailSignupReducer(initialEmailSignupState, { type: 'submit' });
    expect(emailSignupReducer(submitting, { type: 'failed', message: 'Nope' })).toEqual({
      status: 'idle',
      error: 'Nope',
    });
  });

  it('ignores a second submit while sending and anything after success', () => {
    const submitting: EmailSignupState = { status: 'submitting' };
    expect(emailSignupReducer(submitting, { type: 'submit' })).toBe(submitting);
    const submitted: EmailSignupState = { status: 'submitted' };
    expect(emailSignupReducer(submitted, { type: 'submit' })).toBe(submitted);
    expect(emailSignupReducer(submitted, { type: 'failed', message: 'x' })).toBe(submitted);
    expect(emailSignupReducer(submitted, { type: 'invalid', message: 'x' })).toBe(submitted);
  });

  it('ignores late results when nothing is being sent', () => {
    expect(emailSignupReducer(initialEmailSignupState, { type: 'succeeded' })).toBe(
      initialEmailSignupState,
    );
    expect(emailSignupReducer(initialEmailSignupState, { type: 'failed', message: 'x' })).toBe(
      initialEmailSignupState,
    );
  });

  it('records a validation message without sending', () => {
    expect(
      emailSignupReducer(initialEmailSignupState, { type: 'invalid', message: 'Bad' }),
    ).toEqual({ status: 'idle', error: 'Bad' });
  });
});

describe('checkEmail', () => {
  it('requires an address (spec point 5)', () => {
    expect(checkEmail('   ')).toEqual({ ok: false, message: EMAIL_REQUIRED.description });
    expect(EMAIL_REQUIRED).toEqual({
      title: 'Email Required',
      description: 'Please enter your email address.',
    });
  });

  it('rejects malformed addresses and trims good ones', () => {
    expect(checkEmail('not-an-email')).toEqual({ ok: false, message: EMAIL_INVALID });
    expect(checkEmail('a@b')).toEqual({ ok: false, message: EMAIL_INVALID });
    expect(checkEmail('  ada@example.com ')).toEqual({ ok: true, email: 'ada@example.com' });
  });
});
