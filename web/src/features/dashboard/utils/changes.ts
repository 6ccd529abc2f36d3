/**
 * Explained changes (issue 20): the server compares the user's words with the prompt word by
 * word (`Generation.changes`, `crates/domain/src/changes.rs`) and sends the pieces in order,
 * white space included. The text is the pieces joined as they are, each change's `after` when
 * accepted and its `before` when rejected (`domain::changes::apply`), so accepting every
 * change gives the prompt and rejecting every change the user's words, to the character.
 */
import type { PromptChangeFieldsFragment } from '@/lib/gql/graphql';

export type PromptChange = PromptChangeFieldsFragment;

/** The text with every change accepted but those whose index (in `changes`) is in `rejected`. */
export function applyChanges(
  changes: readonly PromptChange[],
  rejected: ReadonlySet<number>,
): string {
  let text = '';
  changes.forEach((change, index) => {
    text += change.kind !== 'SAME' && rejected.has(index) ? change.before : change.after;
  });
  return text;
}

/** The indexes of the pieces that are changes (not SAME), in order. */
export function changeIndexes(changes: readonly PromptChange[]): number[] {
  const indexes: number[] = [];
  changes.forEach((change, index) => {
    if (change.kind !== 'SAME') indexes.push(index);
  });
  return indexes;
}
