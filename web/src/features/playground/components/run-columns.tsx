import type { ColumnView } from '../hooks/use-playground-run';

import { AnswerColumn } from './answer-column';

/**
 * The columns side by side: as many across as fit at about 18rem each (one, stacked, on a
 * phone). `onCancel` offers each running column its Cancel.
 */
export function RunColumns({
  columns,
  onCancel,
  winner = null,
}: {
  columns: ColumnView[];
  onCancel?: ((position: number) => void) | undefined;
  winner?: number | null;
}) {
  return (
    <div className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,18rem),1fr))] gap-4">
      {columns.map((column) => (
        <AnswerColumn
          key={column.position}
          column={column}
          winner={winner === column.position}
          onCancel={onCancel ? () => onCancel(column.position) : undefined}
        />
      ))}
    </div>
  );
}
