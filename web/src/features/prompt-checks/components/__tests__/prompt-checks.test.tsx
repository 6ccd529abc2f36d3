/**
 * PromptChecks against a fake server at the wire: findings, the empty state, the token and
 * cost preview, one-click fixes applied only to the text they were computed for, answers that
 * arrive late, errors, the compact summary and read-only use.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { gqlError, mockGraphQL, type GraphQLReply } from '@/testing/graphql-mock';
import {
  analysisReply,
  lintLikeServer,
  makeAnalysis,
  makeFinding,
  makeModelCount,
  OUTPUT_FORMAT_LINE,
  OUTPUT_FORMAT_MESSAGE,
} from '@/testing/prompt-checks';
import { renderRoutes } from '@/testing/render';

import { PromptChecks, type PromptChecksProps } from '../prompt-checks';

const CONTRADICTION =
  'Contradiction: "be brief" and "at least 1,000 words" cannot both hold. Keep one.';

/** A text box and its checks, as a feature mounts them. */
function Harness({ initial = '', ...props }: Partial<PromptChecksProps> & { initial?: string }) {
  const [text, setText] = useState(initial);
  return (
    <>
      <label>
        Prompt
        <textarea value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <PromptChecks text={text} onApplyFix={setText} {...props} />
    </>
  );
}

function renderChecks(props: Partial<PromptChecksProps> & { initial?: string } = {}) {
  renderRoutes([{ path: '/', element: <Harness {...props} /> }], '/');
  return { user: userEvent.setup() };
}

const checks = (name = 'Prompt checks') => screen.getByRole('region', { name });
const box = () => screen.getByLabelText<HTMLTextAreaElement>('Prompt');

