import { Users, X } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
} from 'react';

import { Button } from '@/components/ui/button';
import { island } from '@/lib/island';
import { notify } from '@/lib/toasts';
import { useHydrated } from '@/lib/use-hydrated';
import { cn } from '@/lib/utils';

import { createTeamsInterest } from '../api/create-teams-interest';
import { useEmailSignup } from '../hooks/use-email-signup';
import { EMAIL_REQUIRED, TEAMS_FAILURE, TEAMS_SUCCESS } from '../utils/email-signup';
import {
  browserStorage,
  isTeamsBannerDismissed,
  rememberTeamsBannerDismissed,
  TEAMS_BANNER_FADE_MS,
} from '../utils/teams-banner';

type Visibility = 'visible' | 'leaving' | 'gone';

const noSubscription = () => () => {};

/**
 * The Teams early-access banner (spec points 2, 4, 8). The layout decides where it shows
 * (`showsTeamsBanner`); once dismissed it fades out and stays gone on later visits.
 */
export function TeamsBanner() {
  // Dismissed on an earlier visit: theme-init.js already hid the pre-rendered banner (a class on
  // <html>) before the first paint; reading it this way keeps hydration consistent.
  const dismissedBefore = useSyncExternalStore(
    noSubscription,
    () => isTeamsBannerDismissed(browserStorage()),
    () => false,
  );
  const [visibility, setVisibility] = useState<Visibility>('visible');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const inputId = useId();
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const { state, submit } = useEmailSignup({
    send: createTeamsInterest,
    onInvalid: useCallback((message: string, empty: boolean) => {
      if (empty) notify.error(EMAIL_REQUIRED.title, { description: EMAIL_REQUIRED.description });
      else notify.error(message);
    }, []),
    onSuccess: useCallback(() => {
      notify.success(TEAMS_SUCCESS.title, { description: TEAMS_SUCCESS.description });
    }, []),
    onError: useCallback(() => {
      notify.error(TEAMS_FAILURE.title, { description: TEAMS_FAILURE.description });
    }, []),
  });

  if (dismissedBefore && visibility === 'visible') return null;
  if (visibility === 'gone') return null;

  const dismiss = () => {
    rememberTeamsBannerDismissed(browserStorage());
    setVisibility('leaving');
    timer.current = setTimeout(() => setVisibility('gone'), TEAMS_BANNER_FADE_MS);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(email);
  };

  return (
    <aside
      data-teams-banner=""
      aria-label="Teams early access"
      className={cn(
        'relative bg-gradient-to-r from-violet-800 via-indigo-800 to-violet-800 text-white transition-opacity duration-300',
        visibility === 'leaving' && 'pointer-events-none opacity-0',
      )}
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 py-2.5 pr-12 pl-4 sm:pl-6">
        <p className="flex min-w-0 flex-1 basis-72 items-center gap-2 text-sm">
          <Users className="size-4 shrink-0" aria-hidden="true" />
          <span>
            <strong className="font-semibold">Superprompt Teams is coming soon:</strong> shared
            libraries, version history and real-time collaboration.
          </span>
        </p>
        {state.status === 'submitted' ? (
          <p role="status" className="text-sm font-medium">
            Thank you! You&apos;re on the early access list.
          </p>
        ) : (
          <form onSubmit={onSubmit} noValidate className="flex w-full gap-2 sm:w-auto">
            <label htmlFor={inputId} className="sr-only">
              Work email for Teams early access
            </label>
            <input
              id={inputId}
              type="email"
              name="email"
              required
              autoComplete="email"
              placeholder="you@company.com"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              readOnly={!hydrated}
              className="h-8 min-w-0 flex-1 rounded-md border border-white/40 bg-white/10 px-3 text-sm text-white placeholder:text-white/75 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-white sm:w-56"
            />
            <Button
              type="submit"
              size="sm"
              loading={state.status === 'submitting'}
              disabled={!hydrated}
              className="bg-white text-violet-900 hover:bg-violet-50"
            >
              Get early access
            </Button>
          </form>
        )}
      </div>
      <button
        type="button"
        onClick={dismiss}
        aria-label="Dismiss the Teams banner"
        className="absolute top-2 right-2 rounded-md p-1.5 text-white/90 hover:bg-white/15 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </aside>
  );
}

export const TeamsBannerIsland = island('teams-banner', TeamsBanner);
