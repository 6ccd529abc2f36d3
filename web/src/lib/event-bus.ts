/** A tiny typed publish/subscribe bus. Handlers run synchronously in subscription order. */

export type Handler<T> = (payload: T) => void;

export interface EventBus<Events extends Record<string, unknown>> {
  on<K extends keyof Events>(type: K, handler: Handler<Events[K]>): () => void;
  emit<K extends keyof Events>(type: K, payload: Events[K]): void;
}

export function createEventBus<Events extends Record<string, unknown>>(): EventBus<Events> {
  const handlers = new Map<keyof Events, Set<Handler<never>>>();
  return {
    on(type, handler) {
      let set = handlers.get(type);
      if (!set) {
        set = new Set();
        handlers.set(type, set);
      }
      set.add(handler);
      return () => {
        set.delete(handler);
      };
    },
    emit(type, payload) {
      for (const handler of [...(handlers.get(type) ?? [])]) {
        try {
          (handler as Handler<typeof payload>)(payload);
        } catch (error) {
          // One broken listener must not stop the others (or the sign-in that emitted).
          console.warn(`[events] a "${String(type)}" handler failed`, error);
        }
      }
    },
  };
}
