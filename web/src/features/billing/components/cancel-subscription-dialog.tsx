import { zodResolver } from '@hookform/resolvers/zod';
import { BadgePercent } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';

import { CharacterCount } from '@/components/character-count';
import { RadioCardGroup } from '@/components/radio-card-group';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { cancellationReasons, SURVEY_TEXT_MAX } from '@/config/billing';
import { errorMessage, isApiError } from '@/lib/errors';
import { plural } from '@/lib/format';
import type { CancellationReason, PlanInterval, PlanName } from '@/lib/gql/graphql';
import { notify } from '@/lib/toasts';
import { serverFieldName } from '@/lib/validation';

import { useAcceptRecoveryOffer } from '../api/accept-recovery-offer';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useCreateRecoveryOffer, type RecoveryOffer } from '../api/create-recovery-offer';
import { cycleOf, pricePerPeriod } from '../utils/plans';

const REASONS = cancellationReasons.map((r) => r.value) as [
  CancellationReason,
  ...CancellationReason[],
];

const tooLong = `Please keep this under ${SURVEY_TEXT_MAX.toLocaleString()} characters.`;

export const CancelSubscriptionSchema = z.object({
  reason: z.enum(REASONS, { error: 'Please choose a reason.' }),
  reasonDetails: z.string().trim().max(SURVEY_TEXT_MAX, tooLong),
  feedback: z.string().trim().max(SURVEY_TEXT_MAX, tooLong),
});
type CancelSubscriptionValues = z.infer<typeof CancelSubscriptionSchema>;
type CancelSubscriptionInputValues = z.input<typeof CancelSubscriptionSchema>;

/** "Stay for 30% off for 3 months": the offer step's title. */
export function recoveryOfferTitle(offer: Pick<RecoveryOffer, 'percentOff' | 'durationInMonths'>) {
  return `Stay for ${offer.percentOff}% off for ${plural(offer.durationInMonths, 'month')}`;
}

export interface CancelSubscriptionDialogProps {
  /** The plan's display name. */
  planName: string;
  /** When access would end, formatted; null when the server gave no date. */
  endsOn: string | null;
  /** The session user's id, for the recovery offer. */
  userId: string;
  /** The subscription being cancelled. */
  plan: PlanName;
  /** What it costs per payment, to compare the offer with (omitted: only the offer's price). */
  price?: { cents: number; interval?: PlanInterval | undefined; currency?: string | undefined };
}

/**
 * Cancelling asks why first (the cancellation survey: a reason, optional details and
 * feedback). Before the cancellation is final, the one-time recovery offer is asked for: if
 * there is one, the dialog offers it (Accept keeps the plan at the discount, "No thanks,
 * cancel" cancels); if not (already used), it cancels at the end of the paid period at once.
 */
