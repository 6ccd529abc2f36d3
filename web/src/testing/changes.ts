/**
 * Explained changes as the server sends them (`Generation.changes`): the pieces of the
 * comparison of the user's words with the prompt, in order, white space included.
 */
import type { PromptChangeFieldsFragment } from '@/lib/gql/graphql';

export interface ExplainedGeneration {
  description: string;
  prompt: string;
  changes: PromptChangeFieldsFragment[];
}

const same = (text: string): PromptChangeFieldsFragment => ({
  kind: 'SAME',
  before: text,
  after: text,
  reason: null,
});

/**
 * What the server answered (built-in engine, Primer) for the domain's example task
 * (`crates/domain/src/changes.rs`): the role replaces the first word, the task is restated,
 * and the requirements and output format are added as one section.
 */
export const COLD_EMAIL: ExplainedGeneration = {
  description: 'write a cold email to a CTO about our API',
  prompt:
    'You are an experienced B2B copywriter who writes short, specific emails that busy people answer.\n\nTask: Write a cold email to a CTO about our API.\n\nRequirements:\n- Write for a CTO: use their vocabulary and address what they care about.\n- Keep the body under 120 words.\n- No buzzwords ("synergy", "revolutionary", "game-changing") and no exclamation marks.\n- One call to action only.\n\nOutput format: The chosen subject line on the first line as `Subject: \u2026`, a blank line, then the email body, then the two alternative subject lines under a `Alternatives:` heading.',
  changes: [
    {
      kind: 'REPLACED',
      before: 'write',
      after: 'You are an experienced B2B copywriter who writes short, specific emails',
      reason: 'Added an expert role',
    },
    same(' '),
    {
      kind: 'ADDED',
      before: '',
      after: 'that busy people answer.\n\nTask: Write ',
      reason: 'Restated the task as a clear instruction',
    },
    same('a cold email to a CTO about our '),
    { kind: 'REPLACED', before: 'API', after: 'API.\n\n', reason: 'Reworded for clarity' },
    {
      kind: 'ADDED',
      before: '',
      after:
        'Requirements:\n- Write for a CTO: use their vocabulary and address what they care about.\n- Keep the body under 120 words.\n- No buzzwords ("synergy", "revolutionary", "game-changing") and no exclamation marks.\n- One call to action only.\n\nOutput format: The chosen subject line on the first line as `Subject: \u2026`, a blank line, then the email body, then the two alternative subject lines under a `Alternatives:` heading.',
      reason: 'Added concrete constraints',
    },
  ],
};

/**
 * Words removed as well as added, written after the domain's "please please summarise" test
 * (the built-in engine's prompts keep the user's words, so they seldom remove any).
 */
export const SUMMARY: ExplainedGeneration = {
  description: 'please please summarise this report',
  prompt: 'Summarise this report.\n\nExamples:\nA two-line summary.\n',
  changes: [
    {
      kind: 'REMOVED',
      before: 'please please ',
      after: '',
      reason: 'Removed words the prompt does not need',
    },
    { kind: 'REPLACED', before: 'summarise', after: 'Summarise', reason: 'Reworded for clarity' },
    same(' this '),
    {
      kind: 'REPLACED',
      before: 'report',
      after: 'report.\n\n',
      reason: 'Reworded for clarity',
    },
    {
      kind: 'ADDED',
      before: '',
      after: 'Examples:\nA two-line summary.\n',
      reason: 'Added an example',
    },
  ],
};
