import type { FaqEntry } from '@/components/faq-list';

/** The general FAQ (/faq). Billing questions come from config/billing.ts, shared with /pricing. */

export const generalFaq: FaqEntry[] = [
  {
    question: 'What is a Super Prompt?',
    answer:
      'A detailed, structured prompt written from your short description: it names a role, the task, the context, constraints and the output format, so the AI you paste it into answers well on the first try.',
  },
  {
    question: 'Which AI tools does it work with?',
    answer:
      'Any tool that takes a text prompt: ChatGPT, Claude, Gemini, Mistral, Llama, Perplexity and Copilot. The image and video generators write prompts for image models, Sora 2 and Veo 3.1.',
  },
  {
    question: 'What is the difference between Primer, AI Amplifier and Mastermind?',
    answer:
      'Primer is the fastest and suits everyday tasks. AI Amplifier adds more context and structure. Mastermind is the most thorough: it plans multi-step work and adds checks, and takes a little longer.',
  },
  {
    question: 'What does the Free plan include?',
    answer:
      'One Super Prompt a day plus seven one-time bonus prompts, up to 15 saved prompts in 3 folders, and the browser extension. Paid plans remove the limits and unlock every generator.',
  },
  {
    question: 'Who runs this Superprompt site and where is my data?',
    answer:
      'Superprompt is self-hostable software. This installation is run by the operator named in the footer and on the privacy policy, and your data is stored on their server, not shared with the software’s authors.',
  },
  {
    question: 'Are my prompts sent to an AI provider?',
    answer:
      'Only if the operator connected one. Without one, Super Prompts are written by Superprompt’s built-in engine on this server, and your task does not leave it. With one, your task description is sent to that provider to generate the prompt, under the provider’s terms.',
  },
  {
    question: 'Can other people see my prompts?',
    answer:
      'No, unless you share them. Shared links can be public or link-only, and you can stop sharing at any time.',
  },
  {
    question: 'How do I delete my account?',
    answer:
      'Open Settings while signed in and choose Delete account. Your prompts, folders, Context Genies and profile are removed from this server.',
  },
  {
    question: 'What is Superprompt Teams?',
    answer:
      'A coming plan with shared libraries, version history, real-time collaboration, roles and shared billing. Leave your email in the banner at the top of this page to hear first when it opens.',
  },
];
