import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import type { SessionUser } from '@/lib/auth-events';

import { AuthCard } from '../components/auth-card';
import { ResendCodeButton } from '../components/resend-code-button';
import { VerifyEmailForm } from '../components/verify-email-form';

/** /verify-email?email=… : enter the 6-digit code from the email; success signs in. */
export function VerifyEmailRoute() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const initialEmail = params.get('email')?.trim() ?? '';
  const [email, setEmail] = useState(initialEmail);
  const notConfirmed = (location.state as { notConfirmed?: boolean } | null)?.notConfirmed === true;

  const onVerified = (user: SessionUser) => {
    void navigate(
      user.onboarded ? paths.app.dashboard.getHref() : paths.auth.onboarding.getHref(),
      {
        replace: true,
      },
    );
  };

  return (
    <AuthCard
      title="Check your email"
      description={
        initialEmail ? (
          <>
            We sent a 6-digit code to{' '}
            <strong className="font-medium text-foreground">{initialEmail}</strong>. Enter it below
            to confirm your address.
          </>
        ) : (
          'Enter your email address and the 6-digit code we sent you.'
        )
      }
      footer={
        <>
          Wrong address?{' '}
          <Link
            to={paths.auth.signup.getHref()}
            className="font-medium text-primary hover:underline"
          >
            Sign up again
          </Link>
        </>
      }
    >
      <div className="grid gap-5">
        {notConfirmed ? (
          <Alert>
            Your email address is not confirmed yet. Enter the code from the email, or ask for a new
            one.
          </Alert>
        ) : (
          <div className="flex items-center gap-3 rounded-lg bg-accent px-4 py-3 text-sm text-accent-foreground">
            <MailCheck className="size-5 shrink-0" aria-hidden="true" />
            Can't find it? Check your spam folder.
          </div>
        )}
        <VerifyEmailForm email={initialEmail} onEmailChange={setEmail} onVerified={onVerified} />
        <ResendCodeButton email={email} />
      </div>
    </AuthCard>
  );
}
