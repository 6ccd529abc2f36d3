import { Pause, Play } from 'lucide-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
} from 'react';

import { island } from '@/lib/island';
import { cn } from '@/lib/utils';

import { howItWorks } from '../content/how-it-works';

/** Spec point 9: the carousel advances every 3 s. */
export const CAROUSEL_INTERVAL_MS = 3000;

function subscribeToMotionPreference(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia('(prefers-reduced-motion: reduce)');
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function prefersStillness(): boolean {
  if (typeof window === 'undefined') return false;
  const reduced =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduced || document.documentElement.dataset.animations === 'off';
}

/**
 * How it works: Type, Choose model, Refine, Test. Advances every 3 s; clicking a step shows it
 * (and restarts the timer). It stops while hovered or focused, and has a pause button
 * (WCAG 2.2.2); people who asked for less motion get it paused from the start.
 */
export function HowItWorksCarousel() {
  const [active, setActive] = useState(0);
  // The pre-rendered page plays; the browser's preference is applied right after hydrating.
  const still = useSyncExternalStore(subscribeToMotionPreference, prefersStillness, () => false);
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const paused = userPaused ?? still;
  const [held, setHeld] = useState(false);
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const running = !paused && !held;

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(
      () => setActive((index) => (index + 1) % howItWorks.length),
      CAROUSEL_INTERVAL_MS,
    );
    return () => clearTimeout(timer);
  }, [active, running]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    event.preventDefault();
    const next = (active + delta + howItWorks.length) % howItWorks.length;
    setActive(next);
    tabs.current[next]?.focus();
  };

  const step = howItWorks[active] ?? howItWorks[0]!;

  return (
    <div
      className="grid gap-8 lg:grid-cols-[1fr_1.1fr] lg:items-center"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
    >
      <div className="grid gap-3">
        <div
          role="tablist"
          aria-label="How it works"
          aria-orientation="vertical"
          className="grid gap-3"
          onKeyDown={onKeyDown}
        >
          {howItWorks.map((item, index) => {
            const selected = index === active;
            return (
              <button
                key={item.title}
                ref={(element) => {
                  tabs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={`${baseId}-tab-${index}`}
                aria-selected={selected}
                aria-controls={`${baseId}-panel`}
                tabIndex={selected ? 0 : -1}
                onClick={() => setActive(index)}
                className={cn(
                  'relative grid gap-1 overflow-hidden rounded-xl border p-4 text-left transition-colors',
                  selected
                    ? 'border-primary/50 bg-card shadow-md'
                    : 'border-transparent hover:bg-card/70',
                )}
              >
                <span className="flex items-center gap-3 font-semibold">
                  <span
                    aria-hidden="true"
                    className={cn(
                      'grid size-7 place-items-center rounded-full text-sm',
                      selected ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
                    )}
                  >
                    {index + 1}
                  </span>
                  {item.title}
                </span>
                <span className="pl-10 text-sm text-muted-foreground">{item.text}</span>
                {selected && running ? (
                  <span
                    key={`progress-${active}`}
                    aria-hidden="true"
                    className="absolute bottom-0 left-0 h-0.5 w-full origin-left animate-[carousel-progress_3s_linear] bg-primary"
                  />
                ) : null}
              </button>
            );
          })}
        </div>
        <button
          type="button"
          onClick={() => setUserPaused(!paused)}
          className="inline-flex w-fit items-center gap-2 rounded-lg px-3 py-1.5 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          {paused ? (
            <Play className="size-4" aria-hidden="true" />
          ) : (
            <Pause className="size-4" aria-hidden="true" />
          )}
          {paused ? 'Play the steps' : 'Pause the steps'}
        </button>
      </div>
      <div
        id={`${baseId}-panel`}
        role="tabpanel"
        aria-labelledby={`${baseId}-tab-${active}`}
        className="rounded-2xl border border-border bg-card p-6 shadow-xl shadow-indigo-500/5"
      >
        <div className="mb-4 flex items-center gap-1.5" aria-hidden="true">
          <span className="size-2.5 rounded-full bg-red-400" />
          <span className="size-2.5 rounded-full bg-amber-400" />
          <span className="size-2.5 rounded-full bg-emerald-400" />
        </div>
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          Step {active + 1}: {step.screen.label}
        </p>
        <ul className="mt-3 grid min-h-36 content-start gap-2">
          {step.screen.lines.map((line) => (
            <li key={line} className="rounded-lg bg-muted px-4 py-3 text-sm font-medium">
              {line}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export const HowItWorksCarouselIsland = island('how-it-works-carousel', HowItWorksCarousel);
