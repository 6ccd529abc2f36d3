/**
 * Topic recommendations: a few tasks to start from, chosen by the profession given at
 * onboarding (spec point 1). Marketing may edit these lists freely. A profession typed under
 * "Other" is matched by keywords; anything else gets the default list.
 */

export interface TopicList {
  /** Onboarding's profession label (see the onboarding form). */
  profession: string;
  /** Lower-case words that identify this profession in free text ("Other"). */
  keywords: string[];
  topics: string[];
}

export const TOPIC_LISTS: TopicList[] = [
  {
    profession: 'Software engineer',
    keywords: ['engineer', 'developer', 'programmer', 'software', 'devops', 'coder', 'data'],
    topics: [
      'Review this pull request for bugs and readability',
      'Write unit tests for a function that parses dates',
      'Explain a stack trace and suggest a fix',
      'Design a REST API for a to-do app',
      'Write a clear README for my project',
    ],
  },
  {
    profession: 'Marketing',
    keywords: ['marketing', 'marketer', 'seo', 'growth', 'brand', 'social media'],
    topics: [
      'Write a launch email for a new product feature',
      'Plan a month of LinkedIn posts for a SaaS brand',
      'Write five ad headlines for a running shoe',
      'Create a customer persona for a budgeting app',
      'Outline an SEO blog post about remote work',
    ],
  },
  {
    profession: 'Writer or content creator',
    keywords: ['writer', 'author', 'content', 'creator', 'blogger', 'journalist', 'youtuber'],
    topics: [
      'Outline a YouTube video about morning routines',
      'Write a hook for a newsletter about productivity',
      'Turn a blog post into a Twitter thread',
      'Brainstorm ten article ideas about travel on a budget',
      'Edit a paragraph for clarity and rhythm',
    ],
  },
  {
    profession: 'Designer',
    keywords: ['design', 'designer', 'ux', 'ui', 'illustrator', 'artist', 'photographer'],
    topics: [
      'Write a design brief for a fintech mobile app',
      'Critique a landing page layout for conversion',
      'Create a moodboard description for a coffee brand',
      'Write microcopy for an empty state',
      'Plan a usability test for a checkout flow',
    ],
  },
  {
    profession: 'Product manager',
    keywords: ['product', 'pm', 'scrum', 'agile'],
    topics: [
      'Write a product requirements document for dark mode',
      'Prioritise a backlog with the RICE method',
      'Draft user stories for a referral programme',
      'Summarise customer interviews into key insights',
      'Write release notes for a mobile app update',
    ],
  },
  {
    profession: 'Founder or business owner',
    keywords: ['founder', 'ceo', 'owner', 'business', 'entrepreneur', 'startup'],
    topics: [
      'Write a one-page pitch for investors',
      'Draft a job description for a first sales hire',
      'Plan a pricing page for a subscription product',
      'Write a polite reminder for an unpaid invoice',
      'Create a weekly team update template',
    ],
  },
  {
    profession: 'Sales',
    keywords: ['sales', 'account executive', 'business development', 'bdr', 'sdr'],
    topics: [
      'Write a cold email to a VP of Operations',
      'Handle the objection “it is too expensive”',
      'Write a follow-up after a discovery call',
      'Prepare questions for a discovery call',
      'Summarise a call into next steps for the CRM',
    ],
  },
  {
    profession: 'Researcher',
    keywords: ['research', 'researcher', 'scientist', 'analyst', 'phd', 'academic'],
    topics: [
      'Summarise a research paper for a general audience',
      'Design a survey about remote work habits',
      'Compare two statistical methods for A/B tests',
      'Write a literature review outline on sleep and memory',
      'Draft the abstract of a paper',
    ],
  },
  {
    profession: 'Educator',
    keywords: ['teacher', 'educator', 'professor', 'tutor', 'trainer', 'lecturer', 'coach'],
    topics: [
      'Plan a 45-minute lesson on photosynthesis',
      'Write a quiz on the French Revolution',
      'Create a rubric for a persuasive essay',
      'Explain fractions to a ten-year-old',
      'Write feedback on a student’s essay',
    ],
  },
  {
    profession: 'Student',
    keywords: ['student', 'pupil', 'learner', 'university', 'college'],
    topics: [
      'Make a study plan for my exams in three weeks',
      'Explain the causes of the First World War',
      'Create flashcards from my biology notes',
      'Improve the structure of my essay',
      'Write a cover letter for a summer internship',
    ],
  },
];

export const DEFAULT_TOPICS: string[] = [
  'Write a professional email asking for a deadline extension',
  'Summarise a long article into key points',
  'Plan a healthy weekly meal plan',
  'Create a social media post announcing an event',
  'Explain a complex topic in simple terms',
];

/** The suggestions for a profession: exact label first, then keywords, else the defaults. */
export function topicsForProfession(profession: string | null | undefined): string[] {
  const value = profession?.trim().toLowerCase();
  if (!value) return DEFAULT_TOPICS;
  const exact = TOPIC_LISTS.find((list) => list.profession.toLowerCase() === value);
  if (exact) return exact.topics;
  const words = value.split(/[^a-z0-9]+/).filter(Boolean);
  const byKeyword = TOPIC_LISTS.find((list) =>
    list.keywords.some((keyword) =>
      keyword.includes(' ') ? value.includes(keyword) : words.includes(keyword),
    ),
  );
  return byKeyword?.topics ?? DEFAULT_TOPICS;
}
