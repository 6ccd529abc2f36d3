/** The server's share URLs may be paths (`/share/…`) or absolute; links to copy are absolute. */
export function absoluteUrl(url: string): string {
  try {
    return new URL(url, window.location.origin).toString();
  } catch {
    return url;
  }
}

function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/** The HTML to paste into another site to embed a share link. */
export function embedSnippet(embedUrl: string, name: string): string {
  return `<iframe src="${escapeAttribute(embedUrl)}" title="${escapeAttribute(name)}" width="100%" height="420" style="border:0;border-radius:12px" loading="lazy"></iframe>`;
}
