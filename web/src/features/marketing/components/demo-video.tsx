import { AlertCircle, Play } from 'lucide-react';
import { useState } from 'react';

import { Spinner } from '@/components/ui/spinner';
import { env } from '@/config/env';
import { formatVideoLength } from '@/config/marketing-format';
import { island } from '@/lib/island';

type VideoState = 'poster' | 'loading' | 'ready' | 'error';

const WIDTH = 1280;
const HEIGHT = 720;

/**
 * The demo video (spec points 2, 4): a poster first, in the pre-rendered HTML (so the box is
 * never an empty grey rectangle, with or without JavaScript; the browser loads it lazily); a
 * click plays the video, muted. The box has its size from the start so nothing shifts when the
 * video arrives.
 */
export function DemoVideo({ minutes }: { minutes: number }) {
  const [state, setState] = useState<VideoState>('poster');

  return (
    <div className="relative mx-auto aspect-video w-full max-w-4xl overflow-hidden rounded-2xl border border-border bg-muted shadow-2xl shadow-indigo-500/10">
      <img
        src="/media/demo-poster.svg"
        alt=""
        width={WIDTH}
        height={HEIGHT}
        loading="lazy"
        decoding="async"
        className="absolute inset-0 size-full object-cover"
      />
      {state === 'poster' ? (
        <button
          type="button"
          onClick={() => setState('loading')}
          className="group absolute inset-0 grid place-items-center focus-visible:outline-offset-[-4px]"
        >
          <span className="flex items-center gap-3 rounded-full bg-primary px-6 py-3 text-base font-semibold text-primary-foreground shadow-lg transition-transform group-hover:scale-105">
            <Play className="size-5 fill-current" aria-hidden="true" />
            Watch the demo ({formatVideoLength(minutes)})
          </span>
        </button>
      ) : null}
      {state === 'loading' || state === 'ready' ? (
        <video
          src={env.DEMO_VIDEO_URL}
          width={WIDTH}
          height={HEIGHT}
          muted
          autoPlay
          playsInline
          controls
          preload="auto"
          poster="/media/demo-poster.svg"
          onCanPlay={() => setState('ready')}
          onError={() => setState('error')}
          aria-label="Superprompt demo video"
          className="absolute inset-0 size-full bg-black object-contain"
        />
      ) : null}
      {state === 'loading' ? (
        <div className="pointer-events-none absolute inset-0 grid place-items-center">
          <Spinner className="size-8 text-white" />
          <span className="sr-only">Loading the video…</span>
        </div>
      ) : null}
      {state === 'error' ? (
        <div
          role="alert"
          className="absolute inset-0 grid place-items-center bg-card/95 p-6 text-center"
        >
          <p className="flex items-center gap-2 text-sm font-medium">
            <AlertCircle className="size-4 text-destructive" aria-hidden="true" />
            The demo video could not be loaded. Please try again later.
          </p>
        </div>
      ) : null}
    </div>
  );
}

export const DemoVideoIsland = island('demo-video', DemoVideo);
