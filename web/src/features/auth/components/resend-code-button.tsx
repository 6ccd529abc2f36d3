import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toasts';

import { useResendVerificationCode } from '../api/resend-verification-code';

/** What the server answers when asked for another code (`ResendResult`). */
export interface Resend {
  sent: boolean;
  retryAfterSeconds: number;
}

interface CodeAgainButtonProps {
  email: string;
  /** The mutation that asks for another code. */
  ask: UseMutationResult<Resend, Error, string>;
  label: string;
  /** The toast when a code went out. */
  sentMessage: string;
  /** Seconds to wait before the first ask (the server said so already). */
  initialWait?: number;
  variant?: 'outline' | 'link';
  className?: string;
}

/**
 * Asks for another code. The server enforces a cooldown and says how long is left
 * (`retryAfterSeconds`); the button counts it down and stays disabled meanwhile, and an ask
 * within it says when the next code can be sent instead of pretending one was.
 */
export function CodeAgainButton({
  email,
  ask,
  label,
  sentMessage,
  initialWait = 0,
  variant = 'outline',
  className,
}: CodeAgainButtonProps) {
  const [secondsLeft, setSecondsLeft] = useState(Math.max(0, initialWait));

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setTimeout(() => setSecondsLeft((s) => Math.max(0, s - 1)), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);

  const onClick = async () => {
    try {
      const result = await ask.mutateAsync(email);
      setSecondsLeft(Math.max(0, result.retryAfterSeconds));
      if (result.sent) {
        notify.success(sentMessage);
      } else {
        notify.info(
          `A code was sent less than a minute ago. You can ask for another in ${result.retryAfterSeconds} seconds.`,
        );
      }
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  const waiting = secondsLeft > 0;
  return (
    <Button
      variant={variant}
      className={className}
      onClick={() => void onClick()}
      loading={ask.isPending}
      disabled={!email || waiting}
    >
      {waiting ? `${label} (${secondsLeft}s)` : label}
    </Button>
  );
}

/** "Resend code" for the verification code. */
export function ResendCodeButton({ email }: { email: string }) {
  const resend = useResendVerificationCode();
  return (
    <CodeAgainButton
      email={email}
      ask={resend}
      label="Resend code"
      sentMessage={`We sent a new code to ${email}.`}
      className="w-full"
    />
  );
}
