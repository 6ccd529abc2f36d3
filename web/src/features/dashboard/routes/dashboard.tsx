import { useCallback, useRef, type ReactNode } from 'react';

import { Alert } from '@/components/ui/alert';
import { errorMessage } from '@/lib/errors';
import { useUser } from '@/lib/session';
import { formatShortcut, useSettings } from '@/lib/settings';

import { useMe } from '../api/get-me';
import { PostUpgradeSurveyCard } from '../components/post-upgrade-survey-card';
import { PromptWorkspace } from '../components/prompt-workspace';
import { QuotaSummary } from '../components/quota-summary';
import { useNewPromptReset } from '../hooks/use-new-prompt-reset';

/** `sidebar`: cards from other features, beside the workspace (composed by the app). */
export function DashboardRoute({ sidebar }: { sidebar?: ReactNode } = {}) {
  const sessionUser = useUser();
  const me = useMe();
  const settings = useSettings();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const onReset = useCallback(() => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, []);
  // The shortcut remounts the workspace: description, results and any running request go.
  const resetKey = useNewPromptReset(onReset);

  // The session copy shows at once; the fresh `me` copy (with the quota) replaces it.
  const planName = me.data?.planName ?? sessionUser.planName;
  const name = me.data?.givenName || me.data?.name || sessionUser.givenName || sessionUser.name;

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="grid gap-1.5">
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-semibold tracking-tight outline-none sm:text-3xl"
          >
            Welcome, {name}
          </h1>
          <p className="text-muted-foreground">
            What should your next prompt do? Press{' '}
            <kbd className="rounded border border-border bg-muted px-1.5 py-0.5 font-mono text-xs text-foreground">
              {formatShortcut(settings.shortcuts.newPrompt)}
            </kbd>{' '}
            any time to start over.
          </p>
        </div>
        <QuotaSummary planName={planName} quota={me.data?.quota} />
      </div>

      {me.isError ? (
        <Alert variant="error">Could not load your plan and quota: {errorMessage(me.error)}</Alert>
      ) : null}

      <PromptWorkspace
        key={resetKey}
        planName={planName}
        profession={me.data?.onboardingQuestions?.profession}
        sidebar={sidebar}
      />

      {/* Under the main tool, never above it: the prompt box stays in the first screen. */}
      <PostUpgradeSurveyCard planName={planName} />
    </div>
  );
}
