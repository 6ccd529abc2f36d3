import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';

/**
 * A load that failed: what could not be loaded ("Could not load your quests"), the server's
 * reason, and Try again. The pages and lists of every feature show it the same way.
 */
export function RetryAlert({
  lead,
  error,
  onRetry,
}: {
  /** What failed, before the reason; without it only the reason shows. */
  lead?: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <Alert variant="error">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span>{lead ? `${lead}: ${errorMessage(error)}` : errorMessage(error)}</span>
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </Alert>
  );
}
