/**
 * Billing copy kept as data: the pricing FAQ and the cancellation survey's choices. Prices and
 * plan features are never written here: they come from the server's `plans` query.
 */
import type { FaqEntry } from '@/components/faq-list';
import type { CancellationReason } from '@/lib/gql/graphql';

/** Answers for a self-hosted deployment (local billing unless a payment provider is set up). */
export const pricingFaq: FaqEntry[] = [
  {
    question: 'What happens when my 3-Day Pass ends?',
    answer:
      'Your account goes back to the Free plan on its own, exactly three days after you bought the pass. The pass is paid once and never renews, so nothing else is ever charged. Your prompts, folders and Context Genies stay where they are.',
  },
  {
    question: 'Can I cancel my subscription at any time?',
    answer:
      'Yes. Open Settings, then Plan & billing, and choose Cancel subscription. You keep every Pro feature until the end of the period you already paid for, and nothing renews after that. Changed your mind? Reactivate before that date and your plan simply carries on.',
  },
  {
    question: 'What happens to my prompts if I go back to Free?',
    answer:
      'Nothing is deleted. The Free limits apply again: you can open your first three folders, and the others stay locked until you upgrade.',
  },
  {
    question: 'Can I switch between monthly and annual billing?',
    answer:
      'Yes. Choose the other billing cycle on the pricing page while signed in. The new plan starts as soon as you confirm it, with a fresh billing period from that day.',
  },
  {
    question: 'Why does checkout say TEST MODE?',
    answer:
      'This Superprompt server runs its billing in test mode, as a server used on its own machine does by default. Checkout then happens on this server only: confirming starts the plan at once and no payment is taken. The administrator can connect a payment provider to charge real cards, or turn sales off.',
  },
  {
    question: 'Do I need my own API key?',
    answer:
      'No. Every plan, Free included, works without an API key, and every plan includes the browser extension for ChatGPT, Claude and Gemini.',
  },
  {
    question: 'Who handles payments and refunds?',
    answer:
      'Whoever runs this Superprompt server. When a payment provider is connected, charges, receipts and refunds go through it; contact the administrator of this installation for any billing question.',
  },
];

export interface CancellationReasonOption {
  value: CancellationReason;
  label: string;
  /** The label of the optional "details" box for this reason. */
  detailsLabel: string;
}

/** The cancellation survey's reasons, in the order they are offered (spec point 3). */
export const cancellationReasons: CancellationReasonOption[] = [
  {
    value: 'results',
    label: 'The prompts didn’t give me the results I wanted',
    detailsLabel: 'What were you hoping for?',
  },
  {
    value: 'performance',
    label: 'It was too slow or unreliable',
    detailsLabel: 'What went wrong?',
  },
  { value: 'price', label: 'It costs too much', detailsLabel: 'What would feel fair?' },
  {
    value: 'missingFeature',
    label: 'A feature I need is missing',
    detailsLabel: 'Which feature do you need?',
  },
  {
    value: 'workflow',
    label: 'It doesn’t fit into how I work',
    detailsLabel: 'How do you work?',
  },
  {
    value: 'differentTool',
    label: 'I’m switching to a different tool',
    detailsLabel: 'Which tool are you switching to?',
  },
  { value: 'Other', label: 'Something else', detailsLabel: 'Tell us more' },
];

/** The longest text the server keeps per survey answer. */
export const SURVEY_TEXT_MAX = 2000;

/** How long a 3-Day Pass lasts, for the checkout page's "until" date. */
export const THREE_DAY_PASS_DAYS = 3;
