/** What the variable filter holds, as a name: `{{tone}}` and `tone` are the same. */
export function variableName(input: string): string {
  return input.replace(/^\s*\{\{\s*|\s*\}\}\s*$/g, '').trim();
}
