import { Check, Circle, X } from 'lucide-react';

import { Alert } from '@/components/ui/alert';
import { checkPassword } from '@/lib/password-policy';
import { cn } from '@/lib/utils';

interface PasswordChecklistProps {
  password: string;
  id?: string;
  /** After a submit attempt, unmet rules are shown as errors rather than as to-dos. */
  highlightUnmet?: boolean;
}

/**
 * The live password policy. Each unmet rule shows the server's message for it; a met rule
 * shows as done. Not a live region: it updates on every keystroke, which would be noise for a
 * screen reader. The password input points here with aria-describedby instead.
 */
export function PasswordChecklist({
  password,
  id,
  highlightUnmet = false,
}: PasswordChecklistProps) {
  const results = checkPassword(password);
  return (
    <ul id={id} role="list" aria-label="Password requirements" className="grid gap-1.5 text-sm">
      {results.map(({ rule, met }) => {
        const Icon = met ? Check : highlightUnmet ? X : Circle;
        return (
          <li
            key={rule.id}
            data-rule={rule.id}
            data-met={met}
            className={cn(
              'flex items-start gap-2',
              met ? 'text-success' : highlightUnmet ? 'text-destructive' : 'text-muted-foreground',
            )}
          >
            <Icon
              aria-hidden="true"
              className={cn('mt-0.5 size-4 shrink-0', !met && !highlightUnmet && 'size-3.5 mt-1')}
            />
            {met ? (
              <span>
                {rule.label}
                <span className="sr-only"> (met)</span>
              </span>
            ) : (
              <span>{rule.message}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The rules the server found broken (BAD_USER_INPUT `details`), under the checklist; nothing
 * when there are none. */
export function PasswordProblems({ problems }: { problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <Alert variant="error">
      <ul className="list-disc pl-4">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </Alert>
  );
}
