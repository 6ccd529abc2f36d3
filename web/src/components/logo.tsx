import { useId } from 'react';

import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { SiteLink } from '@/lib/site-navigation';
import { cn } from '@/lib/utils';

export function LogoMark({ className }: { className?: string }) {
  // Unique per instance: a gradient inside a hidden (display: none) copy would not render.
  const gradientId = useId();
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8', className)}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8b5cf6" />
          <stop offset="1" stopColor="#4f46e5" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <path d="M16 6l2.6 6.4L25 15l-6.4 2.6L16 24l-2.6-6.4L7 15l6.4-2.6z" fill="#fff" />
    </svg>
  );
}

/** The brand, linking home. */
export function Logo({
  to = paths.home.getHref(),
  className,
}: {
  to?: string;
  className?: string;
}) {
  return (
    <SiteLink
      to={to}
      className={cn(
        'inline-flex items-center gap-2 rounded-lg text-lg font-semibold tracking-tight',
        className,
      )}
    >
      <LogoMark />
      <span>{site.name}</span>
    </SiteLink>
  );
}
