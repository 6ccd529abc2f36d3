/**
 * The how-it-works carousel's steps. Its own module (not content/landing.ts, whose feature
 * lists import icons): the carousel is an island, and this is all of the copy it needs.
 */
export interface HowItWorksStep {
  title: string;
  text: string;
  /** What the illustration shows. */
  screen: { label: string; lines: string[] };
}

/** The how-it-works carousel: Type, Choose model, Refine, Test (spec point 2). */
export const howItWorks: HowItWorksStep[] = [
  {
    title: 'Type',
    text: 'Describe your task in one line, the way you would ask a colleague.',
    screen: { label: 'Describe your task', lines: ['Write a cold email to a potential client'] },
  },
  {
    title: 'Choose model',
    text: 'Primer for speed, AI Amplifier for depth, Mastermind for the hardest tasks.',
    screen: {
      label: 'Model',
      lines: ['Primer · fast', 'AI Amplifier · deeper', 'Mastermind · most powerful'],
    },
  },
  {
    title: 'Refine',
    text: 'Add a Context Genie or tweak the result; every Super Prompt is plain, editable text.',
    screen: {
      label: 'Super Prompt',
      lines: [
        'You are an experienced B2B copywriter…',
        'Constraints: under 120 words…',
        'Output: subject line + body',
      ],
    },
  },
  {
    title: 'Test',
    text: 'Open it in ChatGPT, Claude or Gemini, or compare models side by side.',
    screen: { label: 'Compare', lines: ['Model A: 4.6 / 5', 'Model B: 4.8 / 5'] },
  },
];
