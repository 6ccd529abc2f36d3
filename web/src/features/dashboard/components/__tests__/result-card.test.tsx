import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { OPEN_IN_HINT } from '@/lib/open-in';
import { gqlError, makeGeneration, mockGraphQL } from '@/testing/graphql-mock';
import { renderRoutes } from '@/testing/render';

import type { Generation } from '../../api/run-generator';
import { BUILT_IN_ENGINE_NOTE, ResultCard } from '../result-card';

function renderCard(
  generation: Generation,
  props: Omit<Parameters<typeof ResultCard>[0], 'generation'> = {},
) {
  renderRoutes([{ path: '/', element: <ResultCard generation={generation} {...props} /> }], '/');
  const user = userEvent.setup();
  // user-event installs its own clipboard stub: replace it after setup.
  const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return { user, writeText };
}

const prompt = () => screen.getByRole('group', { name: 'Generated prompt' });

describe('ResultCard', () => {
  it('shows a prompt containing markup as text, never as HTML', () => {
    const text =
      '<script>window.hacked = true</script>\n<b>bold?</b> & <img src=x onerror=alert(1)>';
    renderCard(makeGeneration({ prompt: text }));

    const block = prompt();
    expect(block.textContent).toBe(text);
    expect(block.querySelector('script, b, img')).toBeNull();
    expect(block.querySelector('pre')).not.toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('lists the improvements, the notice and the parameters', () => {
    renderCard(
      makeGeneration({
        generator: 'IMAGE_PROMPT',
        improvements: ['Named a concrete style', 'Set the lighting'],
        notice:
          'The AI providers could not answer (openai: HTTP 503), so the built-in engine wrote this prompt.',
        parameters: { aspect_ratio: '16:9', version: '7' },
      }),
    );
    expect(screen.getByRole('heading', { name: 'Image' })).toBeInTheDocument();
    const improved = screen.getByRole('region', { name: 'What was improved' });
    expect(
      within(improved)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Named a concrete style', 'Set the lighting']);
    expect(screen.getByRole('status')).toHaveTextContent('built-in engine wrote this prompt');
    const parameters = screen.getByRole('region', { name: 'Parameters' });
    expect(within(parameters).getByText(/"aspect_ratio": "16:9"/)).toBeInTheDocument();
  });

  it('Copy puts the prompt on the clipboard and says "Copied"', async () => {
    const generation = makeGeneration({ prompt: 'Copy me exactly.\nTwo lines.' });
    const { user, writeText } = renderCard(generation);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('Copy me exactly.\nTwo lines.');
    expect(await screen.findByText('Copied', { selector: '[data-title]' })).toBeInTheDocument();
  });

  it('"Open in" copies first, then opens the site in a new tab', async () => {
    const generation = makeGeneration({ prompt: 'Plan a trip & pack light' });
    const { user, writeText } = renderCard(generation);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);

    const trigger = screen.getByRole('button', { name: /Open in/ });
    await user.hover(trigger);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(OPEN_IN_HINT);
    await user.click(trigger);
    await user.click(await screen.findByRole('menuitem', { name: 'ChatGPT' }));

    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(writeText).toHaveBeenCalledWith('Plan a trip & pack light');
    expect(writeText.mock.invocationCallOrder[0]).toBeLessThan(open.mock.invocationCallOrder[0]!);
    expect(open).toHaveBeenCalledWith(
      'https://chatgpt.com/?q=Plan%20a%20trip%20%26%20pack%20light',
      '_blank',
      'noopener,noreferrer',
    );

    await user.click(screen.getByRole('button', { name: /Open in/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Gemini' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(2));
    expect(open).toHaveBeenLastCalledWith(
      'https://gemini.google.com/app',
      '_blank',
      'noopener,noreferrer',
    );
    expect(writeText).toHaveBeenCalledTimes(2);
  });

  it('Like and Dislike toggle (aria-pressed) and call ratePrompt; a second click clears', async () => {
    const generation = makeGeneration();
    const server = mockGraphQL({
      RatePrompt: ({ generationId, rating }) => ({
        data: { ratePrompt: { ...generation, id: generationId as string, rating } },
      }),
    });
    const { user } = renderCard(generation);
    const like = screen.getByRole('button', { name: 'Like' });
    const dislike = screen.getByRole('button', { name: 'Dislike' });
    expect(like).toHaveAttribute('aria-pressed', 'false');

    await user.click(like);
    await waitFor(() => expect(server.callsTo('RatePrompt')).toHaveLength(1));
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(dislike).toHaveAttribute('aria-pressed', 'false');

    await user.click(dislike);
    await waitFor(() => expect(server.callsTo('RatePrompt')).toHaveLength(2));
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(dislike).toHaveAttribute('aria-pressed', 'true');

    await user.click(dislike);
    await waitFor(() => expect(server.callsTo('RatePrompt')).toHaveLength(3));
    expect(dislike).toHaveAttribute('aria-pressed', 'false');

    expect(server.callsTo('RatePrompt').map((c) => c.variables.rating)).toEqual([
      'LIKE',
      'DISLIKE',
      null,
    ]);
  });

  it('puts the rating back when the server refuses it', async () => {
    mockGraphQL({ RatePrompt: () => gqlError('NOT_FOUND', 'No generation with that id.') });
    const { user } = renderCard(makeGeneration({ rating: 'LIKE' }));
    const like = screen.getByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'true');
    await user.click(like);
    expect(await screen.findByText('No generation with that id.')).toBeInTheDocument();
    expect(like).toHaveAttribute('aria-pressed', 'true');
  });

  it('says "Built-in engine", never "Offline engine", with a note for operators on request', async () => {
    const { user } = renderCard(makeGeneration({ engine: 'offline' }));
    expect(screen.getByText('Built-in engine')).toBeInTheDocument();
    expect(screen.queryByText(/offline/i)).toBeNull();

    const about = screen.getByRole('button', { name: 'About the built-in engine' });
    const note = screen.getByText(BUILT_IN_ENGINE_NOTE);
    expect(note).not.toBeVisible();
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(about).toHaveAttribute('aria-controls', note.id);

    await user.click(about);
    expect(about).toHaveAttribute('aria-expanded', 'true');
    expect(note).toBeVisible();
    expect(note).toHaveTextContent('[[llm.providers]]');
    expect(note).toHaveTextContent('docs/configuration.md');
    await user.click(about);
    expect(note).not.toBeVisible();
  });

  it('names the provider and model that wrote the prompt, without the built-in note', () => {
    renderCard(makeGeneration({ engine: 'openai:gpt-4o-mini' }));
    expect(screen.getByText('openai:gpt-4o-mini')).toBeInTheDocument();
    expect(screen.queryByText('Built-in engine')).toBeNull();
    expect(screen.queryByRole('button', { name: 'About the built-in engine' })).toBeNull();
  });

  it('offers the Image generator, in one click, when a text tier was asked for an image', async () => {
    const onUseGenerator = vi.fn();
    const task = 'a landing page hero image for a coffee brand';
    const { user } = renderCard(
      makeGeneration({ generator: 'PRIMER', taskKind: 'image', description: task }),
      { onUseGenerator },
    );
    const offer = screen.getByRole('region', { name: 'A generator made for this task' });
    expect(offer).toHaveAccessibleDescription(/asks for an image/);
    expect(offer).not.toHaveAccessibleDescription(/paid plans/);
    expect(
      within(offer)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Generate with Image']);
    await user.click(within(offer).getByRole('button', { name: 'Generate with Image' }));
    expect(onUseGenerator).toHaveBeenCalledExactlyOnceWith('IMAGE_PROMPT', task);
  });

  it('offers Veo 3 first and Sora 2 second for a video task', async () => {
    const onUseGenerator = vi.fn();
    const task = 'a 8 second clip of a cat surfing at sunset';
    const { user } = renderCard(
      makeGeneration({ generator: 'MASTERMIND', taskKind: 'video', description: task }),
      { onUseGenerator },
    );
    const offer = screen.getByRole('region', { name: 'A generator made for this task' });
    expect(offer).toHaveAccessibleDescription(/asks for a video/);
    expect(
      within(offer)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Generate with Veo 3', 'Generate with Sora 2']);
    await user.click(within(offer).getByRole('button', { name: 'Generate with Sora 2' }));
    await user.click(within(offer).getByRole('button', { name: 'Generate with Veo 3' }));
    expect(onUseGenerator.mock.calls).toEqual([
      ['SORA2', task],
      ['VEO3', task],
    ]);
  });

  it('tells a Free user the offered generators are on the paid plans', () => {
    renderCard(makeGeneration({ generator: 'AI_AMPLIFIER', taskKind: 'video' }), {
      onUseGenerator: vi.fn(),
      isFree: true,
    });
    expect(
      screen.getByRole('region', { name: 'A generator made for this task' }),
    ).toHaveAccessibleDescription(
      'Your task asks for a video. Veo 3 and Sora 2 write a prompt for the video model itself. Both are part of the paid plans.',
    );
    expect(screen.getByRole('button', { name: 'Generate with Veo 3' })).toBeEnabled();
  });

  it.each([
    ['a text task in a text tier', { generator: 'PRIMER', taskKind: 'email' }],
    [
      'an image task already in the Image generator',
      { generator: 'IMAGE_PROMPT', taskKind: 'image' },
    ],
    ['a video task already in Veo 3', { generator: 'VEO3', taskKind: 'video' }],
    ['an unknown task kind', { generator: 'PRIMER', taskKind: 'toString' }],
  ] as const)('offers no other generator for %s', (_, overrides) => {
    renderCard(makeGeneration(overrides), { onUseGenerator: vi.fn() });
    expect(screen.queryByRole('region', { name: 'A generator made for this task' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Generate with/ })).toBeNull();
  });

  it('offers nothing where the card cannot switch generators (no handler)', () => {
    renderCard(makeGeneration({ generator: 'PRIMER', taskKind: 'image' }));
    expect(screen.queryByRole('button', { name: /^Generate with/ })).toBeNull();
  });
});
