import { Lightbulb } from 'lucide-react';

import { topicsForProfession } from '@/config/topics';

/** 4–6 starter tasks picked by the profession given at onboarding. */
export function TopicSuggestions({
  profession,
  onPick,
  max = 5,
}: {
  profession: string | null | undefined;
  onPick: (topic: string) => void;
  max?: number;
}) {
  const topics = topicsForProfession(profession).slice(0, max);
  return (
    <div className="grid gap-2">
      <p
        id="topic-suggestions-label"
        className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground"
      >
        <Lightbulb className="size-3.5" aria-hidden="true" />
        Suggested for you
      </p>
      <ul aria-labelledby="topic-suggestions-label" className="flex flex-wrap gap-2">
        {topics.map((topic) => (
          <li key={topic}>
            <button
              type="button"
              onClick={() => onPick(topic)}
              className="rounded-full border border-border bg-background px-3 py-1.5 text-left text-xs font-medium text-foreground transition-colors hover:border-primary/40 hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              {topic}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
