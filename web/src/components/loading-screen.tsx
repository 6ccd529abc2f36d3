import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

/** Shown while the session check or a lazily loaded page is on its way. */
export function LoadingScreen({
  className,
  label = 'Loading…',
}: {
  className?: string;
  label?: string;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex min-h-[60dvh] w-full flex-col items-center justify-center gap-3 text-muted-foreground',
        className,
      )}
    >
      <Spinner className="size-7 text-primary" />
      <span className="text-sm font-medium">{label}</span>
    </div>
  );
}
