import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { cn } from '@/lib/utils';

/** A centred message with an icon, a heading and actions (checkout states, success). */
export function StatusPanel({
  icon: Icon,
  tone = 'default',
  title,
  children,
  actions,
}: {
  icon: LucideIcon;
  tone?: 'default' | 'success' | 'error';
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="grid justify-items-center gap-5 rounded-2xl border border-border bg-card p-6 text-center shadow-sm sm:p-10">
      <span
        aria-hidden="true"
        className={cn(
          'flex size-14 items-center justify-center rounded-full',
          tone === 'success' && 'bg-success/15 text-success',
          tone === 'error' && 'bg-destructive/10 text-destructive',
          tone === 'default' && 'bg-accent text-accent-foreground',
        )}
      >
        <Icon className="size-7" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">{title}</h1>
      {children ? <div className="grid gap-2 text-muted-foreground">{children}</div> : null}
      {actions ? (
        <div className="flex w-full flex-col-reverse justify-center gap-3 sm:w-auto sm:flex-row">
          {actions}
        </div>
      ) : null}
    </div>
  );
}
