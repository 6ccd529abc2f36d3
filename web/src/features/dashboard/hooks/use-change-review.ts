/**
 * The user's review of a generation's explained changes: which are rejected, and the text that
 * follows (what Copy, Open in, Save to library and Test on models use). Every change starts
 * accepted, so a user who reviews nothing gets the prompt exactly as the server wrote it.
 */
import { useMemo, useState } from 'react';

import type { Generation } from '../api/run-generator';
import { applyChanges, changeIndexes, type PromptChange } from '../utils/changes';

export interface ChangeReview {
  /** The pieces to show, or null when there is nothing to review (too long, or unchanged). */
  changes: readonly PromptChange[] | null;
  /** Indexes (in `changes`) of the pieces that are changes, in order. */
  indexes: readonly number[];
  rejected: ReadonlySet<number>;
  /** The prompt with the accepted changes: the text to copy, save or test. */
  text: string;
  setAccepted: (index: number, accepted: boolean) => void;
  acceptAll: () => void;
  rejectAll: () => void;
}

const NONE: ReadonlySet<number> = new Set();

export function useChangeReview(generation: Generation): ChangeReview {
  // Keyed by the generation: a new result (Try again) starts with every change accepted.
  const [state, setState] = useState<{ id: string; rejected: ReadonlySet<number> }>({
    id: generation.id,
    rejected: NONE,
  });
  const rejected = state.id === generation.id ? state.rejected : NONE;
  const { changes, prompt } = generation;
  const indexes = useMemo(() => (changes ? changeIndexes(changes) : []), [changes]);
  const text = useMemo(
    // Nothing rejected: the prompt itself, as before there were changes to review.
    () => (changes && rejected.size > 0 ? applyChanges(changes, rejected) : prompt),
    [changes, rejected, prompt],
  );

  const update = (next: (current: ReadonlySet<number>) => ReadonlySet<number>) =>
    setState((current) => ({
      id: generation.id,
      rejected: next(current.id === generation.id ? current.rejected : NONE),
    }));

  return {
    changes: changes && indexes.length > 0 ? changes : null,
    indexes,
    rejected,
    text,
    setAccepted: (index, accepted) =>
      update((current) => {
        const next = new Set(current);
        if (accepted) next.delete(index);
        else next.add(index);
        return next;
      }),
    acceptAll: () => update(() => NONE),
    rejectAll: () => update(() => new Set(indexes)),
  };
}
