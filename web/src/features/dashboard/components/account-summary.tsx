import { CalendarDays, Gift, Sparkles, Zap } from 'lucide-react';
import type { ReactNode } from 'react';

import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { SessionUser } from '@/lib/auth-events';
import { formatDate, formatDateTime, planLabel } from '@/lib/format';

function Stat({
  icon,
  label,
  value,
  hint,
}: {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  hint?: ReactNode;
}) {
  // dt/dd must be direct children of the wrapping div (for the <dl>), so the icon sits inside
  // the <dt>, positioned into the left gutter.
  return (
    <div className="relative rounded-lg border border-border bg-background/60 p-4 pl-16">
      <dt className="text-xs font-medium text-muted-foreground">
        <span className="absolute top-4 left-4 flex size-9 items-center justify-center rounded-lg bg-accent text-accent-foreground [&_svg]:size-4.5">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 text-xl font-semibold tracking-tight">{value}</dd>
      {hint ? <dd className="mt-0.5 text-xs text-muted-foreground">{hint}</dd> : null}
    </div>
  );
}

const USAGE_LABELS: [keyof SessionUser['usage'], string][] = [
  ['primer', 'Primer'],
  ['aiAmplifier', 'AI Amplifier'],
  ['mastermind', 'Mastermind'],
  ['imagePrompt', 'Image prompts'],
  ['veo3', 'Veo 3 video prompts'],
  ['jsonPrompting', 'JSON prompts'],
];

/** Plan, limits, usage and membership for the signed-in user. */
export function AccountSummary({ user }: { user: SessionUser }) {
  const isFree = user.planName === 'FREE';
  const totalUsage = USAGE_LABELS.reduce((sum, [key]) => sum + user.usage[key], 0);

  return (
    <div className="grid gap-6 lg:grid-cols-5">
      <Card className="lg:col-span-3" aria-labelledby="plan-heading">
        <CardHeader>
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle id="plan-heading">Your plan</CardTitle>
            <Badge variant={isFree ? 'outline' : 'default'}>{planLabel(user.planName)}</Badge>
          </div>
          <CardDescription>
            {isFree
              ? 'The Free plan includes daily Super Prompts plus one-time bonus generations.'
              : 'Your plan includes unlimited Super Prompt generation.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 sm:grid-cols-2">
            <Stat
              icon={<Sparkles aria-hidden="true" />}
              label="Plan"
              value={planLabel(user.planName)}
              hint={user.subscriptionStatus ? `Status: ${user.subscriptionStatus}` : undefined}
            />
            <Stat
              icon={<Zap aria-hidden="true" />}
              label="Generations left today"
              value={isFree ? user.dailyPromptLimit : 'Unlimited'}
              hint={
                isFree && user.promptLimitResetTime
                  ? `Resets ${formatDateTime(user.promptLimitResetTime)}`
                  : undefined
              }
            />
            <Stat
              icon={<Gift aria-hidden="true" />}
              label="Bonus generations"
              value={user.bonusPrompts}
              hint="One-time extras, used after the daily ones"
            />
            <Stat
              icon={<CalendarDays aria-hidden="true" />}
              label="Member since"
              value={formatDate(user.creationDateTime)}
            />
          </dl>
        </CardContent>
      </Card>

      <Card className="lg:col-span-2" aria-labelledby="usage-heading">
        <CardHeader>
          <CardTitle id="usage-heading">Usage</CardTitle>
          <CardDescription>
            {totalUsage === 0
              ? 'No prompts generated yet.'
              : `${totalUsage} prompts generated in total.`}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <table className="w-full text-sm">
            <caption className="sr-only">Prompts generated per model</caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">Model</th>
                <th scope="col">Prompts</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {USAGE_LABELS.map(([key, label]) => (
                <tr key={key}>
                  <th scope="row" className="py-2 text-left font-normal text-muted-foreground">
                    {label}
                  </th>
                  <td className="py-2 text-right font-medium tabular-nums">{user.usage[key]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </CardContent>
      </Card>
    </div>
  );
}
