/**
 * /dashboard/settings: the settings feature's page with the Plan & billing section from the
 * billing feature and the Context Genies section from the dashboard feature (features don't
 * import each other, so the app composes them here).
 */
import { PlanBillingSection } from '@/features/billing/components/plan-billing-section';
import { ContextGeniesCard } from '@/features/dashboard/components/context-genies-card';
import { SettingsRoute } from '@/features/settings/routes/settings';
import { useUser } from '@/lib/session';

export function SettingsPage() {
  const user = useUser();
  return (
    <SettingsRoute
      extraSections={
        <>
          <PlanBillingSection />
          <div id="context-genies" className="scroll-mt-24">
            <ContextGeniesCard isFree={user.planName === 'FREE'} />
          </div>
        </>
      }
    />
  );
}
