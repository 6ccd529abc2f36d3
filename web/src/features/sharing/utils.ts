/** The server's share URLs may be paths (`/share/…`) or absolute: make them absolute. */
export function absoluteShareUrl(url: string): string {
  try {
    return new URL(url, window.location.origin).toString();
  } catch {
    return url;
  }
}
