import { Check, Copy, Gift, Share2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { site } from '@/config/site';
import { copyText } from '@/lib/clipboard';
import { errorMessage } from '@/lib/errors';
import { useUser } from '@/lib/session';
import { notify } from '@/lib/toasts';

import { useReferralStats, type ReferralStats } from '../api/get-referral-stats';
import { shareLink } from '../utils/share-link';

const COPY_FEEDBACK_MS = 2000;

/**
 * The referral widget on the dashboard (issue 18): the user's link with Copy and Share, and
 * how many people signed up with it and became paying customers. Only users in the programme
 * (with a referral code) see it; its data goes with the other signed-in queries on sign-out
 * and is loaded afresh after the next sign-in.
 */
export function ReferralWidget() {
  const user = useUser();
  const eligible = Boolean(user.referralCodeInternal);
  const stats = useReferralStats({ enabled: eligible });
  if (!eligible) return null;

  return (
    <Card aria-labelledby="referral-title">
      <CardHeader>
        <CardTitle id="referral-title" className="flex items-center gap-2">
          <Gift className="size-4.5 text-primary" aria-hidden="true" />
          Invite friends
        </CardTitle>
        <CardDescription>
          Share your link: friends who sign up within 30 days of opening it count as yours.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {stats.isPending ? (
          <div className="grid gap-3" aria-hidden="true">
            <div className="h-10 animate-pulse rounded-lg bg-muted" />
            <div className="grid grid-cols-2 gap-3">
              <div className="h-20 animate-pulse rounded-lg bg-muted" />
              <div className="h-20 animate-pulse rounded-lg bg-muted" />
            </div>
          </div>
        ) : stats.isError ? (
          <Alert variant="error">
            <div className="grid justify-items-start gap-2">
              <span>Could not load your referral link: {errorMessage(stats.error)}</span>
              <Button variant="outline" size="sm" onClick={() => void stats.refetch()}>
                Try again
              </Button>
            </div>
          </Alert>
        ) : (
          <ReferralDetails stats={stats.data} />
        )}
      </CardContent>
    </Card>
  );
}

function ReferralDetails({ stats }: { stats: ReferralStats }) {
  const [copied, setCopied] = useState(false);
  const [sharing, setSharing] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const showCopied = () => {
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
  };
  const copyFailed = () => notify.error('Could not copy. Select the link and copy it by hand.');

  const copy = async () => {
    try {
      await copyText(stats.link);
      showCopied();
      notify.success('Link copied', { description: 'Paste it anywhere to invite friends.' });
    } catch {
      copyFailed();
    }
  };

  const share = async () => {
    setSharing(true);
    try {
      const outcome = await shareLink({
        title: site.name,
        text: `${site.name}: ${site.tagline} Sign up with my link:`,
        url: stats.link,
      });
      if (outcome === 'copied') {
        showCopied();
        notify.success('Link copied', { description: 'Sharing is not available here.' });
      }
    } catch {
      copyFailed();
    } finally {
      setSharing(false);
    }
  };

  return (
    <>
      <FormField label="Your referral link">
        <Input
          readOnly
          value={stats.link}
          onFocus={(e) => e.currentTarget.select()}
          className="font-mono text-xs sm:text-xs"
        />
      </FormField>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="outline" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button onClick={() => void share()} loading={sharing}>
          {sharing ? null : <Share2 aria-hidden="true" />}
          Share
        </Button>
      </div>
      <ul aria-label="Your referrals" className="grid grid-cols-2 gap-3">
        <Figure
          value={stats.signups}
          label={
            stats.signups === 1
              ? 'person signed up with your link'
              : 'people signed up with your link'
          }
        />
        <Figure
          value={stats.paidConversions}
          label={
            stats.paidConversions === 1 ? 'became a paying customer' : 'became paying customers'
          }
        />
      </ul>
    </>
  );
}

function Figure({ value, label }: { value: number; label: string }) {
  return (
    <li className="grid content-start gap-1 rounded-lg border border-border bg-muted/40 p-3">
      <span className="text-2xl font-semibold tabular-nums">{value.toLocaleString()}</span>{' '}
      <span className="text-xs leading-snug text-muted-foreground">{label}</span>
    </li>
  );
}
