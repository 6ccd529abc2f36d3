/**
 * Which mutation each generator runs, behind one signature so the generation hook need not
 * know the eight mutations apart. The hook's default source streams instead
 * (`stream-generation.ts`, one subscription that names the generator); this one answers in one
 * piece, for `VITE_STREAM_GENERATION=false` and where no websocket can be opened.
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
  /**
   * The Context Genie for this generation. With neither this nor `noContext`, the server uses
   * the active Genie (if any).
   */
  contextId?: string | null | undefined;
  /** No Context Genie at all, not even the active one. Never together with `contextId`. */
  noContext?: boolean | undefined;
  /** Image generator only (default Midjourney). */
  imageModel?: ImageModel | undefined;
  /** Veo 3 only: the first frame as a data URL. */
  imageBase64?: string | null | undefined;
  /** Which version of the prompt: 0 (default); "Try again" asks for the next one. */
  variant?: number | undefined;
  /** Mastermind only: print the plan and the critique in the answer. */
  showReasoning?: boolean | undefined;
  /** Shared by the generations of one side-by-side comparison (counted once for achievements). */
  comparisonId?: string | undefined;
}

/** The highest variant the server takes; "Try again" wraps around to 1 after it. */
export const VARIANT_MAX = 999;

/** The same request, one "Try again" later: the next version of the prompt. */
export function nextVariant(req: GenerationRequest): GenerationRequest {
  return { ...req, variant: ((req.variant ?? 0) % VARIANT_MAX) + 1 };
}

/** The arguments every generator takes, as the server expects them: the Context Genie and
 * the variant. */
export function commonArgs(req: GenerationRequest): {
  contextId: string | null;
  noContext: boolean;
  variant: number;
  comparisonId: string | null;
} {
  const noContext = req.noContext === true;
  return {
    contextId: noContext ? null : req.contextId || null,
    noContext,
    variant: req.variant ?? 0,
    comparisonId: req.comparisonId ?? null,
  };
}

export function runGenerator(
  req: GenerationRequest,
  signal?: AbortSignal,
): Promise<GenerationResult> {
  const context = commonArgs(req);
  const description = req.description;
  switch (req.generator) {
    case 'PRIMER':
      return generatePromptPrimer({ description, ...context }, signal);
    case 'AI_AMPLIFIER':
      return generatePrompt({ description, ...context }, signal);
    case 'MASTERMIND':
      return generatePromptMastermind(
        { description, showReasoning: req.showReasoning === true, ...context },
        signal,
      );
    case 'IMAGE_PROMPT':
      return generateImagePrompt(
        { description, model: req.imageModel ?? 'MIDJOURNEY', ...context },
        signal,
      );
    case 'O4_IMAGE_PROMPT':
      return generateO4ImagePrompt({ description, ...context }, signal);
    case 'VEO3':
      return veo3PromptGenerator(
        { description, imageBase64: req.imageBase64 || null, ...context },
        signal,
      );
    case 'SORA2':
      return generateSora2Prompt({ description, ...context }, signal);
    case 'JSON_PROMPTING':
      return generateJsonPrompt({ taskOrPrompt: description, ...context }, signal);
  }
}
