import { Link, Navigate, useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

import { AuthCard } from '../components/auth-card';
import { GoogleButton } from '../components/google-button';
import { SignUpForm } from '../components/sign-up-form';

export function SignUpRoute() {
  const navigate = useNavigate();
  const session = useSession();

  if (session.status === 'signedIn') {
    return <Navigate to={paths.app.dashboard.getHref()} replace />;
  }

  return (
    <AuthCard
      title="Create your free account"
      description="Free includes a Super Prompt every day plus 7 bonus generations."
      footer={
        <>
          Already have an account?{' '}
          <Link
            to={paths.auth.login.getHref()}
            className="font-medium text-primary hover:underline"
          >
            Sign in
          </Link>
        </>
      }
    >
      <GoogleButton redirectTo={paths.auth.onboarding.getHref()} />
      <SignUpForm
        onSignedUp={(email) =>
          void navigate(paths.auth.verifyEmail.getHref(email), { state: { justSignedUp: true } })
        }
      />
    </AuthCard>
  );
}
