/**
 * The eight feature pages (spec point 2), as data: one component renders them all. Slugs are
 * the URL segment after /features/.
 */
import { featureAliases, featureSlugs, type FeatureSlug } from './feature-slugs';

export { featureSlugs, type FeatureSlug };

export interface FeaturePage {
  slug: FeatureSlug;
  /** Short label (menus, breadcrumbs). */
  name: string;
  title: string;
  /** Meta description and hero subtitle. */
  description: string;
  badge?: 'NEW';
  highlights: { title: string; text: string }[];
  /** A worked example: what you type and what you get. */
  example?: { input: string; output: string[] };
  steps: string[];
  /** The main button: sign up (default) or the extension store. */
  cta?: 'signup' | 'extension';
}

export const featurePages: Record<FeatureSlug, FeaturePage> = {
  'prompt-generation': {
    slug: 'prompt-generation',
    name: 'Prompt Generation',
    title: 'Turn one line into a Super Prompt',
    description:
      'Describe a task in a sentence and get a structured, detailed prompt for ChatGPT, Claude, Gemini and more, from three models tuned for speed or depth.',
    highlights: [
      {
        title: 'Primer: fast',
        text: 'A clean, well-structured prompt in a few seconds. Ideal for everyday tasks.',
      },
      {
        title: 'AI Amplifier: deeper',
        text: 'Adds context, constraints and an output format you would not have thought of.',
      },
      {
        title: 'Mastermind: most powerful',
        text: 'Plans multi-step work, adds reasoning steps and checks, for tasks that matter.',
      },
    ],
    example: {
      input: 'plan a product launch email sequence',
      output: [
        'You are a lifecycle marketing strategist for B2B SaaS.',
        'Task: plan a 4-email launch sequence for [product] aimed at existing trial users.',
        'For each email give: goal, send day, subject line, 3 key points and the call to action.',
        'Constraints: plain language, no more than one CTA per email, avoid discount language.',
        'Output: a table, then one paragraph on how to measure success.',
      ],
    },
    steps: [
      'Type what you need in a sentence.',
      'Pick Primer, AI Amplifier or Mastermind.',
      'Copy the Super Prompt or open it in your favourite AI tool.',
    ],
  },
  'prompt-sharing': {
    slug: 'prompt-sharing',
    name: 'Sharing Prompts',
    title: 'Share a prompt or a whole folder with one link',
    description:
      'Send your best prompts to colleagues, clients or students as a link or an embed. Choose public or link-only access and see how often it was viewed.',
    highlights: [
      {
        title: 'Prompts and folders',
        text: 'Share a single prompt, one folder or several folders at once.',
      },
      {
        title: 'Public or link-only',
        text: 'Public pages can be found; link-only pages are seen only by people you send them to.',
      },
      {
        title: 'Embeds',
        text: 'Put a shared prompt into your blog, course or docs with an embed code.',
      },
    ],
    steps: [
      'Save prompts into a folder in your library.',
      'Click Share and choose the access level.',
      'Send the link, or copy the embed code.',
    ],
  },
  'context-genies': {
    slug: 'context-genies',
    name: 'Context Genies',
    title: 'Write your context once, use it in every prompt',
    description:
      'Context Genies remember who you are, your audience, brand voice and house rules, and add them to any prompt you generate.',
    highlights: [
      {
        title: 'Reusable context',
        text: 'Save your role, audience, product facts or style guide as a named Genie.',
      },
      {
        title: 'One click to attach',
        text: 'Choose a Genie before generating; every model uses it.',
      },
      {
        title: 'Consistent results',
        text: 'Every prompt your team writes starts from the same facts and tone.',
      },
    ],
    example: {
      input: 'Genie "Acme brand voice" + write a product update',
      output: [
        'Context: Acme sells accounting software to small agencies; voice is warm, plain and brief.',
        'Never use the words "revolutionary" or "seamless".',
        'Task: write a 150-word product update about the new invoice reminders.',
      ],
    },
    steps: [
      'Create a Genie with a name and the context to remember.',
      'Select it in the prompt composer.',
      'Generate: the context is woven into the Super Prompt.',
    ],
  },
  'chrome-extension-page': {
    slug: 'chrome-extension-page',
    name: 'Chrome Extension',
    title: 'Super Prompts inside ChatGPT, Claude and Gemini',
    description:
      'The Superprompt browser extension improves your prompt right where you type it, and saves the best ones to your library.',
    highlights: [
      {
        title: 'Works where you work',
        text: 'A Superprompt button appears in the chat box of ChatGPT, Claude and Gemini.',
      },
      {
        title: 'Your library, everywhere',
        text: 'Insert saved prompts with a click; save new ones without leaving the chat.',
      },
      {
        title: 'Same account',
        text: 'Your plan, Genies and folders are the same in the extension and the web app.',
      },
    ],
    steps: [
      'Add the extension from the Chrome Web Store.',
      'Sign in with your Superprompt account.',
      'Click the Superprompt button in any supported chat.',
    ],
    cta: 'extension',
  },
  'comparing-models': {
    slug: 'comparing-models',
    name: 'Comparing Models',
    title: 'Test one prompt on several models, side by side',
    description:
      'Run the same prompt on different models in the testing playground and compare the answers next to each other before you commit.',
    highlights: [
      {
        title: 'Generate and Comparing modes',
        text: 'Write one prompt, or generate two versions and compare them side by side.',
      },
      {
        title: 'Many model families',
        text: 'Compare answers from OpenAI, Anthropic, Google, Mistral, Meta and Amazon models.',
      },
      {
        title: 'Pick with evidence',
        text: 'See which model handles your task best instead of guessing.',
      },
    ],
    steps: [
      'Switch the composer to Comparing mode.',
      'Generate, then send the prompt to the models you want to test.',
      'Read the answers side by side and keep the winner.',
    ],
  },
  'sora-2': {
    slug: 'sora-2',
    name: 'Sora 2',
    title: 'Sora 2, with prompts that direct the shot',
    badge: 'NEW',
    description:
      'Superprompt writes Sora 2 video prompts the way a director briefs a crew: subject, action, camera, light, sound and timing.',
    highlights: [
      {
        title: 'Shot-by-shot structure',
        text: 'Every prompt describes the subject, movement, camera and pacing of the clip.',
      },
      {
        title: 'Sound included',
        text: 'Dialogue, ambience and music are described separately so Sora keeps them apart.',
      },
      {
        title: 'Consistent characters',
        text: 'Character descriptions are repeated precisely in every shot.',
      },
    ],
    steps: [
      'Describe the clip you imagine in a sentence.',
      'Choose the Sora 2 generator.',
      'Paste the prompt into Sora and render.',
    ],
  },
  'sora-2-prompt-generator': {
    slug: 'sora-2-prompt-generator',
    name: 'Sora 2 Prompt Generator',
    title: 'Sora 2 prompt generator',
    badge: 'NEW',
    description:
      'Turn a one-line idea into a detailed Sora 2 prompt with camera moves, lighting, pacing and audio, ready to paste.',
    highlights: [
      {
        title: 'From idea to shot list',
        text: 'A short idea becomes a timed description of what happens on screen.',
      },
      {
        title: 'Camera language',
        text: 'Shot size and movement (dolly, orbit, handheld) are chosen to fit the mood.',
      },
      {
        title: 'Ready to paste',
        text: 'Copy the prompt straight into Sora 2, no editing needed.',
      },
    ],
    example: {
      input: 'a fox exploring a snowy city at night',
      output: [
        '10-second cinematic shot, night, light snowfall in an empty old-town street.',
        'A red fox trots along the tram tracks, stops, and looks up at a flickering street lamp.',
        'Camera: low tracking shot following the fox, then a slow push-in on its face.',
        'Light: warm sodium lamps against blue shadows. Sound: soft wind, distant tram bell.',
      ],
    },
    steps: [
      'Type your idea.',
      'Choose Sora 2 in the generator list.',
      'Copy the prompt into Sora 2.',
    ],
  },
  'veo-3.1-prompt-generator': {
    slug: 'veo-3.1-prompt-generator',
    name: 'Veo 3.1 Prompt Generator',
    title: 'Veo 3.1 prompt generator',
    badge: 'NEW',
    description:
      'Detailed Veo 3.1 prompts from a short idea, with an optional starting image to animate.',
    highlights: [
      {
        title: 'Image to video',
        text: 'Add a starting image and describe only what should move and change.',
      },
      {
        title: 'Audio-aware',
        text: 'Dialogue and sound effects are written the way Veo expects them.',
      },
      {
        title: 'Cinematic defaults',
        text: 'Sensible lens, light and pacing choices, which you can override in one line.',
      },
    ],
    steps: [
      'Describe the clip, and add a starting image if you have one.',
      'Choose the Veo 3 generator.',
      'Paste the prompt into Veo 3.1.',
    ],
  },
};

export function findFeaturePage(slug: string | undefined): FeaturePage | undefined {
  if (!slug) return undefined;
  const canonical = featureAliases[slug] ?? slug;
  return (featurePages as Record<string, FeaturePage | undefined>)[canonical];
}
