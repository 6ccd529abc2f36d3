import { figures } from '@/config/marketing';

/**
 * The savings sums (spec point 1), spelled out with their assumptions so the claim can be
 * checked: arithmetic, not a measured figure (web/content/marketing.json holds the inputs).
 */
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
