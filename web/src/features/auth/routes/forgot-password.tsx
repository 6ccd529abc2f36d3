import { Link, useNavigate } from 'react-router';

import { paths } from '@/config/paths';

import { AuthCard } from '../components/auth-card';
import { ForgotPasswordFlow } from '../components/forgot-password-flow';

export function ForgotPasswordRoute() {
  const navigate = useNavigate();
  return (
    <AuthCard
      title="Reset your password"
      description="We'll email you a code to choose a new password."
      footer={
        <>
          Remembered it?{' '}
          <Link
            to={paths.auth.login.getHref()}
            className="font-medium text-primary hover:underline"
          >
            Back to sign in
          </Link>
        </>
      }
    >
      <ForgotPasswordFlow
        onDone={() => void navigate(paths.auth.login.getHref(), { replace: true })}
      />
    </AuthCard>
  );
}
