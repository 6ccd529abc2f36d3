import { History, ThumbsDown, ThumbsUp } from 'lucide-react';

import { RetryAlert } from '@/components/retry-alert';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { generatorLabel } from '@/config/generators';
import { formatRelative } from '@/lib/format';
import { cn } from '@/lib/utils';

import { useGenerations } from '../api/get-generations';
import type { Generation } from '../api/run-generator';

/** The last ten generations; choosing one reopens it in the result area. */
export function RecentPrompts({
  selectedId,
  onSelect,
}: {
  selectedId: string | null;
  onSelect: (generation: Generation) => void;
}) {
  const generations = useGenerations();

  return (
    <Card aria-labelledby="recent-prompts-title">
      <CardHeader>
        <CardTitle id="recent-prompts-title" className="flex items-center gap-2">
          <History className="size-4.5 text-muted-foreground" aria-hidden="true" />
          Recent prompts
        </CardTitle>
        <CardDescription>Your last ten Super Prompts. Open one to copy or rate it.</CardDescription>
      </CardHeader>
      <CardContent>
        {generations.isPending ? (
          <div className="grid gap-2" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <div key={i} className="h-14 animate-pulse rounded-lg bg-muted" />
            ))}
          </div>
        ) : generations.isError ? (
          <RetryAlert
            lead="Could not load your history"
            error={generations.error}
            onRetry={() => void generations.refetch()}
          />
        ) : generations.data.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
            Nothing yet. Your generated prompts will be listed here.
          </p>
        ) : (
          <ul className="grid gap-2">
            {generations.data.map((g) => {
              const selected = g.id === selectedId;
              return (
                <li key={g.id}>
                  <button
                    type="button"
                    onClick={() => onSelect(g)}
                    aria-current={selected ? 'true' : undefined}
                    className={cn(
                      'flex w-full items-center gap-3 rounded-lg border border-border px-3 py-2.5 text-left transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                      selected && 'border-primary bg-accent hover:bg-accent',
                    )}
                  >
                    <span className="grid min-w-0 flex-1 gap-0.5">
                      <span className="truncate text-sm font-medium">{g.description}</span>
                      <span className="flex items-center gap-2 text-xs text-muted-foreground">
                        <Badge variant="accent">{generatorLabel(g.generator)}</Badge>
                        <time dateTime={g.createdAt}>{formatRelative(g.createdAt)}</time>
                      </span>
                    </span>
                    {g.rating === 'LIKE' ? (
                      <span className="shrink-0 text-primary">
                        <ThumbsUp className="size-4" aria-hidden="true" />
                        <span className="sr-only">Liked</span>
                      </span>
                    ) : g.rating === 'DISLIKE' ? (
                      <span className="shrink-0 text-muted-foreground">
                        <ThumbsDown className="size-4" aria-hidden="true" />
                        <span className="sr-only">Disliked</span>
                      </span>
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
