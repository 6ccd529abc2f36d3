import { ExtensionError } from '@/shared/messages';

export interface ShownError {
  code: string;
  message: string;
}

/** Any failure of `ask` (or of a browser API) as a code and a message a person can read. */
export function toShownError(error: unknown): ShownError {
  if (error instanceof ExtensionError) return { code: error.code, message: error.message };
  if (error instanceof Error && error.message) return { code: 'INTERNAL', message: error.message };
  return { code: 'INTERNAL', message: 'Something went wrong in Superprompt. Please try again.' };
}
