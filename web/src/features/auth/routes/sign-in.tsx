import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { paths } from '@/config/paths';
import type { SessionUser } from '@/lib/auth-events';
import { safeRedirect } from '@/lib/redirect';
import { useSession } from '@/lib/session';

import { AuthCard } from '../components/auth-card';
import { GoogleButton } from '../components/google-button';
import { SignInForm } from '../components/sign-in-form';

/** /login and /signin. `?redirect=` (a path on this site) is where to go afterwards. */
export function SignInRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const redirectTo = safeRedirect(params.get('redirect'));

  // Already signed in (e.g. opened /login in a second tab): go straight on.
  useEffect(() => {
    if (session.status !== 'signedIn') return;
    void navigate(session.user.onboarded ? redirectTo : paths.auth.onboarding.getHref(), {
      replace: true,
    });
  }, [session, navigate, redirectTo]);

  const onSignedIn = (user: SessionUser) => {
    void navigate(user.onboarded ? redirectTo : paths.auth.onboarding.getHref(), { replace: true });
  };

  return (
    <AuthCard
      title="Welcome back"
      description="Sign in to write better prompts in seconds."
      footer={
        <>
          New to Superprompt?{' '}
          <Link
            to={paths.auth.signup.getHref()}
            className="font-medium text-primary hover:underline"
          >
            Create a free account
          </Link>
        </>
      }
    >
      <GoogleButton redirectTo={redirectTo} />
      <SignInForm
        onSignedIn={onSignedIn}
        onNotConfirmed={(email) =>
          void navigate(paths.auth.verifyEmail.getHref(email), { state: { notConfirmed: true } })
        }
      />
    </AuthCard>
  );
}
