/**
 * Query keys of the playground. Everything sits under `playground`; the history's pages and
 * each reopened run have their own keys so a vote or a delete can update them in place.
 */
export const playgroundKeys = {
  all: ['playground'] as const,
  setup: ['playground', 'setup'] as const,
  estimate: (prompt: string, models: readonly string[], comparePrompt: string | null = null) =>
    ['playground', 'estimate', prompt, [...models], comparePrompt] as const,
  runs: ['playground', 'runs'] as const,
  run: (id: string) => ['playground', 'run', id] as const,
  testingAnalytics: ['playground', 'testingAnalytics'] as const,
  library: ['playground', 'library'] as const,
};

/** Runs per page of the history. */
export const RUNS_PAGE_SIZE = 20;