describe('PromptChecks', () => {
  it('asks nothing for empty text and says what will show', async () => {
    const server = mockGraphQL({ PromptChecks: lintLikeServer });
    renderChecks();
    expect(checks()).toHaveTextContent('Suggestions and the token count show as you type.');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(server.callsTo('PromptChecks')).toHaveLength(0);
  });

  it('shows each finding with its severity, reason, the quoted words and its fix', async () => {
    const text = 'Write a story. Be brief, and write at least 1,000 words.';
    const start = text.indexOf('Be brief');
    mockGraphQL({
      PromptChecks: () =>
        analysisReply(
          makeAnalysis(text, {
            lint: [
              makeFinding({
                rule: 'contradiction',
                severity: 'WARNING',
                message: CONTRADICTION,
                start,
                end: text.length - 1,
              }),
              makeFinding({
                fix: { label: 'Add an output format', edits: [{ start: 0, end: 0, text: '' }] },
              }),
            ],
          }),
        ),
    });
    renderChecks({ initial: text });

    const region = checks();
    const list = await within(region).findByRole('list', { name: 'Suggestions' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(`Warning: ${CONTRADICTION}`);
    expect(items[0]?.querySelector('q')).toHaveTextContent(
      'Be brief, and write at least 1,000 words',
    );
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(items[1]).toHaveTextContent(`Suggestion: ${OUTPUT_FORMAT_MESSAGE}`);
    const fix = within(items[1]!).getByRole('button', { name: 'Add an output format' });
    expect(fix).toHaveAccessibleDescription(expect.stringContaining(OUTPUT_FORMAT_MESSAGE));
    // The count is what the polite live region says.
    expect(region.querySelector('[aria-live="polite"]')).toHaveTextContent('2 suggestions');
    expect(region).toHaveTextContent(`2 suggestions · ~${Math.ceil(text.length / 4)} tokens`);
  });

  it('says "No issues found" with the estimate when nothing is flagged', async () => {
    mockGraphQL({ PromptChecks: (v) => analysisReply(makeAnalysis(String(v.text))) });
    renderChecks({ initial: 'Return a JSON list of three fruit names.' });
    const region = checks();
    await within(region).findByText('About 10 tokens');
    expect(region.querySelector('[aria-live="polite"]')).toHaveTextContent('No issues found');
    expect(within(region).queryByRole('list')).toBeNull();
    expect(within(region).queryByRole('table')).toBeNull();
  });

  it('shows each configured model’s tokens, exact or estimated, and the cost of one run', async () => {
    mockGraphQL({
      PromptChecks: (v) =>
        analysisReply(
          makeAnalysis(String(v.text), {
            models: [
              makeModelCount({
                modelId: 'openai/gpt-4o',
                tokens: 9,
                exact: true,
                runCostUsd: 0.0153,
              }),
              makeModelCount({
                modelId: 'fake/m-a',
                tokens: 11,
                exact: false,
                runCostUsd: 0.00205,
              }),
              makeModelCount({ modelId: 'fake/m-b', tokens: 1234, exact: false, runCostUsd: null }),
            ],
          }),
        ),
    });
    renderChecks({ initial: 'Return a JSON list of three fruit names.' });
    const table = await within(checks()).findByRole('table', {
      name: 'Tokens and cost of one run on each model',
    });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
    expect(rows).toEqual([
      ['openai/gpt-4o', '9 exact', '$0.015'],
      ['fake/m-a', '~11 est.', '<$0.01'],
      ['fake/m-b', '~1,234 est.', 'no price'],
    ]);
  });

  it('applies a fix to the text, then checks the new text, and the finding goes', async () => {
    const server = mockGraphQL({ PromptChecks: lintLikeServer });
    const { user } = renderChecks();
    await user.type(box(), 'Write a poem about the sea  ');

    const fix = await within(checks()).findByRole('button', { name: 'Add an output format' });
    await waitFor(() => expect(fix).toBeEnabled());
    await user.click(fix);

    expect(box().value).toBe(`Write a poem about the sea\n\n${OUTPUT_FORMAT_LINE}`);
    await waitFor(() =>
      expect(checks().querySelector('[aria-live="polite"]')).toHaveTextContent('No issues found'),
    );
    expect(within(checks()).queryByRole('button', { name: 'Add an output format' })).toBeNull();
    // Debounced: one question per resting text, the last for the fixed text.
    const asked = server.callsTo('PromptChecks').map((call) => call.variables.text);
    expect(asked.at(-1)).toBe(`Write a poem about the sea\n\n${OUTPUT_FORMAT_LINE}`);
    expect(asked.length).toBeLessThanOrEqual(3);
  });

  it('does not apply a finding’s fix once the text changed, until the new text is checked', async () => {
    mockGraphQL({ PromptChecks: lintLikeServer });
    const { user } = renderChecks({ initial: 'Write a poem about the sea' });
    const fix = await within(checks()).findByRole('button', { name: 'Add an output format' });
    await waitFor(() => expect(fix).toBeEnabled());

    await user.type(box(), ' at night');
    // The last answer stays, dimmed, with its fix off while the new text waits.
    const stale = within(checks()).getByRole('button', { name: 'Add an output format' });
    expect(stale).toBeDisabled();
    await user.click(stale);
    expect(box().value).toBe('Write a poem about the sea at night');

    // Once the new text is checked its own fix applies to it.
    await waitFor(() =>
      expect(within(checks()).getByRole('button', { name: 'Add an output format' })).toBeEnabled(),
    );
    await user.click(within(checks()).getByRole('button', { name: 'Add an output format' }));
    expect(box().value).toBe(`Write a poem about the sea at night\n\n${OUTPUT_FORMAT_LINE}`);
  });

  it('never lets an answer that arrives late stand for the newer text', async () => {
    let answerFirst: (reply: GraphQLReply) => void = () => undefined;
    mockGraphQL({
      PromptChecks: (variables) => {
        const text = String(variables.text);
        if (text === 'Write a poem about the sea') {
          // The first question is answered last.
          return new Promise<GraphQLReply>((resolve) => (answerFirst = resolve));
        }
        return analysisReply(makeAnalysis(text));
      },
    });
    const { user } = renderChecks({ initial: 'Write a poem about the sea' });
    await waitFor(() => expect(checks()).toHaveTextContent('Checking…'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    await user.type(box(), '. Output format: a haiku.');
    await waitFor(() =>
      expect(checks().querySelector('[aria-live="polite"]')).toHaveTextContent('No issues found'),
    );

    answerFirst(lintLikeServer({ text: 'Write a poem about the sea' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(checks().querySelector('[aria-live="polite"]')).toHaveTextContent('No issues found');
    expect(within(checks()).queryByRole('button', { name: 'Add an output format' })).toBeNull();
  });

  it('shows an error without moving the text, and Check again asks again', async () => {
    let fail = true;
    const server = mockGraphQL({
      PromptChecks: (variables) =>
        fail
          ? gqlError('BAD_USER_INPUT', 'The prompt is longer than 100000 characters.', {
              field: 'text',
            })
          : lintLikeServer(variables),
    });
    const { user } = renderChecks({ initial: 'Write a poem about the sea' });
    await within(checks()).findByText(
      'Could not check the prompt: The prompt is longer than 100000 characters.',
    );
    fail = false;
    await user.click(within(checks()).getByRole('button', { name: 'Check again' }));
    await within(checks()).findByRole('button', { name: 'Add an output format' });
    expect(server.callsTo('PromptChecks')).toHaveLength(2);
  });

  it('compact: one summary line whose Details button shows the findings', async () => {
    mockGraphQL({ PromptChecks: lintLikeServer });
    const { user } = renderChecks({
      initial: 'Write a poem about the sea',
      compact: true,
      label: 'Checks for your task',
    });
    const region = checks('Checks for your task');
    const toggle = await within(region).findByRole('button', { name: 'Details' });
    expect(region).toHaveTextContent('1 suggestion · ~7 tokens');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(region).queryByRole('list')).toBeNull();

    await user.click(toggle);
    expect(within(region).getByRole('button', { name: 'Hide details' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(region).getByRole('list', { name: 'Suggestions' })).toBeInTheDocument();
    expect(
      within(region).getByRole('button', { name: 'Add an output format' }),
    ).toBeInTheDocument();
  });

  it('read-only (no onApplyFix) and disabled show no usable fix', async () => {
    mockGraphQL({ PromptChecks: lintLikeServer });
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <>
              <PromptChecks text="Write a poem about the sea" label="Read-only" />
              <PromptChecks
                text="Write a poem about the sea"
                onApplyFix={() => undefined}
                disabled
                label="Disabled"
              />
            </>
          ),
        },
      ],
      '/',
    );
    const readOnly = checks('Read-only');
    await within(readOnly).findByText(OUTPUT_FORMAT_MESSAGE);
    expect(within(readOnly).queryByRole('button')).toBeNull();
    const disabled = checks('Disabled');
    expect(
      await within(disabled).findByRole('button', { name: 'Add an output format' }),
    ).toBeDisabled();
  });

  it('sends the values, the Context Genie and where the prompt goes', async () => {
    const server = mockGraphQL({ PromptChecks: lintLikeServer });
    renderChecks({
      initial: 'Write to {{name}}',
      values: { name: 'Ada' },
      contextId: 'ctx-1',
      thirdParty: true,
    });
    await waitFor(() => expect(server.callsTo('PromptChecks')).toHaveLength(1));
    expect(server.callsTo('PromptChecks')[0]?.variables).toEqual({
      text: 'Write to {{name}}',
      values: { name: 'Ada' },
      contextId: 'ctx-1',
      thirdParty: true,
      plainText: false,
    });
  });

  it('says when the text is a one-off task, so no fix adds a variable', async () => {
    const server = mockGraphQL({ PromptChecks: lintLikeServer });
    renderChecks({ initial: 'Draft a newsletter about our autumn release', plainText: true });
    await waitFor(() => expect(server.callsTo('PromptChecks')).toHaveLength(1));
    expect(server.callsTo('PromptChecks')[0]?.variables).toMatchObject({ plainText: true });
  });
});
