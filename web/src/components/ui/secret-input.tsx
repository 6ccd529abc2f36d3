import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';

import { Input } from './input';

/**
 * A secret (an API key, a token) typed once: masked, with a show/hide toggle named by what it
 * hides. Not remembered by the browser or checked for spelling.
 */
export function SecretInput({
  secretName = 'secret',
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { secretName?: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="off"
        {...props}
        type={visible ? 'text' : 'password'}
        className="pr-11 font-mono"
      />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-pressed={visible}
        aria-label={visible ? `Hide ${secretName}` : `Show ${secretName}`}
        className="absolute top-1/2 right-1.5 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        {visible ? (
          <EyeOff className="size-4" aria-hidden="true" />
        ) : (
          <Eye className="size-4" aria-hidden="true" />
        )}
      </button>
    </div>
  );
}
