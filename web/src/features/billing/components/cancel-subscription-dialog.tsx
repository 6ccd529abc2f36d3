import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';

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
import type { CancellationReason } from '@/lib/gql/graphql';
import { notify } from '@/lib/toasts';
import { cn } from '@/lib/utils';
import { serverFieldName } from '@/lib/validation';

import { useCancelSubscription } from '../api/cancel-subscription';

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

function Counter({ value }: { value: string | undefined }) {
  return (
    <span className="text-xs text-muted-foreground tabular-nums">
      <span className="sr-only">Characters used: </span>
      {(value ?? '').length.toLocaleString()} / {SURVEY_TEXT_MAX.toLocaleString()}
    </span>
  );
}

/**
 * Cancelling asks why first (the cancellation survey: a reason, optional details and
 * feedback), then cancels at the end of the paid period.
 */
export function CancelSubscriptionDialog({
  planName,
  endsOn,
}: {
  /** The plan's display name. */
  planName: string;
  /** When access would end, formatted; null when the server gave no date. */
  endsOn: string | null;
}) {
  const cancel = useCancelSubscription();
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState<unknown>(null);
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
    }
  };

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await cancel.mutateAsync(values);
      onOpenChange(false);
      notify.success(`Your subscription is cancelled. You keep ${planName} ${until}.`);
    } catch (error) {
      const field = isApiError(error, 'BAD_USER_INPUT') ? serverFieldName(error.field) : undefined;
      if (field === 'reason' || field === 'reasonDetails' || field === 'feedback') {
        form.setError(field, { message: errorMessage(error) });
        return;
      }
      setFormError(error);
    }
  });

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
        <DialogTitle>Cancel your subscription?</DialogTitle>
        <DialogDescription>
          You keep {planName} {until}, then your account returns to Free. Nothing is deleted. Before
          you go, tell us why: it helps us make Superprompt better.
        </DialogDescription>
        <form onSubmit={submit} noValidate className="grid gap-5">
          {formError ? <Alert variant="error">{errorMessage(formError)}</Alert> : null}
          <fieldset
            className="grid gap-2"
            aria-describedby={errors.reason ? 'cancel-reason-error' : undefined}
          >
            <legend className="mb-2 text-sm font-medium">Why are you cancelling?</legend>
            {cancellationReasons.map((option) => (
              <label
                key={option.value}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-lg border border-border px-3 py-2.5 text-sm transition-colors hover:bg-muted',
                  'has-[:checked]:border-primary has-[:checked]:bg-accent has-[:checked]:text-accent-foreground',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                )}
              >
                <input
                  type="radio"
                  value={option.value}
                  className="size-4 shrink-0 accent-primary"
                  aria-invalid={errors.reason ? true : undefined}
                  {...form.register('reason')}
                />
                {option.label}
              </label>
            ))}
            {errors.reason ? (
              <p id="cancel-reason-error" className="text-sm font-medium text-destructive">
                {errors.reason.message}
              </p>
            ) : null}
          </fieldset>
          <FormField
            label={`${chosen?.detailsLabel ?? 'Details'} (optional)`}
            error={errors.reasonDetails?.message}
            labelAction={<Counter value={reasonDetails} />}
          >
            <Textarea rows={3} className="min-h-20" {...form.register('reasonDetails')} />
          </FormField>
          <FormField
            label="Anything else we should know? (optional)"
            error={errors.feedback?.message}
            labelAction={<Counter value={feedback} />}
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
      </DialogContent>
    </Dialog>
  );
}
