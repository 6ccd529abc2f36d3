import { FileWarning } from 'lucide-react';

import type { DiffLine, VersionDiff } from '../api/get-prompt-versions';

const LINE_STYLE = {
  SAME: { marker: ' ', label: 'Unchanged', className: 'border-transparent' },
  REMOVED: {
    marker: '-',
    label: 'Only in this version',
    className: 'border-destructive bg-destructive/10',
  },
  ADDED: {
    marker: '+',
    label: 'Only in the current text',
    className: 'border-success bg-success/10',
  },
  WHITESPACE: {
    marker: '~',
    label: 'Whitespace changed',
    className: 'border-border text-muted-foreground',
  },
} as const;

/**
 * A version's line diff against the current text: removed lines (only in the version) with
 * "-", added lines (only in the current text) with "+", in colour and with a marker and a
 * screen-reader label, so the meaning never rests on colour alone. A line that only changed
 * its spacing is shown once, muted, with a "whitespace changed" note. Text only, never HTML.
 */
export function DiffView({ lines, label }: { lines: DiffLine[]; label: string }) {
  return (
    <ol
      aria-label={label}
      className="overflow-x-auto rounded-lg border border-border bg-muted/40 py-2 font-mono text-xs leading-relaxed"
    >
      {lines.map((line, index) => {
        const style = LINE_STYLE[line.kind];
        return (
          <li
            key={index}
            data-kind={line.kind}
            className={`flex gap-2 border-l-4 px-3 whitespace-pre-wrap text-foreground ${style.className}`}
          >
            <span aria-hidden="true" className="w-3 shrink-0 font-bold select-none">
              {style.marker}
            </span>
            {line.kind === 'SAME' || line.kind === 'WHITESPACE' ? null : (
              <span className="sr-only">{style.label}: </span>
            )}
            <span className="min-w-0 flex-1 break-words">{line.text || '\u00a0'}</span>
            {line.kind === 'WHITESPACE' ? (
              <span className="shrink-0 self-center rounded-full border border-border px-2 font-sans text-[0.6875rem] text-muted-foreground">
                whitespace changed
              </span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

const NOT_COMPARED = {
  TOO_LARGE: 'Too large to compare: the changes are shown for shorter texts.',
  TIMED_OUT: 'These texts took too long to compare. Try again in a moment.',
} as const;

/**
 * A version's comparison with the current text: the line diff, or, when the server did not
 * compare them (too large, or out of time), a note saying so in the server's words. The
 * version's full text is still there to read and restore.
 */
export function VersionDiffView({ diff, label }: { diff: VersionDiff; label: string }) {
  if (diff.outcome === 'COMPARED') return <DiffView lines={diff.lines} label={label} />;
  return (
    <p
      role="note"
      aria-label={label}
      className="flex gap-2 rounded-lg border border-border bg-muted/40 px-3 py-2 text-sm text-muted-foreground"
    >
      <FileWarning className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{diff.message ?? NOT_COMPARED[diff.outcome]}</span>
    </p>
  );
}
