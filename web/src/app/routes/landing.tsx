import { ArrowRight, Sparkles } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

const EXAMPLE_TASK = 'write a cold email to a potential client';

const EXAMPLE_PROMPT = [
  'You are an experienced B2B sales copywriter.',
  'Task: write a cold email to a potential client for [your product].',
  'Context: the reader is a busy [role] at a [company size] company; they have never heard of us.',
  'Constraints: under 120 words, one clear call to action, no jargon, friendly but direct tone.',
  'Output: a subject line (max 7 words) and the email body, then two alternative subject lines.',
];

/**
 * The home page. The full marketing site is a later issue; this is its hero. A visitor who is
 * already signed in goes to the dashboard; a failed session check is ignored (spec point 2).
 */
export function LandingRoute() {
  const session = useSession();
  const navigate = useNavigate();

  useEffect(() => {
    if (session.status === 'signedIn') {
      void navigate(paths.app.dashboard.getHref(), { replace: true });
    }
  }, [session.status, navigate]);

  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 -z-10 mx-auto h-[28rem] max-w-4xl rounded-full bg-gradient-to-r from-violet-400/30 via-indigo-400/25 to-sky-300/20 blur-3xl dark:from-violet-600/25 dark:via-indigo-600/20 dark:to-sky-500/10"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2">
        <div className="grid gap-6 text-center lg:text-left">
          <Link to={paths.features.sora2.getHref()} className="mx-auto w-fit rounded-full lg:mx-0">
            <Badge variant="accent" className="gap-1.5 px-3 py-1 text-xs">
              <Sparkles className="size-3.5" aria-hidden="true" />
              NEW: SORA 2 prompt generator
            </Badge>
          </Link>
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Turn a short task into a{' '}
            <span className="bg-gradient-to-r from-violet-600 to-indigo-500 bg-clip-text text-transparent dark:from-violet-400 dark:to-indigo-300">
              better prompt
            </span>
          </h1>
          <p className="mx-auto max-w-xl text-lg text-pretty text-muted-foreground lg:mx-0">
            Describe what you need in a line. Superprompt writes the detailed, structured prompt
            that gets great answers from ChatGPT, Claude, Gemini and image and video models.
          </p>
          <div className="flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <Button asChild size="lg">
              <Link to={paths.auth.signup.getHref()}>
                Create Free Super Prompts!
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.features.root.getHref()}>Learn more</Link>
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">Free to start. No API key needed.</p>
        </div>

        <figure className="rounded-2xl border border-border bg-card p-5 shadow-xl shadow-indigo-500/5 sm:p-6">
          <figcaption className="mb-4 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            Example
          </figcaption>
          <div className="grid gap-4">
            <div className="rounded-xl bg-muted p-4">
              <p className="mb-1 text-xs font-medium text-muted-foreground">You type</p>
              <p className="font-medium">{EXAMPLE_TASK}</p>
            </div>
            <div className="rounded-xl border border-primary/30 bg-accent/60 p-4">
              <p className="mb-2 flex items-center gap-1.5 text-xs font-medium text-accent-foreground">
                <Sparkles className="size-3.5" aria-hidden="true" />
                Super Prompt
              </p>
              <ul className="grid gap-1.5 text-sm leading-relaxed">
                {EXAMPLE_PROMPT.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          </div>
        </figure>
      </div>
    </section>
  );
}
