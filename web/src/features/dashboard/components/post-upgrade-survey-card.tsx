import { zodResolver } from '@hookform/resolvers/zod';
import { PartyPopper } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';

import { CharacterCount } from '@/components/character-count';
import { RadioCardGroup } from '@/components/radio-card-group';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { SURVEY_TEXT_MAX } from '@/config/billing';
import { errorMessage, isApiError } from '@/lib/errors';
import type { PlanName } from '@/lib/gql/graphql';
import type { UpgradeReason } from '@/lib/gql/graphql';
import { notify } from '@/lib/toasts';
import { serverFieldName } from '@/lib/validation';

import {
  useCompletePostUpgradeSurvey,
  useDismissPostUpgradeSurvey,
} from '../api/answer-post-upgrade-survey';
import { usePostUpgradeSurvey } from '../api/get-post-upgrade-survey';

/** The survey's answers, in the order they are offered (the schema's `UpgradeReason`). */
export const upgradeReasons: { value: UpgradeReason; label: string }[] = [
  { value: 'UNLIMITED_GENERATIONS', label: 'Unlimited Super Prompts' },
  { value: 'VIDEO_PROMPTS', label: 'Prompts for video (Veo 3, Sora 2)' },
  { value: 'IMAGE_PROMPTS', label: 'Prompts for images' },
  { value: 'JSON_PROMPTS', label: 'Prompts in JSON' },
  { value: 'LIBRARY', label: 'An unlimited prompt library' },
  { value: 'CONTEXT_GENIES', label: 'Unlimited Context Genies' },
  { value: 'OTHER', label: 'Something else' },
];

const REASONS = upgradeReasons.map((r) => r.value) as [UpgradeReason, ...UpgradeReason[]];

export const PostUpgradeSurveySchema = z.object({
  reason: z.enum(REASONS, { error: 'Please choose a reason.' }),
  feedback: z
    .string()
    .trim()
    .max(SURVEY_TEXT_MAX, `Please keep this under ${SURVEY_TEXT_MAX.toLocaleString()} characters.`),
});
type SurveyValues = z.infer<typeof PostUpgradeSurveySchema>;
type SurveyInputValues = z.input<typeof PostUpgradeSurveySchema>;

/**
 * "What made you upgrade?": a short, dismissible survey on the dashboard after a first
 * upgrade. Shown while the server says so (`showPostUpgradeSurvey`: a paid plan, neither
 * answered nor dismissed); answering or dismissing removes it for good.
 */
export function PostUpgradeSurveyCard({ planName }: { planName: PlanName }) {
  const paid = planName !== 'FREE';
  const survey = usePostUpgradeSurvey({ enabled: paid });
  const complete = useCompletePostUpgradeSurvey();
  const dismiss = useDismissPostUpgradeSurvey();
  const [formError, setFormError] = useState<unknown>(null);
  const form = useForm<SurveyInputValues, unknown, SurveyValues>({
    resolver: zodResolver(PostUpgradeSurveySchema),
    defaultValues: { reason: undefined, feedback: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const feedback = useWatch({ control: form.control, name: 'feedback' });

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await complete.mutateAsync(values);
      notify.success('Thank you! Your answer helps us make Superprompt better.');
    } catch (error) {
      const field = isApiError(error, 'BAD_USER_INPUT') ? serverFieldName(error.field) : undefined;
      if (field === 'reason' || field === 'feedback') {
        form.setError(field, { message: errorMessage(error) });
        return;
      }
      if (isApiError(error, 'CONFLICT')) {
        // Answered or dismissed elsewhere, or no longer on a paid plan: nothing to ask.
        notify.info(errorMessage(error));
        void survey.refetch();
        return;
      }
      setFormError(error);
    }
  });

  const onDismiss = async () => {
    setFormError(null);
    try {
      await dismiss.mutateAsync();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  if (!paid || !survey.data?.showPostUpgradeSurvey) return null;

  const busy = isSubmitting || dismiss.isPending;
  return (
    <Card aria-labelledby="post-upgrade-survey-title">
      <CardHeader>
        <div className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground"
          >
            <PartyPopper className="size-4" />
          </span>
          <div className="grid gap-1">
            <CardTitle id="post-upgrade-survey-title">What made you upgrade?</CardTitle>
            <CardDescription>
              Thanks for upgrading! One quick question, so we know what to make even better.
            </CardDescription>
          </div>
        </div>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-5">
          {formError ? <Alert variant="error">{errorMessage(formError)}</Alert> : null}
          <RadioCardGroup
            legend="The main reason"
            options={upgradeReasons}
            registration={form.register('reason')}
            error={errors.reason?.message}
            className="sm:grid-cols-2"
          />
          <FormField
            label="Anything else you’d like to tell us? (optional)"
            error={errors.feedback?.message}
            labelAction={<CharacterCount value={feedback} max={SURVEY_TEXT_MAX} />}
          >
            <Textarea rows={3} className="min-h-20" {...form.register('feedback')} />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              variant="ghost"
              loading={dismiss.isPending}
              disabled={busy}
              onClick={() => void onDismiss()}
            >
              Dismiss
            </Button>
            <Button type="submit" loading={isSubmitting} disabled={busy}>
              Submit
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
