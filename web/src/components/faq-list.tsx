import { ChevronDown } from 'lucide-react';

export interface FaqEntry {
  question: string;
  answer: string;
}

/**
 * Questions as disclosure widgets: readable without JavaScript, keyboard operable. The FAQ page
 * and the pricing pages show their questions with it.
 */
export function FaqList({ items }: { items: FaqEntry[] }) {
  return (
    <div className="divide-y divide-border rounded-2xl border border-border bg-card">
      {items.map((entry) => (
        <details key={entry.question} className="group px-5 sm:px-6">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg py-4 font-medium [&::-webkit-details-marker]:hidden">
            {entry.question}
            <ChevronDown
              className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <p className="pb-5 text-sm leading-relaxed text-muted-foreground">{entry.answer}</p>
        </details>
      ))}
    </div>
  );
}
