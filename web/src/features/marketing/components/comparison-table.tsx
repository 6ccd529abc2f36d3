import { Check, Minus } from 'lucide-react';

import { comparison } from '../content/landing';

function Cell({ value }: { value: string | boolean }) {
  if (value === true) {
    return (
      <>
        <Check className="mx-auto size-5 text-success" aria-hidden="true" />
        <span className="sr-only">Yes</span>
      </>
    );
  }
  if (value === false) {
    return (
      <>
        <Minus className="mx-auto size-5 text-muted-foreground" aria-hidden="true" />
        <span className="sr-only">No</span>
      </>
    );
  }
  return <span>{value}</span>;
}

/**
 * Superprompt against the alternatives: a real table. On small screens it scrolls sideways: a
 * line above it says so (on a phone only part of it shows), and the feature names stay in view.
 */
export function ComparisonTable() {
  const columns = comparison.columns.length + 1;
  return (
    <div className="grid gap-2">
      <p id="comparison-scroll-hint" className="text-xs text-muted-foreground md:hidden">
        Swipe sideways to see all {columns} columns →
      </p>
      <div
        className="relative overflow-x-auto rounded-2xl border border-border bg-card"
        tabIndex={0}
        role="region"
        aria-label="Comparison table"
        aria-describedby="comparison-scroll-hint"
      >
        <table className="w-full min-w-[40rem] text-sm">
          <caption className="sr-only">
            Superprompt compared with writing prompts by hand and generic templates
          </caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="sticky left-0 bg-card p-4 text-left font-semibold">
                Feature
              </th>
              {comparison.columns.map((column, index) => (
                <th
                  key={column}
                  scope="col"
                  className={
                    index === 0
                      ? 'bg-accent p-4 font-semibold text-accent-foreground'
                      : 'p-4 font-semibold'
                  }
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {comparison.rows.map((row) => (
              <tr key={row.feature} className="border-b border-border last:border-0">
                <th scope="row" className="sticky left-0 bg-card p-4 text-left font-medium">
                  {row.feature}
                </th>
                {row.values.map((value, index) => (
                  <td
                    key={index}
                    className={
                      index === 0
                        ? 'bg-accent/50 p-4 text-center font-medium'
                        : 'p-4 text-center text-muted-foreground'
                    }
                  >
                    <Cell value={value} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
