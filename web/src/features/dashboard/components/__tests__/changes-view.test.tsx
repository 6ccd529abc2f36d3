import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { COLD_EMAIL, SUMMARY } from '@/testing/changes';
import { makeGeneration } from '@/testing/graphql-mock';
import { renderRoutes } from '@/testing/render';

import type { Generation } from '../../api/run-generator';
import { ResultActionsProvider } from '../result-actions';
import { ResultCard } from '../result-card';

function renderCard(generation: Generation, extra?: (g: Generation, prompt: string) => void) {
  const card = <ResultCard generation={generation} />;
  const result = renderRoutes(
    [
      {
        path: '/',
        element: extra ? (
          <ResultActionsProvider
            render={(g, prompt) => {
              extra(g, prompt);
              return null;
            }}
          >
            {card}
          </ResultActionsProvider>
        ) : (
          card
        ),
      },
    ],
    '/',
  );
  const user = userEvent.setup();
  // user-event installs its own clipboard stub: replace it after setup.
  const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const copied = async () => {
    await user.click(screen.getByRole('button', { name: /^Cop(y|ied)$/ }));
    return writeText.mock.lastCall?.[0];
  };
  return { ...result, user, writeText, copied };
}

const explained = (example = COLD_EMAIL, overrides: Partial<Generation> = {}) =>
  makeGeneration({ ...example, ...overrides });

async function openChanges(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: 'Changes' }));
  return screen.getByRole('region', { name: 'Each change' });
}

