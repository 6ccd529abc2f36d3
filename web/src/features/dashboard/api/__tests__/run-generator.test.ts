import { describe, expect, it } from 'vitest';

import type { GeneratorKind } from '@/lib/gql/graphql';
import { makeGeneration, makeQuota, mockGraphQL } from '@/testing/graphql-mock';

import { runGenerator } from '../run-generator';

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
      ['GeneratePromptPrimer', { description: 'A fox', contextId: 'c_2', noContext: false }],
      ['GeneratePrompt', { description: 'A fox', contextId: 'c_2', noContext: false }],
      ['GeneratePromptMastermind', { description: 'A fox', contextId: 'c_2', noContext: false }],
      [
        'GenerateImagePrompt',
        { description: 'A fox', model: 'MIDJOURNEY', contextId: 'c_2', noContext: false },
      ],
      ['GenerateO4ImagePrompt', { description: 'A fox', contextId: 'c_2', noContext: false }],
      [
        'Veo3PromptGenerator',
        { description: 'A fox', imageBase64: null, contextId: 'c_2', noContext: false },
      ],
      ['GenerateSora2Prompt', { description: 'A fox', contextId: 'c_2', noContext: false }],
      ['GenerateJsonPrompt', { taskOrPrompt: 'A fox', contextId: 'c_2', noContext: false }],
    ]);
  });

  it('sends noContext (and no contextId) when no Genie is wanted', async () => {
    const server = mockAll();
    await runGenerator({ generator: 'IMAGE_PROMPT', description: 'A fox', noContext: true });
    await runGenerator({ generator: 'SORA2', description: 'A fox' });
    expect(server.calls.map((c) => c.variables)).toEqual([
      { description: 'A fox', model: 'MIDJOURNEY', contextId: null, noContext: true },
      // Neither: the server uses the active Genie, if any.
      { description: 'A fox', contextId: null, noContext: false },
    ]);
  });
});
