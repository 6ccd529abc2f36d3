/** Copy for the landing page and /features that is not a figure (figures: config/marketing). */
import {
  Boxes,
  FolderTree,
  Lightbulb,
  Link2,
  MessagesSquare,
  MoonStar,
  Copy,
  Puzzle,
  Sparkles,
  SplitSquareHorizontal,
  Wand2,
  Video,
  type LucideIcon,
} from 'lucide-react';

export interface FeatureItem {
  icon: LucideIcon;
  title: string;
  text: string;
  href?: string;
}

/** The landing page's feature grid. */
export const featureGrid: FeatureItem[] = [
  {
    icon: Sparkles,
    title: 'Three prompt models',
    text: 'Primer for speed, AI Amplifier for depth, Mastermind for the tasks that matter most.',
    href: '/features/prompt-generation',
  },
  {
    icon: Video,
    title: 'Image and video prompts',
    text: 'Prompts written for image models, Sora 2 and Veo 3.1, with camera, light and motion.',
    href: '/features/veo-3.1-prompt-generator',
  },
  {
    icon: Wand2,
    title: 'Context Genies',
    text: 'Save your role, audience and brand voice once; add them to any prompt.',
    href: '/features/context-genies',
  },
  {
    icon: FolderTree,
    title: 'A prompt library',
    text: 'Keep your best prompts in folders and find them again in seconds.',
    href: '/features/prompt-sharing',
  },
  {
    icon: Link2,
    title: 'Share by link',
    text: 'Send a prompt or a whole folder to your team, clients or students.',
    href: '/features/prompt-sharing',
  },
  {
    icon: SplitSquareHorizontal,
    title: 'Compare models',
    text: 'Run one prompt on several models and compare the answers side by side.',
    href: '/features/comparing-models',
  },
];

/** The /features overview's sections (spec point 2). */
export const featureSections: FeatureItem[] = [
  {
    icon: Sparkles,
    title: 'Three prompt models',
    text: 'Primer is fast, AI Amplifier goes deeper, Mastermind is the most powerful. Pick per task.',
  },
  {
    icon: FolderTree,
    title: 'Folder management',
    text: 'Organise prompts in folders. Free accounts keep 15 prompts in 3 folders; paid plans have no limit.',
  },
  {
    icon: Lightbulb,
    title: 'Topic recommendations',
    text: 'Not sure where to start? Get task ideas that match your profession.',
  },
  {
    icon: MoonStar,
    title: 'Light and dark mode',
    text: 'Easy on the eyes day and night, with a choice of fonts and motion settings.',
  },
  {
    icon: Boxes,
    title: 'Works with every LLM',
    text: 'Super Prompts are plain text: use them in ChatGPT, Claude, Gemini, Mistral, Llama and more.',
  },
  {
    icon: Copy,
    title: 'Copy in one click',
    text: 'Copy a prompt, or open it straight in ChatGPT, Claude, Gemini or Perplexity.',
  },
  {
    icon: SplitSquareHorizontal,
    title: 'Two modes',
    text: 'Generate one Super Prompt, or Compare two versions side by side.',
  },
  {
    icon: Link2,
    title: 'Share link',
    text: 'Share prompts and folders publicly or by private link, or embed them in a page.',
  },
  {
    icon: MessagesSquare,
    title: 'Testing playground',
    text: 'Try a prompt on several models before you rely on it.',
  },
  {
    icon: Puzzle,
    title: 'Browser extension',
    text: 'Improve prompts right inside ChatGPT, Claude and Gemini.',
  },
];

/** The logo strip on /features ("The best are already here"): model families it works with. */
export const modelFamilies = [
  'ChatGPT',
  'Claude',
  'Gemini',
  'Mistral',
  'Llama',
  'Perplexity',
  'Copilot',
  'Midjourney',
  'Sora 2',
  'Veo 3.1',
  'DALL·E',
  'Stable Diffusion',
];

/** The comparison table: Superprompt against writing prompts by hand and a chat template. */
export const comparison = {
  columns: ['Superprompt', 'Writing prompts by hand', 'Generic prompt templates'],
  rows: [
    { feature: 'Time per task', values: ['About 30 seconds', '10-15 minutes', '3-5 minutes'] },
    { feature: 'Tailored to your task', values: [true, true, false] },
    { feature: 'Image and video prompts', values: [true, 'With practice', false] },
    { feature: 'Reusable context', values: [true, false, false] },
    { feature: 'Library with folders', values: [true, false, false] },
    { feature: 'Share by link', values: [true, false, 'Sometimes'] },
    { feature: 'Compare models side by side', values: [true, false, false] },
    { feature: 'Works inside ChatGPT, Claude, Gemini', values: [true, true, false] },
  ] satisfies { feature: string; values: (string | boolean)[] }[],
};