describe('ResultCard: explained changes', () => {
  it('shows no Changes view when the server sent none, and copies the prompt', async () => {
    const { copied } = renderCard(makeGeneration({ prompt: 'The prompt.', changes: null }));
    expect(screen.queryByRole('radio', { name: 'Changes' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Show' })).toBeNull();
    expect(await copied()).toBe('The prompt.');
  });

  it('shows no Changes view when nothing changed', () => {
    renderCard(
      makeGeneration({
        description: 'as it is',
        prompt: 'as it is',
        changes: [{ kind: 'SAME', before: 'as it is', after: 'as it is', reason: null }],
      }),
    );
    expect(screen.queryByRole('radio', { name: 'Changes' })).toBeNull();
  });

  it('shows the word diff with <ins>/<del>, words for screen readers and a reason per change', async () => {
    const { user } = renderCard(explained(SUMMARY));
    expect(screen.getByRole('radio', { name: 'Prompt' })).toBeChecked();
    const list = await openChanges(user);

    const diff = screen.getByRole('group', { name: 'Changes to your words' });
    // The diff reads as the user's words and the prompt's, as text (never HTML).
    const removed = diff.querySelector('del');
    expect(removed).toHaveTextContent('removed please please');
    expect(removed?.className).toContain('line-through');
    expect([...diff.querySelectorAll('ins')].map((el) => el.textContent)).toEqual([
      'added Summarise',
      'added report.\n\n',
      'added Examples:\nA two-line summary.\n',
    ]);
    expect(diff).toHaveTextContent(/1\[Change 1, accepted: removed please please\s*\]/);

    expect(within(list).getByRole('heading', { level: 4 })).toHaveTextContent(
      '4 changes (4 accepted)',
    );
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => within(li).getByRole('group').getAttribute('aria-label')),
    ).toEqual([
      'Change 1: Removed words the prompt does not need',
      'Change 2: Reworded for clarity',
      'Change 3: Reworded for clarity',
      'Change 4: Added an example',
    ]);
    expect(within(list).getAllByRole('listitem')[3]).toHaveTextContent(
      'Adds “Examples: A two-line summary.”',
    );
  });

  it('Reject takes a change out of what Copy copies, and Accept puts it back', async () => {
    const { user, copied } = renderCard(explained());
    const list = await openChanges(user);
    // Change 4: the requirements and output format.
    expect(within(list).getAllByRole('listitem')[3]).toHaveTextContent(
      'Added concrete constraints',
    );
    const reject = within(list).getByRole('button', { name: 'Reject change 4' });
    const accept = within(list).getByRole('button', { name: 'Accept change 4' });
    expect(accept).toHaveAttribute('aria-pressed', 'true');

    await user.click(reject);
    expect(reject).toHaveAttribute('aria-pressed', 'true');
    expect(accept).toHaveAttribute('aria-pressed', 'false');
    expect(within(list).getByRole('heading', { level: 4 })).toHaveTextContent(
      '4 changes (3 accepted)',
    );
    const diff = screen.getByRole('group', { name: 'Changes to your words' });
    expect(diff.querySelector('[data-change="4"]')).toHaveTextContent(
      /^4\[Change 4, rejected: added Requirements:/,
    );
    const withoutRequirements =
      'You are an experienced B2B copywriter who writes short, specific emails that busy people answer.\n\nTask: Write a cold email to a CTO about our API.\n\n';
    expect(await copied()).toBe(withoutRequirements);

    // The prompt view shows the same text and says it is the user's version.
    await user.click(screen.getByRole('radio', { name: 'Prompt' }));
    expect(screen.getByRole('group', { name: 'Generated prompt' }).textContent).toBe(
      withoutRequirements,
    );
    expect(screen.getByText(/Your version: 1 change rejected/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    await user.click(screen.getByRole('button', { name: 'Accept change 4' }));
    expect(await copied()).toBe(COLD_EMAIL.prompt);
  });

  it('Reject all gives the user’s own words, Accept all the prompt', async () => {
    const { user, copied } = renderCard(explained());
    const list = await openChanges(user);
    const acceptAll = within(list).getByRole('button', { name: 'Accept all' });
    const rejectAll = within(list).getByRole('button', { name: 'Reject all' });
    expect(acceptAll).toBeDisabled();

    await user.click(rejectAll);
    expect(rejectAll).toBeDisabled();
    expect(within(list).getByRole('heading', { level: 4 })).toHaveTextContent('(0 accepted)');
    expect(await copied()).toBe(COLD_EMAIL.description);

    await user.click(acceptAll);
    expect(await copied()).toBe(COLD_EMAIL.prompt);
  });

  it('Open in, Save to library and Test on models get the accepted text', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const extra = vi.fn();
    const generation = explained(SUMMARY);
    const { user, writeText } = renderCard(generation, extra);
    // The renderer (the app's Save to library and Test on models) gets the generation and the
    // text to use: the prompt until a change is rejected.
    expect(extra).toHaveBeenLastCalledWith(generation, SUMMARY.prompt);

    const list = await openChanges(user);
    await user.click(within(list).getByRole('button', { name: 'Reject change 1' }));
    const text = `please please ${SUMMARY.prompt}`;
    expect(extra).toHaveBeenLastCalledWith(generation, text);

    await user.click(screen.getByRole('button', { name: /Open in/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'ChatGPT' }));
    expect(writeText).toHaveBeenLastCalledWith(text);
    expect(open).toHaveBeenCalledWith(
      `https://chatgpt.com/?q=${encodeURIComponent(text)}`,
      '_blank',
      'noopener,noreferrer',
    );
  });

  it('a new result starts with every change accepted', async () => {
    function Results() {
      const [generation, setGeneration] = useState(() => explained());
      return (
        <>
          <button type="button" onClick={() => setGeneration(explained(SUMMARY))}>
            Next result
          </button>
          <ResultCard generation={generation} />
        </>
      );
    }
    renderRoutes([{ path: '/', element: <Results /> }], '/');
    const user = userEvent.setup();
    const list = await openChanges(user);
    await user.click(within(list).getByRole('button', { name: 'Reject all' }));
    expect(within(list).getByRole('heading', { level: 4 })).toHaveTextContent('(0 accepted)');

    await user.click(screen.getByRole('button', { name: 'Next result' }));
    // Still on Changes, for the new result, all accepted.
    expect(
      within(screen.getByRole('region', { name: 'Each change' })).getByRole('heading', {
        level: 4,
      }),
    ).toHaveTextContent('4 changes (4 accepted)');
  });
});
