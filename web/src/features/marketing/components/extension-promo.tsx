import { Puzzle, Star } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { formatNumber, formatRating } from '@/config/marketing-format';
import { paths } from '@/config/paths';
import { island } from '@/lib/island';

import { useSiteContent } from '../api/get-site-content';

/** The operator's rating beside the button, when one is set (there is no live source). */
export function ExtensionRating() {
  const rating = useSiteContent()?.figures.rating;
  if (!rating) return null;
  return (
    <p className="flex items-center gap-1.5 text-sm text-violet-100">
      <Star className="size-4 fill-amber-300 text-amber-300" aria-hidden="true" />
      {formatRating(rating.average)} from {formatNumber(rating.count)} ratings
    </p>
  );
}

export const ExtensionRatingIsland = island('extension-rating', ExtensionRating);

/** The browser extension band; the button opens the store page in a new tab. */
export function ExtensionPromo() {
  return (
    <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-violet-700 via-indigo-700 to-indigo-900 px-6 py-12 text-white sm:px-12">
      <div className="grid items-center gap-8 lg:grid-cols-[1.4fr_1fr]">
        <div className="grid gap-4">
          <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-violet-100 uppercase">
            <Puzzle className="size-4" aria-hidden="true" />
            Browser extension
          </p>
          <h2 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Super Prompts right inside ChatGPT, Claude and Gemini
          </h2>
          <p className="text-lg text-violet-100">
            One click improves what you typed, and your library is always a click away. No tab
            switching, no copy and paste.
          </p>
          <div className="flex flex-wrap items-center gap-4">
            <Button asChild size="lg" className="bg-white text-indigo-900 hover:bg-violet-50">
              {/* The operator's store page when there is one, else how to load the build. */}
              <a href={paths.extension.install.getHref()}>Add to Chrome, it&apos;s free</a>
            </Button>
            <ExtensionRatingIsland />
          </div>
        </div>
        <div aria-hidden="true" className="rounded-2xl bg-white/10 p-5 ring-1 ring-white/20">
          <div className="rounded-xl bg-white/95 p-4 text-sm text-slate-800 shadow-lg">
            <p className="text-slate-600">Message ChatGPT</p>
            <p className="mt-2 font-medium">summarise this contract for a non-lawyer</p>
            <div className="mt-4 flex justify-end">
              <span className="rounded-lg bg-indigo-700 px-3 py-1.5 text-xs font-semibold text-white">
                ✦ Superprompt it
              </span>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
