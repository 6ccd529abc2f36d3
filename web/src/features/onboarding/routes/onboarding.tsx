import { Navigate, useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { useUser } from '@/lib/session';

import { OnboardingForm } from '../components/onboarding-form';

/** /onboarding (signed in): a few questions, once, before the dashboard. */
export function OnboardingRoute() {
  const user = useUser();
  const navigate = useNavigate();

  if (user.onboarded) return <Navigate to={paths.app.dashboard.getHref()} replace />;

  return (
    <div className="w-full">
      <div className="mb-6 grid gap-2">
        <p className="text-sm font-medium text-primary">Welcome, {user.givenName || user.name}</p>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
          Tell us about yourself
        </h1>
        <p className="text-sm text-muted-foreground">
          Two quick questions so your Super Prompts fit the way you work.
        </p>
      </div>
      <OnboardingForm
        onDone={() => void navigate(paths.app.dashboard.getHref(), { replace: true })}
      />
    </div>
  );
}
