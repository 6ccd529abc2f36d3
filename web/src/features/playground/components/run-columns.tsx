import type { ColumnView } from '../hooks/use-playground-run';

import { AnswerColumn } from './answer-column';

function groupByModel(
  columns: ColumnView[],
): { key: string; title: string; columns: ColumnView[] }[] {
  const groups = new Map<string, ColumnView[]>();
  for (const column of columns) {
    const key = column.modelId ?? `column-${column.position}`;
    groups.set(key, [...(groups.get(key) ?? []), column]);
  }
  return [...groups.entries()].map(([key, list]) => ({
    key,
    title: list[0]?.modelId ?? 'Hidden model',
    // Original first, then Enhanced.
    columns: [...list].sort((a, b) =>
      a.variant === b.variant ? a.position - b.position : a.variant === 'ORIGINAL' ? -1 : 1,
    ),
  }));
}

/**
 * The columns side by side: as many across as fit at about 18rem each (one, stacked, on a
 * phone). `onCancel` offers each running column its Cancel. A compared run (`compare`, the
 * closed loop) groups them per model: its Original and Enhanced answers next to each other.
 */
export function RunColumns({
  columns,
  onCancel,
  winner = null,
  compare = false,
}: {
  columns: ColumnView[];
  onCancel?: ((position: number) => void) | undefined;
  winner?: number | null;
  compare?: boolean;
}) {
  const column = (c: ColumnView) => (
    <AnswerColumn
      key={c.position}
      column={c}
      winner={winner === c.position}
      showVariant={compare}
      onCancel={onCancel ? () => onCancel(c.position) : undefined}
    />
  );
  if (compare) {
    return (
      <div className="grid gap-6">
        {groupByModel(columns).map((group) => (
          <div
            key={group.key}
            role="group"
            aria-label={`${group.title}: original and enhanced prompt`}
            className="grid gap-2"
          >
            <p className="text-sm font-semibold break-all">{group.title}</p>
            <div className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,18rem),1fr))] gap-4">
              {group.columns.map(column)}
            </div>
          </div>
        ))}
      </div>
    );
  }
  return (
    <div className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,18rem),1fr))] gap-4">
      {columns.map(column)}
    </div>
  );
}
