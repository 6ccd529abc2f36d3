import { useCallback, useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/errors';
import { island } from '@/lib/island';
import { notify } from '@/lib/toasts';
import { useHydrated } from '@/lib/use-hydrated';

import { subscribeToNewsletter } from '../api/subscribe-to-newsletter';
import { useEmailSignup } from '../hooks/use-email-signup';

async function subscribe(email: string) {
  const result = await subscribeToNewsletter(email);
  if (!result.success) throw new Error(result.message);
  return result;
}

/** The footer's newsletter signup (`subscribeToNewsletter`; guests allowed). */
export function NewsletterForm() {
  const inputId = useId();
  const hydrated = useHydrated();
  const messageId = useId();
  const [email, setEmail] = useState('');
  const { state, submit } = useEmailSignup({
    send: subscribe,
    onSuccess: useCallback(() => {
      notify.success('Subscribed', {
        description: 'Thanks! New guide articles and product news will reach your inbox.',
      });
    }, []),
    onError: useCallback((error: unknown) => {
      notify.error('Could not subscribe', { description: errorMessage(error) });
    }, []),
  });

  if (state.status === 'submitted') {
    return (
      <p role="status" className="text-sm font-medium">
        You&apos;re subscribed. Thanks for reading!
      </p>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(email);
  };
  const error = state.status === 'idle' ? state.error : null;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-2">
      <label htmlFor={inputId} className="text-sm font-semibold">
        Newsletter
      </label>
      <p className="text-sm text-muted-foreground">
        Prompting tips and product news, about twice a month.
      </p>
      <div className="flex gap-2">
        <Input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          readOnly={!hydrated}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
        />
        <Button
          type="submit"
          variant="outline"
          loading={state.status === 'submitting'}
          disabled={!hydrated}
        >
          Subscribe
        </Button>
      </div>
      {error ? (
        <p id={messageId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}

export const NewsletterFormIsland = island('newsletter-form', NewsletterForm);
