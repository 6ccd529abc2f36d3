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
