/**
 * A lint finding's one-click fix, applied in the browser. The server's edits are UTF-16
 * offsets into the text the finding was computed for (JavaScript strings index the same
 * units), they do not overlap, and they are applied from the last to the first so each one's
 * offsets still hold. A fix is applied only to that very text: once the user typed, the
 * offsets may point elsewhere, so the fix waits for the next analysis.
 */

/** Replace `start..end` (UTF-16) with `text`. */
export interface TextEdit {
  start: number;
  end: number;
  text: string;
}

/** The text with `edits` applied, or null when they do not fit it (out of range, overlapping). */
export function applyEdits(text: string, edits: readonly TextEdit[]): string | null {
  // Last first; of two edits at one place, the one that ends later goes first.
  const ordered = [...edits].sort((a, b) => b.start - a.start || b.end - a.end);
  let out = text;
  // Everything from here on was edited already: an edit must end before it.
  let limit = text.length;
  for (const edit of ordered) {
    if (edit.start < 0 || edit.start > edit.end || edit.end > limit) return null;
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
    limit = edit.start;
  }
  return out;
}

/**
 * `current` with the fix applied, or null when `current` is no longer the text the finding
 * was computed for (`analyzed`), or the edits do not fit it.
 */
export function applyFix(
  current: string,
  analyzed: string,
  edits: readonly TextEdit[],
): string | null {
  if (current !== analyzed) return null;
  return applyEdits(current, edits);
}

/**
 * The words a finding is about, on one line and cut near `max` characters (never inside a
 * surrogate pair), or null when the span does not fit the text.
 */
export function quotedSpan(
  text: string,
  start: number | null | undefined,
  end: number | null | undefined,
  max = 80,
): string | null {
  if (start == null || end == null || start < 0 || end > text.length || start >= end) return null;
  const words = text.slice(start, end).replace(/\s+/g, ' ').trim();
  if (words === '') return null;
  const chars = Array.from(words);
  return chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
    : words;
}
