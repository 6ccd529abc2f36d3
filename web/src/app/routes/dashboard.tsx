/**
 * /dashboard: the dashboard feature's page, with the library's "Save to library" on each
 * generation result and the referral widget beside the workspace (features don't import each
 * other, so the app composes them here).
 */
import { ResultActionsProvider } from '@/features/dashboard/components/result-actions';
import { DashboardRoute } from '@/features/dashboard/routes/dashboard';
import { SaveToLibraryButton } from '@/features/library/components/save-to-library-button';
import { ReferralWidget } from '@/features/referrals/components/referral-widget';

export function DashboardPage() {
  return (
    <ResultActionsProvider
      render={(generation) => (
        <SaveToLibraryButton
          key={generation.id}
          prompt={{
            text: generation.prompt,
            description: generation.description,
            generator: generation.generator,
          }}
        />
      )}
    >
      <DashboardRoute sidebar={<ReferralWidget />} />
    </ResultActionsProvider>
  );
}
