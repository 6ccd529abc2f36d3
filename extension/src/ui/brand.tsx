/** The Superprompt mark and name, as in the web app's header (web/src/components/logo.tsx). */
import { useId } from 'react';

export function LogoMark() {
  const gradientId = useId();
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true">
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

export function Brand({ suffix }: { suffix?: string }) {
  return (
    <span className="brand">
      <LogoMark />
      <span>
        Superprompt
        {suffix ? <span className="muted"> {suffix}</span> : null}
      </span>
    </span>
  );
}
