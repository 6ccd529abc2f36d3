import { LinkIcon } from 'lucide-react';

import { paths } from '@/config/paths';

/** A revoked or unknown share link. */
export function ShareNotFound({ compact = false }: { compact?: boolean }) {
  return (
    <div className="grid justify-items-center gap-3 py-10 text-center">
      <LinkIcon className="size-8 text-muted-foreground" aria-hidden="true" />
      <h1 className={compact ? 'text-base font-semibold' : 'text-2xl font-semibold tracking-tight'}>
        This link isn’t available
      </h1>
      <p className="max-w-md text-sm text-muted-foreground">
        It may have been revoked by its owner, or the address is incomplete.
      </p>
      <a
        href={paths.home.getHref()}
        target={compact ? '_blank' : undefined}
        rel={compact ? 'noreferrer' : undefined}
        className="text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        Go to Superprompt
      </a>
    </div>
  );
}
