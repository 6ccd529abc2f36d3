import { useEffect, useState } from 'react';

import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toasts';

import { useResendVerificationCode } from '../api/resend-verification-code';

/**
 * "Resend code". The server enforces a cooldown and says how long is left
 * (`retryAfterSeconds`); the button counts it down and stays disabled meanwhile.
 */
export function ResendCodeButton({ email }: { email: string }) {
  const resend = useResendVerificationCode();
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setTimeout(() => setSecondsLeft((s) => Math.max(0, s - 1)), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);

  const onClick = async () => {
    try {
      const result = await resend.mutateAsync(email);
      setSecondsLeft(Math.max(0, result.retryAfterSeconds));
      if (result.sent) {
        notify.success(`We sent a new code to ${email}.`);
      } else {
        notify.info(
          `Please wait ${result.retryAfterSeconds} seconds before asking for another code.`,
        );
      }
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  const waiting = secondsLeft > 0;
  return (
    <Button
      variant="outline"
      className="w-full"
      onClick={() => void onClick()}
      loading={resend.isPending}
      disabled={!email || waiting}
    >
      {waiting ? `Resend code (${secondsLeft}s)` : 'Resend code'}
    </Button>
  );
}
