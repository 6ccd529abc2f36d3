import { Check, Copy } from 'lucide-react';
import { useState } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { generatorLabel } from '@/config/generators';
import { copyText } from '@/lib/clipboard';
import { notify } from '@/lib/toasts';
import { cn } from '@/lib/utils';

import type { SharedPrompt } from '../api/get-shared-item';

/**
 * One shared prompt. Everything is rendered as text (React escapes it): a prompt may hold
 * markup such as `<img onerror=…>`, which must show literally and never run.
 */
export function SharedPromptCard({
  prompt,
  compact = false,
}: {
  prompt: SharedPrompt;
  compact?: boolean;
}) {
  const [copied, setCopied] = useState(false);
  return (
    <article
      aria-label={prompt.title}
      className="grid gap-2 rounded-xl border border-border bg-card p-4 shadow-xs"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <h3 className="font-semibold break-words">{prompt.title}</h3>
          {prompt.generator ? (
            <p className="text-xs text-muted-foreground">{generatorLabel(prompt.generator)}</p>
          ) : null}
        </div>
        <Button
          size="sm"
          variant="outline"
          aria-label={`Copy ${prompt.title}`}
          onClick={async () => {
            try {
              await copyText(prompt.text);
              setCopied(true);
              notify.success('Copied');
            } catch {
              notify.error('Could not copy the prompt. Select the text and copy it by hand.');
            }
          }}
        >
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      {prompt.description && !compact ? (
        <p className="text-xs text-muted-foreground">
          <span className="font-medium text-foreground">Task:</span> {prompt.description}
        </p>
      ) : null}
      <pre
        tabIndex={0}
        className={cn(
          'overflow-y-auto rounded-lg border border-border bg-muted/50 p-3 font-sans text-sm leading-relaxed break-words whitespace-pre-wrap',
          compact ? 'max-h-48' : 'max-h-[32rem]',
        )}
      >
        {prompt.text}
      </pre>
      {prompt.tags.length > 0 && !compact ? (
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {prompt.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="outline">{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
