import { formatNumber, formatRating } from '@/config/marketing-format';
import { island } from '@/lib/island';
import { useHydrated } from '@/lib/use-hydrated';
import { cn } from '@/lib/utils';

import { useSiteContent, type SiteRating, type SiteReview } from '../api/get-site-content';

import { Section } from './section';

type Review = SiteReview;

const STAR = '12,2 14.9,8.6 22,9.3 16.6,14 18.2,21 12,17.3 5.8,21 7.4,14 2,9.3 9.1,8.6';

/** Five stars in one small SVG (90 icon SVGs used to make up half of the landing page). */
function Stars({ rating }: { rating: number }) {
  return (
    <svg
      role="img"
      aria-label={`${rating} out of 5 stars`}
      viewBox="0 0 120 24"
      width="90"
      height="18"
    >
      {[0, 1, 2, 3, 4].map((index) => (
        <polygon
          key={index}
          points={STAR}
          transform={`translate(${index * 24} 0)`}
          className={
            index < rating ? 'fill-amber-400 stroke-amber-500' : 'fill-muted stroke-border'
          }
        />
      ))}
    </svg>
  );
}

function ReviewCard({ review }: { review: Review }) {
  return (
    <figure className="grid w-80 shrink-0 gap-3 rounded-2xl border border-border bg-card p-5 shadow-sm">
      <Stars rating={review.rating} />
      <blockquote className="text-sm leading-relaxed">“{review.text}”</blockquote>
      <figcaption className="text-sm">
        <span className="font-semibold">{review.name}</span>
        {review.role ? <span className="text-muted-foreground">, {review.role}</span> : null}
      </figcaption>
    </figure>
  );
}

/**
 * The scrolling review wall. Two rows drift in opposite directions (CSS only); the copies that
 * make the loop seamless are hidden from assistive technology. Hovering pauses it; with
 * reduced motion it stands still and scrolls by hand.
 */
export function ReviewWall({ reviews }: { reviews: Review[] }) {
  // The loop's second copy is added once the page is live: the pre-rendered HTML stays small.
  const hydrated = useHydrated();
  const half = Math.ceil(reviews.length / 2);
  const rows = [reviews.slice(0, half), reviews.slice(half)].filter((row) => row.length > 0);
  return (
    <div className="review-wall grid gap-5 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_6%,black_94%,transparent)]">
      {rows.map((row, rowIndex) => (
        <div
          key={rowIndex}
          className={cn('review-row flex w-max gap-5', rowIndex % 2 === 1 && 'review-row-reverse')}
        >
          {row.map((review) => (
            <ReviewCard key={review.name + review.text.slice(0, 12)} review={review} />
          ))}
          {hydrated ? (
            <div aria-hidden="true" className="flex gap-5">
              {row.map((review) => (
                <ReviewCard key={review.name + review.text.slice(0, 12)} review={review} />
              ))}
            </div>
          ) : null}
        </div>
      ))}
    </div>
  );
}

/** "Rated 4.8 out of 5 from 290 ratings." */
export function ratingLine(rating: SiteRating): string {
  return `Rated ${formatRating(rating.average)} out of 5 from ${formatNumber(rating.count)} ratings.`;
}

/**
 * The landing page's reviews section: the operator's reviews (`[[site.reviews]]`), with the
 * rating line when the operator set a rating. Without reviews (a fresh install, and the
 * pre-rendered page) it is not there at all; the mobile menu's Reviews link hides with it.
 */
export function ReviewsSection() {
  const content = useSiteContent();
  if (!content || content.reviews.length === 0) return null;
  const { rating } = content.figures;
  return (
    <Section
      id="reviews"
      eyebrow="Reviews"
      title="What people say about Superprompt"
      lead={rating ? ratingLine(rating) : undefined}
    >
      <ReviewWall reviews={content.reviews} />
    </Section>
  );
}

export const ReviewsSectionIsland = island('reviews', ReviewsSection);
