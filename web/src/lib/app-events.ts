/** App-wide UI events that cross feature boundaries (composed in app/). */
import { createEventBus } from './event-bus';

export interface AppEventMap extends Record<string, unknown> {
  /** The "new prompt" keyboard shortcut was pressed while on /dashboard. */
  newPrompt: { at: number };
}

export const appEvents = createEventBus<AppEventMap>();
