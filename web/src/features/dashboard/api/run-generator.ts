/**
 * Which operation each generator runs, behind one signature so the generation hook (and a
 * future streaming source) need not know the eight mutations apart.
 */
import type { GenerationResultFieldsFragment, GeneratorKind, ImageModel } from '@/lib/gql/graphql';

import { generateImagePrompt } from './generate-image-prompt';
import { generateJsonPrompt } from './generate-json-prompt';
import { generateO4ImagePrompt } from './generate-o4-image-prompt';
import { generatePrompt } from './generate-prompt';
import { generatePromptMastermind } from './generate-prompt-mastermind';
import { generatePromptPrimer } from './generate-prompt-primer';
import { generateSora2Prompt } from './generate-sora2-prompt';
import { veo3PromptGenerator } from './generate-veo3-prompt';

export type GenerationResult = GenerationResultFieldsFragment;
export type Generation = GenerationResult['generation'];
export type Quota = GenerationResult['quota'];

export interface GenerationRequest {
  generator: GeneratorKind;
  description: string;
  /** A Context Genie for this generation; none means the server uses the active one. */
  contextId?: string | null | undefined;
  /** Image generator only (default Midjourney). */
  imageModel?: ImageModel | undefined;
  /** Veo 3 only: the first frame as a data URL. */
  imageBase64?: string | null | undefined;
}

export function runGenerator(
  req: GenerationRequest,
  signal?: AbortSignal,
): Promise<GenerationResult> {
  const contextId = req.contextId || null;
  const description = req.description;
  switch (req.generator) {
    case 'PRIMER':
      return generatePromptPrimer({ description, contextId }, signal);
    case 'AI_AMPLIFIER':
      return generatePrompt({ description, contextId }, signal);
    case 'MASTERMIND':
      return generatePromptMastermind({ description, contextId }, signal);
    case 'IMAGE_PROMPT':
      return generateImagePrompt({ description, model: req.imageModel ?? 'MIDJOURNEY' }, signal);
    case 'O4_IMAGE_PROMPT':
      return generateO4ImagePrompt({ description }, signal);
    case 'VEO_3':
      return veo3PromptGenerator({ description, imageBase64: req.imageBase64 || null }, signal);
    case 'SORA_2':
      return generateSora2Prompt({ description, contextId }, signal);
    case 'JSON_PROMPTING':
      return generateJsonPrompt({ taskOrPrompt: description, contextId }, signal);
  }
}
