import { useSearchParams } from 'react-router';

import { usePageMeta } from '@/lib/page-meta';

import { PageHero } from '../components/section';
import { UninstallFeedbackForm } from '../components/uninstall-feedback-form';

/**
 * /extension-uninstall-feedback: where the browser opens the extension's uninstall URL
 * (`?v=<version>`). Guests may answer; nothing here needs a sign-in.
 */
export function ExtensionUninstallFeedbackRoute() {
  usePageMeta({
    title: 'Why did you remove the extension?',
    description:
      'Tell us why you removed the Superprompt browser extension, so we can make it better.',
    noindex: true,
  });
  const [params] = useSearchParams();
  const version = params.get('v')?.trim() || null;
  return (
    <>
      <PageHero
        eyebrow="Browser extension"
        title="Sorry to see you go"
        lead="The extension has been removed. Would you tell us why? It takes a few seconds, and your account and saved prompts are untouched."
      />
      <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
        <section
          aria-labelledby="uninstall-feedback-title"
          className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8"
        >
          <h2 id="uninstall-feedback-title" className="mb-6 text-xl font-semibold">
            Your feedback
          </h2>
          <UninstallFeedbackForm extensionVersion={version} />
        </section>
      </div>
    </>
  );
}
