import { FlaskConical } from 'lucide-react';

/** The unmistakable label on local checkouts: nothing is charged. */
export function TestModeNotice() {
  return (
    <div
      role="note"
      aria-label="Test mode"
      className="flex gap-3 rounded-xl border border-warning/60 bg-warning/15 px-4 py-3 text-sm text-foreground"
    >
      <FlaskConical className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden="true" />
      <p className="leading-relaxed">
        <strong className="font-bold tracking-wide">TEST MODE</strong>: no payment is taken; this
        server has no payment provider configured. Confirming starts the plan straight away.
      </p>
    </div>
  );
}
