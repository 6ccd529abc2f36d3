/**
 * /dashboard: the dashboard feature's page, with the library's "Save to library" and "Share"
 * and the playground's "Test on models" on each generation result (both take the prompt with the
 * user's accepted changes), and the referral widget beside the workspace (features don't
 * import each other, so the app composes them here).
 */
import { FlaskConical } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { paths, playgroundLinkState } from '@/config/paths';
import { ResultActionsProvider } from '@/features/dashboard/components/result-actions';
import { DashboardRoute } from '@/features/dashboard/routes/dashboard';
import { SaveToLibraryButton } from '@/features/library/components/save-to-library-button';
import { ShareResultButton } from '@/features/library/components/share-result-button';
import { ReferralWidget } from '@/features/referrals/components/referral-widget';

export function DashboardPage() {
  return (
    <ResultActionsProvider
      render={(generation, prompt) => (
        <>
          <SaveToLibraryButton
            // Another text (a change accepted or rejected) is another save.
            key={`${generation.id}:${prompt}`}
            prompt={{
              text: prompt,
              description: generation.description,
              generator: generation.generator,
            }}
          />
          <ShareResultButton inputText={generation.description} generatedPrompt={prompt} />
          <Button asChild variant="outline" size="sm">
            <Link
              to={paths.app.playground.getHref(prompt)}
              state={playgroundLinkState(prompt)}
              title="Run this prompt on several AI models and compare the answers"
            >
              <FlaskConical aria-hidden="true" />
              Test on models
            </Link>
          </Button>
        </>
      )}
    >
      <DashboardRoute sidebar={<ReferralWidget />} />
    </ResultActionsProvider>
  );
}
