/** App-wide UI events that cross feature boundaries (composed in app/). */
import { createEventBus } from './event-bus';

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
}

export const appEvents = createEventBus<AppEventMap>();
