import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { VariablesForm } from '@/components/variables-form';
import { generatorLabel } from '@/config/generators';
import { copyOrExplain } from '@/lib/clipboard';
import { hasVariables } from '@/lib/prompt-template';
import { notify } from '@/lib/toasts';
import { cn } from '@/lib/utils';

import type { SharedPrompt } from '../api/get-shared-item';

/** How long Copy says "Copied". */
const COPIED_MS = 2000;

/**
 * One shared prompt. Everything is rendered as text (React escapes it): a prompt may hold
 * markup such as `<img onerror=…>`, which must show literally and never run. A prompt with
 * `{{variables}}` shows its form in place of the text (filled in the browser from the
 * template's segments, for guests too), with the filled prompt as a preview, and Copy copies
 * the filled prompt.
 */
export function SharedPromptCard({
  prompt,
  storageKey,
  compact = false,
}: {
  prompt: SharedPrompt;
  /** Where the visitor's values for this prompt are remembered (`rememberedValuesKey`). */
  storageKey: string;
  compact?: boolean;
}) {
  const formId = useId();
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const withForm = hasVariables(prompt.template);

  const copy = async (text: string) => {
    if (!(await copyOrExplain(text, 'prompt'))) return;
    notify.success('Copied');
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
  };

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
          // With variables, Copy submits the form: the fields are checked, then the filled
          // prompt is copied.
          {...(withForm
            ? { type: 'submit' as const, form: formId }
            : { onClick: () => void copy(prompt.text) })}
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
      {withForm ? (
        <>
          <p className="text-sm text-muted-foreground">
            Fill in the variables, then copy the prompt with your values.
          </p>
          <VariablesForm
            id={formId}
            template={prompt.template}
            storageKey={storageKey}
            onSubmit={copy}
          />
        </>
      ) : (
        <pre
          tabIndex={0}
          className={cn(
            'overflow-y-auto rounded-lg border border-border bg-muted/50 p-3 font-sans text-sm leading-relaxed break-words whitespace-pre-wrap',
            compact ? 'max-h-48' : 'max-h-[32rem]',
          )}
        >
          {prompt.text}
        </pre>
      )}
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
