/**
 * The client's view of a failed call. The server sends GraphQL errors with a stable
 * `extensions.code` and a message written for people; HTTP-level failures (bad JSON, body too
 * large, 5xx with no GraphQL body) get a code from their status. Network failures are their own
 * class so the retry policy can tell them apart.
 */

export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  | 'INVALID_CREDENTIALS'
  | 'USER_NOT_CONFIRMED'
  | 'INVALID_CODE'
  | 'SIGN_IN_CODE_REQUIRED'
  | 'CODE_EXPIRED'
  | 'RATE_LIMITED'
  | 'PLAN_LIMIT'
  | 'BILLING_UNAVAILABLE'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL'
  | 'BAD_REQUEST'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNKNOWN';

export interface ApiErrorInit {
  message: string;
  code: string;
  status?: number | undefined;
  field?: string | undefined;
  details?: string[] | undefined;
  resetsAt?: string | undefined;
  extensions?: Record<string, unknown> | undefined;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: string;
  /** HTTP status of the response, when the failure was visible at that level. */
  readonly status: number | undefined;
  /** For BAD_USER_INPUT: the input field at fault. */
  readonly field: string | undefined;
  /** For BAD_USER_INPUT on passwords: every rule that failed. */
  readonly details: string[];
  /**
   * For PLAN_LIMIT on the Free allowance: when the next free generation is available
   * (RFC 3339, UTC).
   */
  readonly resetsAt: string | undefined;
  readonly extensions: Record<string, unknown>;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.code = init.code;
    this.status = init.status;
    this.field = init.field;
    this.details = init.details ?? [];
    this.resetsAt = init.resetsAt;
    this.extensions = init.extensions ?? {};
  }
}

export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  readonly code = 'NETWORK';
  constructor(message = 'Could not reach the server. Check your connection and try again.') {
    super(message);
  }
}

export function isApiError(error: unknown, ...codes: ErrorCode[]): error is ApiError {
  return (
    error instanceof ApiError && (codes.length === 0 || codes.includes(error.code as ErrorCode))
  );
}

export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError;
}

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** The message to show a person: the server's own words when it sent some. */
export function errorMessage(error: unknown, fallback = GENERIC_ERROR_MESSAGE): string {
  if (error instanceof ApiError || error instanceof NetworkError) return error.message || fallback;
  return fallback;
}

/** Maps an HTTP status without a GraphQL body to a code. */
export function codeForStatus(status: number): ErrorCode {
  if (status === 400) return 'BAD_REQUEST';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 500) return 'INTERNAL';
  return 'UNKNOWN';
}
