import { describe, expect, it } from 'vitest';

import type { GeneratorKind } from '@/lib/gql/graphql';
import { makeGeneration, makeQuota, mockGraphQL } from '@/testing/graphql-mock';

import { nextVariant, runGenerator, VARIANT_MAX } from '../run-generator';

/** Each generator's mutation: operation name and result field. */
const MUTATIONS: Record<GeneratorKind, [string, string]> = {
  PRIMER: ['GeneratePromptPrimer', 'generatePromptPrimer'],
  AI_AMPLIFIER: ['GeneratePrompt', 'generatePrompt'],
  MASTERMIND: ['GeneratePromptMastermind', 'generatePromptMastermind'],
  IMAGE_PROMPT: ['GenerateImagePrompt', 'generateImagePrompt'],
  O4_IMAGE_PROMPT: ['GenerateO4ImagePrompt', 'generateO4ImagePrompt'],
  VEO3: ['Veo3PromptGenerator', 'veo3PromptGenerator'],
  SORA2: ['GenerateSora2Prompt', 'generateSora2Prompt'],
  JSON_PROMPTING: ['GenerateJsonPrompt', 'generateJsonPrompt'],
};

function mockAll() {
  return mockGraphQL(
    Object.fromEntries(
      Object.entries(MUTATIONS).map(([generator, [operation, field]]) => [
        operation,
        () => ({
          data: {
            [field]: {
              generation: makeGeneration({ generator: generator as GeneratorKind }),
              quota: makeQuota(),
            },
          },
        }),
      ]),
    ),
  );
}

describe('runGenerator (the GraphQL mutations)', () => {
  it('sends the picked Context Genie with every generator', async () => {
    const server = mockAll();
    for (const generator of Object.keys(MUTATIONS) as GeneratorKind[]) {
      const result = await runGenerator({ generator, description: 'A fox', contextId: 'c_2' });
      expect(result.generation.generator).toBe(generator);
    }
    expect(server.calls.map((c) => [c.operationName, c.variables])).toEqual([
      [
        'GeneratePromptPrimer',
        {
          description: 'A fox',
          contextId: 'c_2',
          noContext: false,
          variant: 0,
          comparisonId: null,
        },
      ],
      [
        'GeneratePrompt',
        {
          description: 'A fox',
          contextId: 'c_2',
          noContext: false,
          variant: 0,
          comparisonId: null,
        },
      ],
      [
        'GeneratePromptMastermind',
        {
          description: 'A fox',
          showReasoning: false,
          contextId: 'c_2',
          noContext: false,
          variant: 0,
          comparisonId: null,
        },
      ],
      [
        'GenerateImagePrompt',
        {
          description: 'A fox',
          model: 'MIDJOURNEY',
          contextId: 'c_2',
          noContext: false,
          variant: 0,
          comparisonId: null,
        },
      ],
      [
        'GenerateO4ImagePrompt',
        {
          description: 'A fox',
          contextId: 'c_2',
          noContext: false,
          variant: 0,
          comparisonId: null,
        },
      ],
      [
        'Veo3PromptGenerator',
        {
          description: 'A fox',
          imageBase64: null,
          contextId: 'c_2',
          noContext: false,
          variant: 0,
          comparisonId: null,
        },
      ],
      [
        'GenerateSora2Prompt',
        {
          description: 'A fox',
          contextId: 'c_2',
          noContext: false,
          variant: 0,
          comparisonId: null,
        },
      ],
      [
        'GenerateJsonPrompt',
        {
          taskOrPrompt: 'A fox',
          contextId: 'c_2',
          noContext: false,
          variant: 0,
          comparisonId: null,
        },
      ],
    ]);
  });

  it('sends noContext (and no contextId) when no Genie is wanted', async () => {
    const server = mockAll();
    await runGenerator({ generator: 'IMAGE_PROMPT', description: 'A fox', noContext: true });
    await runGenerator({ generator: 'SORA2', description: 'A fox' });
    expect(server.calls.map((c) => c.variables)).toEqual([
      {
        description: 'A fox',
        model: 'MIDJOURNEY',
        contextId: null,
        noContext: true,
        variant: 0,
        comparisonId: null,
      },
      // Neither: the server uses the active Genie, if any.
      { description: 'A fox', contextId: null, noContext: false, variant: 0, comparisonId: null },
    ]);
  });

  it('"Try again" asks for the next variant, wrapping after the last', () => {
    const request = { generator: 'PRIMER' as const, description: 'A fox' };
    expect(nextVariant(request)).toEqual({ ...request, variant: 1 });
    expect(nextVariant(nextVariant(request)).variant).toBe(2);
    expect(nextVariant({ ...request, variant: VARIANT_MAX }).variant).toBe(1);
  });

  it('sends the variant and, for Mastermind, showReasoning', async () => {
    const server = mockAll();
    await runGenerator({
      generator: 'MASTERMIND',
      description: 'A fox',
      variant: 4,
      showReasoning: true,
    });
    expect(server.calls[0]?.variables).toMatchObject({ variant: 4, showReasoning: true });
  });

  it('sends a comparison’s id with each of its generations, and keeps it on "Try again"', async () => {
    const server = mockAll();
    const half = { description: 'A fox', comparisonId: 'cmp-1234-abcd' };
    await runGenerator({ generator: 'PRIMER', ...half });
    await runGenerator(nextVariant({ generator: 'JSON_PROMPTING', ...half }));
    expect(server.calls.map((c) => c.variables.comparisonId)).toEqual([
      'cmp-1234-abcd',
      'cmp-1234-abcd',
    ]);
  });
});
