/**
 * Makes a URL the server returned (a path such as `/share/…`, or already absolute) absolute
 * against this page's origin, for links people copy or open elsewhere. A value that is not a
 * URL at all is returned as it is.
 */
export function absoluteUrl(url: string, origin: string = window.location.origin): string {
  try {
    return new URL(url, origin).toString();
  } catch {
    return url;
  }
}
