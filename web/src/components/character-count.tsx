/** "12 / 2,000" beside a text field's label; screen readers hear "Characters used: 12 / 2,000". */
export function CharacterCount({ value, max }: { value: string | undefined; max: number }) {
  return (
    <span className="text-xs text-muted-foreground tabular-nums">
      <span className="sr-only">Characters used: </span>
      {(value ?? '').length.toLocaleString()} / {max.toLocaleString()}
    </span>
  );
}
