import { Badge } from '@/components/ui/badge';
import { variableToken, type TemplateVariable } from '@/lib/prompt-template';

/**
 * A prompt's `{{variables}}` as chips. With `onPick` each chip is a button that shows the
 * library's prompts with that variable.
 */
export function VariableChips({
  variables,
  onPick,
}: {
  variables: readonly Pick<TemplateVariable, 'name'>[];
  onPick?: ((name: string) => void) | undefined;
}) {
  if (variables.length === 0) return null;
  return (
    <ul aria-label="Variables" className="flex flex-wrap gap-1.5">
      {variables.map(({ name }) => (
        <li key={name}>
          {onPick ? (
            <button
              type="button"
              onClick={() => onPick(name)}
              title={`Show the prompts with ${variableToken(name)}`}
              aria-label={`${variableToken(name)}: show the prompts with this variable`}
              className="rounded-full font-mono focus-visible:outline-2 focus-visible:outline-ring"
            >
              <Badge variant="accent" className="font-mono hover:underline">
                {variableToken(name)}
              </Badge>
            </button>
          ) : (
            <Badge variant="accent" className="font-mono">
              {variableToken(name)}
            </Badge>
          )}
        </li>
      ))}
    </ul>
  );
}
