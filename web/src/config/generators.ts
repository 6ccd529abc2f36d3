/**
 * The prompt generators offered on the dashboard, as data: names, one-line pitches and which
 * plan unlocks them. The server is the authority on plan rights (it answers PLAN_LIMIT); `paid`
 * only decides the "Pro" badge. Every generator takes a Context Genie (or none).
 */
import type { GeneratorKind, ImageModel } from '@/lib/gql/graphql';

export interface GeneratorInfo {
  id: GeneratorKind;
  label: string;
  /** A few words under the name ("fast", "deeper", …). */
  tagline: string;
  description: string;
  /** Only on paid plans (Pro, Annual Pro, 3-Day Pass). */
  paid: boolean;
}

/** The three text tiers, from fastest to most thorough. */
export const TEXT_TIERS: GeneratorInfo[] = [
  {
    id: 'PRIMER',
    label: 'Primer',
    tagline: 'fast',
    description: 'A compact, ready-to-use prompt in seconds.',
    paid: false,
  },
  {
    id: 'AI_AMPLIFIER',
    label: 'AI Amplifier',
    tagline: 'deeper',
    description: 'A sectioned prompt with role, steps and constraints.',
    paid: false,
  },
  {
    id: 'MASTERMIND',
    label: 'Mastermind',
    tagline: 'most powerful',
    description: 'Plans, critiques and revises for the hardest tasks.',
    paid: false,
  },
];

/** Image, video and structured-output generators. */
export const SPECIAL_GENERATORS: GeneratorInfo[] = [
  {
    id: 'IMAGE_PROMPT',
    label: 'Image',
    tagline: 'Midjourney, Stable Diffusion, GPT Image',
    description: 'An image prompt in the target model’s own syntax.',
    paid: true,
  },
  {
    id: 'O4_IMAGE_PROMPT',
    label: '4o Image',
    tagline: 'OpenAI image generation',
    description: 'A natural-language image brief for 4o image generation.',
    paid: true,
  },
  {
    id: 'VEO3',
    label: 'Veo 3',
    tagline: 'video, optional first frame',
    description: 'A shot-by-shot video prompt, optionally from a starting image.',
    paid: true,
  },
  {
    id: 'SORA2',
    label: 'Sora 2',
    tagline: 'video',
    description: 'A cinematic video prompt written for Sora 2.',
    paid: true,
  },
  {
    id: 'JSON_PROMPTING',
    label: 'JSON',
    tagline: 'structured prompt',
    description: 'The task as a JSON prompt for precise, repeatable runs.',
    paid: true,
  },
];

export const GENERATORS: GeneratorInfo[] = [...TEXT_TIERS, ...SPECIAL_GENERATORS];

const BY_ID = new Map(GENERATORS.map((g) => [g.id, g]));

export function generatorInfo(id: GeneratorKind | null | undefined): GeneratorInfo | undefined {
  return id ? BY_ID.get(id) : undefined;
}

export function generatorLabel(id: GeneratorKind | null | undefined): string {
  return generatorInfo(id)?.label ?? 'Super Prompt';
}

/**
 * The generators that write for a kind of task better than a text tier does, first choice
 * first, by the server's `taskKind` reading of the description ("image", "video", …). A text
 * tier asked for an image or a video offers these in one click.
 */
const GENERATORS_FOR_TASK: Record<string, { generators: GeneratorKind[]; pitch: string }> = {
  image: {
    generators: ['IMAGE_PROMPT'],
    pitch:
      'Your task asks for an image. The Image generator writes a prompt for the image model itself.',
  },
  video: {
    generators: ['VEO3', 'SORA2'],
    pitch:
      'Your task asks for a video. Veo 3 and Sora 2 write a prompt for the video model itself.',
  },
};

const TEXT_TIER_IDS = new Set(TEXT_TIERS.map((t) => t.id));

/**
 * The generators to offer instead of the one that wrote a result: none unless a text tier
 * wrote it for a task a special generator handles.
 */
export function betterGeneratorsFor(
  generator: GeneratorKind | null | undefined,
  taskKind: string | null | undefined,
): { generators: GeneratorInfo[]; pitch: string } | null {
  if (!generator || !TEXT_TIER_IDS.has(generator) || !taskKind) return null;
  const routed = Object.hasOwn(GENERATORS_FOR_TASK, taskKind)
    ? GENERATORS_FOR_TASK[taskKind]
    : null;
  if (!routed) return null;
  return {
    generators: routed.generators.flatMap((id) => generatorInfo(id) ?? []),
    pitch: routed.pitch,
  };
}

export const DEFAULT_GENERATOR: GeneratorKind = 'AI_AMPLIFIER';
/** Comparing mode starts with the fastest and the most thorough tier. */
export const DEFAULT_COMPARISON: [GeneratorKind, GeneratorKind] = ['PRIMER', 'MASTERMIND'];

export const IMAGE_MODELS: { id: ImageModel; label: string }[] = [
  { id: 'MIDJOURNEY', label: 'Midjourney' },
  { id: 'STABLE_DIFFUSION', label: 'Stable Diffusion' },
  { id: 'GPT_IMAGE', label: 'GPT Image' },
];

/** The server's limits, checked here too so people learn before sending. */
export const DESCRIPTION_MAX = 4000;
export const VEO_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const VEO_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const CONTEXT_NAME_MAX = 80;
export const CONTEXT_CONTENT_MAX = 8000;
