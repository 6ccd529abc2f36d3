/**
 * The access token lives in memory only (15 minutes). It is never written to storage: the
 * long-lived refresh token is an httpOnly cookie that scripts cannot read.
 */
let accessToken: string | null = null;

export function getAccessToken(): string | null {
  return accessToken;
}

export function setAccessToken(token: string | null): void {
  accessToken = token;
}
