/**
 * Where a feature shows the prompt checks (lint and token preview, issue 22) without importing
 * the prompt-checks feature: a feature renders `<PromptChecksSlot text=… onApplyFix=… />` and
 * the app supplies what fills it (`PromptChecksProvider` in `app/layouts/dashboard-layout.tsx`,
 * rendering `features/prompt-checks`' `PromptChecks`). Without a provider (a public page, a
 * test of one feature) the slot renders nothing: the checks are advisory.
 */
import { createContext, useContext, type ReactNode } from 'react';

export interface PromptChecksSlotProps {
  /** The text as it is now. */
  text: string;
  /** Called with the fixed text; without it the findings are read-only. */
  onApplyFix?: ((next: string) => void) | undefined;
  /** Whether the prompt goes to a third party's model (the server decides when unset). */
  thirdParty?: boolean | undefined;
  /** The variables' values filled in so far (then unfilled ones are flagged). */
  values?: Record<string, string> | undefined;
  /** A Context Genie whose `name: value` lines fill matching variables. */
  contextId?: string | null | undefined;
  /**
   * The text is a one-off task sent as it is (the dashboard's task), not a saved prompt whose
   * variables are filled before each run: no fix then adds a `{{variable}}`.
   */
  plainText?: boolean | undefined;
  /** A one-line summary that expands to the details. */
  compact?: boolean | undefined;
  /** Fixes are off for now (e.g. while a run is going). */
  disabled?: boolean | undefined;
  /** The region's accessible name ("Checks for your task"). */
  label?: string | undefined;
  className?: string | undefined;
}

export type PromptChecksRenderer = (props: PromptChecksSlotProps) => ReactNode;

const PromptChecksContext = createContext<PromptChecksRenderer | null>(null);

export function PromptChecksProvider({
  render,
  children,
}: {
  render: PromptChecksRenderer;
  children: ReactNode;
}) {
  return <PromptChecksContext value={render}>{children}</PromptChecksContext>;
}

/** The prompt checks for `text`, as the app renders them (nothing without a provider). */
export function PromptChecksSlot(props: PromptChecksSlotProps) {
  const render = useContext(PromptChecksContext);
  return render ? render(props) : null;
}
