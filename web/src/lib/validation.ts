/** Field schemas shared by forms (zod). Messages are written for people. */
import { z } from 'zod';

import { isPasswordValid } from './password-policy';

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'Enter your email address')
  .pipe(z.email('Enter a valid email address'));

/** The live checklist shows each rule; on submit the field gets one summary message. */
export const newPasswordSchema = z
  .string()
  .refine(isPasswordValid, 'Choose a password that meets every requirement below.');

export const verificationCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from the email');

/** Maps a server field name ("input.givenName", "password") to a form field name. */
export function serverFieldName(field: string | undefined): string | undefined {
  if (!field) return undefined;
  return field.split('.').pop();
}