export function CancelSubscriptionDialog({
  planName,
  endsOn,
  userId,
  plan,
  price,
}: CancelSubscriptionDialogProps) {
  const cancel = useCancelSubscription();
  const createOffer = useCreateRecoveryOffer();
  const acceptOffer = useAcceptRecoveryOffer();
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState<unknown>(null);
  /** The offer step: the open offer and the survey answers that led to it. */
  const [offerStep, setOfferStep] = useState<{
    offer: RecoveryOffer;
    answers: CancelSubscriptionValues;
  } | null>(null);
  const form = useForm<CancelSubscriptionInputValues, unknown, CancelSubscriptionValues>({
    resolver: zodResolver(CancelSubscriptionSchema),
    defaultValues: { reason: undefined, reasonDetails: '', feedback: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [reason, reasonDetails, feedback] = useWatch({
    control: form.control,
    name: ['reason', 'reasonDetails', 'feedback'],
  });
  const chosen = cancellationReasons.find((r) => r.value === reason);
  const until = endsOn ? `until ${endsOn}` : 'until the end of the period you paid for';

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      form.reset();
      setFormError(null);
      setOfferStep(null);
    }
  };

  /** Cancels with the answers; a refusal of one answer goes back to the survey, on that field. */
  const cancelWith = async (values: CancelSubscriptionValues) => {
    setFormError(null);
    try {
      await cancel.mutateAsync(values);
      onOpenChange(false);
      notify.success(`Your subscription is cancelled. You keep ${planName} ${until}.`);
    } catch (error) {
      const field = isApiError(error, 'BAD_USER_INPUT') ? serverFieldName(error.field) : undefined;
      if (field === 'reason' || field === 'reasonDetails' || field === 'feedback') {
        setOfferStep(null);
        form.setError(field, { message: errorMessage(error) });
        return;
      }
      setFormError(error);
    }
  };

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    let offer: RecoveryOffer | null = null;
    try {
      offer = await createOffer.mutateAsync({
        userId,
        attemptedPlan: plan,
        attemptedCycle: cycleOf(plan),
      });
    } catch (error) {
      // The offer is a courtesy: when it cannot be had, cancelling must still work.
      console.warn('[billing] the recovery offer could not be loaded; cancelling', error);
    }
    if (offer) {
      setOfferStep({ offer, answers: values });
      return;
    }
    await cancelWith(values);
  });

  const onAccept = async () => {
    if (!offerStep) return;
    const { offer, answers } = offerStep;
    setFormError(null);
    try {
      await acceptOffer.mutateAsync({ ...answers, discountCode: offer.code });
      onOpenChange(false);
      notify.success(
        `Offer accepted: ${planName} is ${offer.percentOff}% off for the next ${plural(offer.durationInMonths, 'month')}.`,
      );
    } catch (error) {
      setFormError(error);
    }
  };

  const busy = cancel.isPending || acceptOffer.isPending;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          className="w-full text-destructive hover:text-destructive sm:w-fit"
        >
          Cancel subscription
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        {offerStep ? (
          <RecoveryOfferStep
            offer={offerStep.offer}
            planName={planName}
            price={price}
            error={formError}
            accepting={acceptOffer.isPending}
            cancelling={cancel.isPending}
            disabled={busy}
            onAccept={() => void onAccept()}
            onDecline={() => void cancelWith(offerStep.answers)}
          />
        ) : (
          <>
            <DialogTitle>Cancel your subscription?</DialogTitle>
            <DialogDescription>
              You keep {planName} {until}, then your account returns to Free. Nothing is deleted.
              Before you go, tell us why: it helps us make Superprompt better.
            </DialogDescription>
            <form onSubmit={submit} noValidate className="grid gap-5">
              {formError ? <Alert variant="error">{errorMessage(formError)}</Alert> : null}
              <RadioCardGroup
                legend="Why are you cancelling?"
                options={cancellationReasons}
                registration={form.register('reason')}
                error={errors.reason?.message}
              />
              <FormField
                label={`${chosen?.detailsLabel ?? 'Details'} (optional)`}
                error={errors.reasonDetails?.message}
                labelAction={<CharacterCount value={reasonDetails} max={SURVEY_TEXT_MAX} />}
              >
                <Textarea rows={3} className="min-h-20" {...form.register('reasonDetails')} />
              </FormField>
              <FormField
                label="Anything else we should know? (optional)"
                error={errors.feedback?.message}
                labelAction={<CharacterCount value={feedback} max={SURVEY_TEXT_MAX} />}
              >
                <Textarea rows={3} className="min-h-20" {...form.register('feedback')} />
              </FormField>
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <DialogClose asChild>
                  <Button variant="outline">Keep my subscription</Button>
                </DialogClose>
                <Button type="submit" variant="destructive" loading={isSubmitting}>
                  Confirm cancellation
                </Button>
              </div>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The one-time offer, shown instead of cancelling straight away. */
function RecoveryOfferStep({
  offer,
  planName,
  price,
  error,
  accepting,
  cancelling,
  disabled,
  onAccept,
  onDecline,
}: {
  offer: RecoveryOffer;
  planName: string;
  price: CancelSubscriptionDialogProps['price'];
  error: unknown;
  accepting: boolean;
  cancelling: boolean;
  disabled: boolean;
  onAccept: () => void;
  onDecline: () => void;
}) {
  const months = plural(offer.durationInMonths, 'month');
  const discounted = pricePerPeriod(offer.discountedPriceCents, price?.interval, price?.currency);
  const regular = price ? pricePerPeriod(price.cents, price.interval, price.currency) : null;
  return (
    <>
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground"
        >
          <BadgePercent className="size-5" />
        </span>
        <div className="grid gap-1.5">
          <DialogTitle>{recoveryOfferTitle(offer)}</DialogTitle>
          <DialogDescription>
            Before you cancel: keep {planName} at {discounted}
            {regular ? ` instead of ${regular}` : ''} for the next {months}. After that the regular
            price applies, and you can still cancel at any time.
          </DialogDescription>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">
        This is a one-time offer. Your survey answers are kept either way: thank you for them.
      </p>
      {error ? <Alert variant="error">{errorMessage(error)}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="outline"
          className="text-destructive hover:text-destructive"
          loading={cancelling}
          disabled={disabled}
          onClick={onDecline}
        >
          No thanks, cancel
        </Button>
        <Button loading={accepting} disabled={disabled} onClick={onAccept}>
          Accept offer
        </Button>
      </div>
    </>
  );
}
