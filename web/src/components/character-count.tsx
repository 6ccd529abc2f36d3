/**
 * "12 / 2,000" beside a text field's label; screen readers hear "Characters used: 12 / 2,000".
 * `count` overrides the UTF-16 length where the server counts otherwise (code points).
 */
export function CharacterCount({
  value,
  max,
  count,
}: {
  value: string | undefined;
  max: number;
  count?: number;
}) {
  const used = count ?? (value ?? '').length;
  return (
    <span
      className={
        used > max
          ? 'text-xs font-medium text-destructive tabular-nums'
          : 'text-xs text-muted-foreground tabular-nums'
      }
    >
      <span className="sr-only">Characters used: </span>
      {used.toLocaleString()} / {max.toLocaleString()}
    </span>
  );
}
