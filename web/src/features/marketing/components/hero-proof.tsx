import { Star } from 'lucide-react';

import { formatCount, formatRating } from '@/config/marketing-format';
import { island } from '@/lib/island';

import { useSiteContent } from '../api/get-site-content';

/**
 * The hero's "★ 4.8 rating · 1,200+ users ·" before "Free to start": the rating only when the
 * operator set one, the people only when the server has that figure. An inline island: the
 * pre-rendered page says neither.
 */
export function HeroProof() {
  const figures = useSiteContent()?.figures;
  if (!figures) return null;
  return (
    <>
      {figures.rating ? (
        <>
          <span className="flex items-center gap-1">
            <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
            {formatRating(figures.rating.average)} rating
          </span>
          <span aria-hidden="true">·</span>
        </>
      ) : null}
      {figures.people !== null ? (
        <>
          <span>{formatCount(figures.people)} users</span>
          <span aria-hidden="true">·</span>
        </>
      ) : null}
    </>
  );
}

export const HeroProofIsland = island('hero-proof', HeroProof, { inline: true });
