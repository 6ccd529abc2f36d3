import { AlertCircle, BookMarked, Check, Search, Sparkles, Wrench } from 'lucide-react';
import { Link } from 'react-router';

import { CopyButton } from '@/components/copy-button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

import type { ToolResultBlock, ToolUseBlock } from '../api/fragments';
import { prettyJson, summarizeTool } from '../utils/tools';

const ICONS: Record<string, typeof Wrench> = {
  save_to_library: BookMarked,
  search_library: Search,
  improve_prompt: Sparkles,
};

/**
 * One tool call in the transcript, compact: what the assistant did (running, done or failed),
 * a link to the library after a save or a search, the improved prompt with Copy, and the raw
 * input and result in a disclosure.
 */
export function ToolActivity({
  use,
  result,
}: {
  use: ToolUseBlock;
  result: ToolResultBlock | null;
}) {
  const summary = summarizeTool(use, result);
  const Icon = summary.state === 'failed' ? AlertCircle : (ICONS[use.name] ?? Wrench);
  return (
    <div
      className={cn(
        'grid gap-2 rounded-lg border px-3 py-2 text-sm',
        summary.state === 'failed'
          ? 'border-destructive/40 bg-destructive/10'
          : 'border-border bg-muted/40',
      )}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {summary.state === 'running' ? (
          <Spinner className="size-4" />
        ) : (
          <Icon
            className={cn(
              'size-4 shrink-0',
              summary.state === 'failed' ? 'text-destructive' : 'text-primary',
            )}
            aria-hidden="true"
          />
        )}
        <p
          className={cn(
            'min-w-0 flex-1 font-medium break-words',
            summary.state === 'failed' && 'text-destructive',
          )}
        >
          {summary.state === 'failed' ? <span className="sr-only">Error: </span> : null}
          {summary.text}
        </p>
        {summary.state === 'done' && !summary.libraryLink ? (
          <Check className="size-4 shrink-0 text-success" aria-hidden="true" />
        ) : null}
        {summary.libraryLink ? (
          <Link
            to={paths.app.library.getHref()}
            className="text-xs font-medium text-primary underline underline-offset-2"
          >
            Open your library
          </Link>
        ) : null}
      </div>
      {summary.found && summary.found.length > 0 ? (
        <ul className="ml-6 list-disc text-xs text-muted-foreground">
          {summary.found.map((title, i) => (
            <li key={i}>{title}</li>
          ))}
        </ul>
      ) : null}
      {summary.prompt ? (
        <div className="grid gap-2">
          <pre
            tabIndex={0}
            className="max-h-64 overflow-auto rounded-md border border-border bg-card p-3 font-mono text-xs leading-relaxed whitespace-pre-wrap"
          >
            {summary.prompt}
          </pre>
          <div>
            <CopyButton text={summary.prompt} what="prompt" aria-label="Copy the improved prompt" />
          </div>
        </div>
      ) : null}
      <details className="group text-xs">
        <summary className="w-fit cursor-pointer rounded text-muted-foreground hover:text-foreground">
          Details<span className="sr-only"> of {use.name}</span>
        </summary>
        <div className="mt-2 grid gap-2">
          <p className="font-medium">
            Tool: <code className="font-mono">{use.name}</code>
          </p>
          <p className="font-medium">Input</p>
          <pre
            tabIndex={0}
            className="max-h-48 overflow-auto rounded-md border border-border bg-card p-2 font-mono"
          >
            {prettyJson(use.input)}
          </pre>
          <p className="font-medium">Result</p>
          <pre
            tabIndex={0}
            className="max-h-48 overflow-auto rounded-md border border-border bg-card p-2 font-mono whitespace-pre-wrap"
          >
            {result ? prettyJson(result.content) : 'No result yet.'}
          </pre>
        </div>
      </details>
    </div>
  );
}
