/**
 * Keeps the cached history and reopened runs in step with what the server returned: a vote
 * (the run, revealed), a delete, a run that just finished.
 */
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

import type { PlaygroundRun } from './get-playground-runs';
import { playgroundKeys } from './keys';

type RunPages = InfiniteData<PlaygroundRun[], string | null>;

/** Replaces the run wherever it is cached (the history's pages, its own query). */
export function storeRun(queryClient: QueryClient, run: PlaygroundRun) {
  queryClient.setQueryData<RunPages>(playgroundKeys.runs, (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => page.map((r) => (r.id === run.id ? run : r))) }
      : data,
  );
  queryClient.setQueryData(playgroundKeys.run(run.id), run);
}

/** Drops a deleted run from the history and forgets its own query. */
export function removeRun(queryClient: QueryClient, runId: string) {
  queryClient.setQueryData<RunPages>(playgroundKeys.runs, (data) =>
    data ? { ...data, pages: data.pages.map((page) => page.filter((r) => r.id !== runId)) } : data,
  );
  queryClient.removeQueries({ queryKey: playgroundKeys.run(runId), exact: true });
}

/** A run just finished: the history (and the test counts) are reloaded to show it. */
export function runFinished(queryClient: QueryClient, run: PlaygroundRun) {
  queryClient.setQueryData(playgroundKeys.run(run.id), run);
  void queryClient.invalidateQueries({ queryKey: playgroundKeys.runs });
  void queryClient.invalidateQueries({ queryKey: playgroundKeys.testingAnalytics });
}
