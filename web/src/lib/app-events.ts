/** App-wide UI events that cross feature boundaries (composed in app/). */
import { createEventBus } from './event-bus';

/** What the user just did that can move an achievement forward. */
export type ProgressCause = 'generation' | 'save' | 'share' | 'contextGenie';

export interface AppEventMap extends Record<string, unknown> {
  /** The "new prompt" keyboard shortcut was pressed while on /dashboard. */
  newPrompt: { at: number };
  /**
   * Spec point 4 "refresh folders": the library changed (a save, a move, an import...), so
   * whoever shows the folders reloads them.
   */
  refreshFolders: { at: number };
  /** Spec point 4 "folders refreshed": the folders were (re)loaded from the server. */
  foldersRefreshed: { count: number; at: number };
  /**
   * The server recorded something that counts towards achievements (a generation, a save, a
   * share, a Context Genie): whoever shows achievements looks for new unlocks.
   */
  progressMade: { cause: ProgressCause; at: number };
}

export const appEvents = createEventBus<AppEventMap>();

/** Announces `progressMade` (see above). */
export function announceProgress(cause: ProgressCause): void {
  appEvents.emit('progressMade', { cause, at: Date.now() });
}
