import { Star } from 'lucide-react';

import type { Review } from '@/config/marketing';
import { cn } from '@/lib/utils';

function Stars({ rating }: { rating: number }) {
  return (
    <span className="flex gap-0.5" role="img" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn(
            'size-4',
            n <= rating ? 'fill-amber-400 text-amber-500' : 'fill-muted text-muted-foreground/40',
          )}
        />
      ))}
    </span>
  );
}

function ReviewCard({ review }: { review: Review }) {
  return (
    <figure className="grid w-80 shrink-0 gap-3 rounded-2xl border border-border bg-card p-5 shadow-sm">
      <Stars rating={review.rating} />
      <blockquote className="text-sm leading-relaxed">“{review.text}”</blockquote>
      <figcaption className="text-sm">
        <span className="font-semibold">{review.name}</span>
        {review.designation ? (
          <span className="text-muted-foreground">, {review.designation}</span>
        ) : null}
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
          <div aria-hidden="true" className="flex gap-5">
            {row.map((review) => (
              <ReviewCard key={review.name + review.text.slice(0, 12)} review={review} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
