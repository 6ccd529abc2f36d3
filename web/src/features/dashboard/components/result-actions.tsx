/**
 * Extra buttons on a generation result, supplied from outside the feature: the app composes
 * the library's "Save to library" here (features don't import each other).
 */
import { createContext, useContext, type ReactNode } from 'react';

import type { Generation } from '../api/run-generator';

/**
 * `prompt` is the text to act on: the generation's prompt with the user's accepted changes
 * (the same as `generation.prompt` until a change is rejected).
 */
export type ResultActionsRenderer = (generation: Generation, prompt: string) => ReactNode;

const ResultActionsContext = createContext<ResultActionsRenderer | null>(null);

export function ResultActionsProvider({
  render,
  children,
}: {
  render: ResultActionsRenderer;
  children: ReactNode;
}) {
  return <ResultActionsContext value={render}>{children}</ResultActionsContext>;
}

export function useResultActions(): ResultActionsRenderer | null {
  return useContext(ResultActionsContext);
}
