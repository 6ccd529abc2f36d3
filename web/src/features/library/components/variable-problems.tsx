import { useId } from 'react';

import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/errors';
import { parseVariableProblem, type VariableProblem } from '@/lib/prompt-template';

/**
 * The errors of a save the server refused because the prompt's `{{variables}}` are written
 * wrong (BAD_USER_INPUT on `text`, every error in `details`); null for any other failure.
 */
export function variableProblems(error: unknown): VariableProblem[] | null {
  if (!isApiError(error, 'BAD_USER_INPUT') || error.field !== 'text') return null;
  if (error.details.length === 0) return null;
  return error.details.map(parseVariableProblem);
}

function where(problem: VariableProblem): string {
  return problem.line === null ? '' : `Line ${problem.line}, column ${problem.column}: `;
}

/**
 * Why the prompt was not saved, each error where it is, and the way out the issue asks for:
 * save it as plain text (its braces then stay as they are and it has no form to fill).
 */
export function VariableProblemsAlert({
  problems,
  pending,
  onSavePlainText,
}: {
  problems: readonly VariableProblem[];
  pending: boolean;
  onSavePlainText: () => void;
}) {
  const titleId = useId();
  return (
    <div
      role="alert"
      aria-labelledby={titleId}
      className="grid gap-2 rounded-lg border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm"
    >
      <p id={titleId} className="font-medium text-destructive">
        {problems.length === 1
          ? 'A {{variable}} in this prompt is written wrong:'
          : `${problems.length} {{variables}} in this prompt are written wrong:`}
      </p>
      <ul className="grid list-disc gap-1 pl-5 text-foreground">
        {problems.map((problem, index) => (
          <li key={index} className="break-words">
            {problem.line !== null ? <span className="font-medium">{where(problem)}</span> : null}
            {problem.message}
          </li>
        ))}
      </ul>
      <p className="text-muted-foreground">
        Fix them in the prompt, or save it as plain text: the braces stay as you wrote them, and the
        prompt has no form to fill.
      </p>
      <div>
        <Button
          type="button"
          size="sm"
          variant="outline"
          loading={pending}
          onClick={onSavePlainText}
        >
          Save as plain text
        </Button>
      </div>
    </div>
  );
}
