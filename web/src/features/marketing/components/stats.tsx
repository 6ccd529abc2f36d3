import { figures, formatCount, formatRating } from '@/config/marketing';

/** The figures band: values from web/content/marketing.json. */
export function Stats() {
  const items = [
    { value: formatCount(figures.users), label: 'users and professionals' },
    { value: formatCount(figures.savedPrompts), label: 'prompts saved in libraries' },
    {
      value: `${formatRating(figures.rating)} / 5`,
      label: `from ${formatCount(figures.storeRatings)} extension store ratings`,
    },
    { value: `${figures.minutesSavedPerDay} min`, label: 'saved per day, on average' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {items.map((item) => (
        <div
          key={item.label}
          className="grid content-start gap-1 rounded-2xl border border-border bg-card p-6 text-center"
        >
          <dt className="order-2 text-sm text-muted-foreground">{item.label}</dt>
          <dd className="order-1 text-3xl font-bold tracking-tight sm:text-4xl">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The savings sums (spec point 1), spelled out so the claim can be checked. */
export function SavingsNote() {
  return (
    <p className="mx-auto max-w-3xl text-center text-sm text-muted-foreground">
      A task takes about {figures.taskSeconds} seconds instead of {figures.manualMinutes} minutes.
      Saving {figures.minutesSavedPerDay} minutes a day is worth about ${figures.weeklySavingsUsd} a
      week at ${figures.hourlyRateUsd} an hour, so a paid plan pays for itself in week{' '}
      {figures.breakevenWeek}.
    </p>
  );
}
