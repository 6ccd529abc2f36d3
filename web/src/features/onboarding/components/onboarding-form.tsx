import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/errors';
import { todayIsoDate } from '@/lib/format';

import { useCreateUserRecord } from '../api/create-user-record';

export const PROFESSIONS = [
  'Software engineer',
  'Marketing',
  'Writer or content creator',
  'Designer',
  'Product manager',
  'Founder or business owner',
  'Sales',
  'Researcher',
  'Educator',
  'Student',
] as const;

export const SOURCES = [
  'Google search',
  'ChatGPT or another AI assistant',
  'YouTube',
  'TikTok',
  'Instagram',
  'X (Twitter)',
  'LinkedIn',
  'Reddit',
  'Chrome Web Store',
  'A friend or colleague',
] as const;

const OTHER = 'Other';

const OnboardingSchema = z
  .object({
    profession: z.string().min(1, 'Choose your profession'),
    professionOther: z.string().trim().max(100, 'Keep it under 100 characters'),
    source: z.string().min(1, 'Tell us how you heard about us'),
    subscribeToPromptingCourse: z.boolean(),
  })
  .superRefine((values, ctx) => {
    if (values.profession === OTHER && values.professionOther === '') {
      ctx.addIssue({ code: 'custom', path: ['professionOther'], message: 'Enter your profession' });
    }
  });
type OnboardingValues = z.infer<typeof OnboardingSchema>;

export function OnboardingForm({ onDone }: { onDone: () => void }) {
  const createUserRecord = useCreateUserRecord();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<OnboardingValues>({
    resolver: zodResolver(OnboardingSchema),
    defaultValues: {
      profession: '',
      professionOther: '',
      source: '',
      subscribeToPromptingCourse: false,
    },
  });
  const { errors } = form.formState;
  const profession = useWatch({ control: form.control, name: 'profession' });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await createUserRecord.mutateAsync({
        onboardingQuestions: {
          profession: values.profession === OTHER ? values.professionOther : values.profession,
          source: values.source,
          onboardingDate: todayIsoDate(),
          subscribeToPromptingCourse: values.subscribeToPromptingCourse,
        },
      });
      onDone();
    } catch (error) {
      setFormError(errorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      <FormField label="What do you do?" error={errors.profession?.message}>
        <Select {...form.register('profession')}>
          <option value="" disabled>
            Choose your profession
          </option>
          {PROFESSIONS.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
          <option value={OTHER}>Other</option>
        </Select>
      </FormField>
      {profession === OTHER ? (
        <FormField label="Your profession" error={errors.professionOther?.message}>
          <Input
            autoComplete="organization-title"
            autoFocus
            {...form.register('professionOther')}
          />
        </FormField>
      ) : null}
      <FormField label="How did you hear about us?" error={errors.source?.message}>
        <Select {...form.register('source')}>
          <option value="" disabled>
            Choose one
          </option>
          {SOURCES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
          <option value={OTHER}>Other</option>
        </Select>
      </FormField>
      <Controller
        control={form.control}
        name="subscribeToPromptingCourse"
        render={({ field }) => (
          <div className="flex items-start gap-3 rounded-lg border border-border p-4">
            <Checkbox
              id="subscribe-course"
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              ref={field.ref}
              aria-describedby="subscribe-course-description"
            />
            <div className="grid gap-1">
              <Label htmlFor="subscribe-course" className="leading-snug">
                Send me the free prompting course
              </Label>
              <p id="subscribe-course-description" className="text-xs text-muted-foreground">
                Short lessons by email. Unsubscribe any time.
              </p>
            </div>
          </div>
        )}
      />
      <Button type="submit" size="lg" className="w-full" loading={form.formState.isSubmitting}>
        Continue to dashboard
      </Button>
    </form>
  );
}
