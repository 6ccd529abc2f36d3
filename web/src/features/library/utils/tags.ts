/** "a, b ,, c" → ["a", "b", "c"]: trimmed, no empties, no repeats (case-insensitive). */
export function parseTags(input: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of input.split(',')) {
    const tag = raw.trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

/** The MIME type a dragged prompt carries (its id). */
export const PROMPT_DRAG_TYPE = 'application/x-superprompt-prompt';
