import { CheckCircle2 } from 'lucide-react';
import { Outlet } from 'react-router';

import { Logo } from '@/components/logo';

const POINTS = [
  'Turn a one-line task into a detailed, structured prompt.',
  'Works with ChatGPT, Claude, Gemini and image and video models.',
  'Save, organise and share your best prompts.',
];

/** Sign in, sign up, verification and onboarding: the form, with the brand beside it on wide screens. */
export function AuthLayout() {
  return (
    <div className="grid min-h-dvh lg:grid-cols-[1fr_minmax(0,1.1fr)]">
      <aside className="relative hidden overflow-hidden bg-gradient-to-br from-violet-600 via-indigo-600 to-indigo-800 p-12 text-white lg:flex lg:flex-col lg:justify-between">
        <div
          className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full bg-white/10 blur-3xl"
          aria-hidden="true"
        />
        <Logo className="text-white" />
        <div className="relative grid gap-6">
          <p className="text-3xl leading-tight font-semibold tracking-tight">
            Better prompts, in the time it takes to describe the task.
          </p>
          <ul className="grid gap-3 text-white/90">
            {POINTS.map((point) => (
              <li key={point} className="flex gap-3">
                <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-white/70">No API key needed. Free to start.</p>
      </aside>
      <div className="flex flex-col">
        <header className="flex h-16 items-center px-4 sm:px-8 lg:hidden">
          <Logo />
        </header>
        <main
          id="main"
          className="flex flex-1 items-start justify-center px-4 py-8 sm:px-8 lg:items-center lg:py-12"
        >
          <div className="w-full max-w-md">
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}
