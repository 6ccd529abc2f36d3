import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';

import { PlanLimitAlert } from '@/components/plan-limit-alert';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { CONTEXT_CONTENT_MAX, CONTEXT_NAME_MAX } from '@/config/generators';
import { errorMessage, isApiError } from '@/lib/errors';

export const ContextGenieSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Give your Genie a name')
    .max(CONTEXT_NAME_MAX, `Keep the name under ${CONTEXT_NAME_MAX} characters`),
  content: z
    .string()
    .trim()
    .min(1, 'Add the context to reuse')
    .max(CONTEXT_CONTENT_MAX, `Keep the context under ${CONTEXT_CONTENT_MAX} characters`),
  isActive: z.boolean(),
});
export type ContextGenieValues = z.infer<typeof ContextGenieSchema>;

/** Name, content and (when creating) "use automatically"; shows the server's refusal. */
export function ContextGenieForm({
  defaultValues,
  submitLabel,
  showActive = true,
  onSubmit,
  onCancel,
}: {
  defaultValues?: Partial<ContextGenieValues>;
  submitLabel: string;
  showActive?: boolean;
  onSubmit: (values: ContextGenieValues) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [formError, setFormError] = useState<unknown>(null);
  const form = useForm<ContextGenieValues>({
    resolver: zodResolver(ContextGenieSchema),
    defaultValues: { name: '', content: '', isActive: false, ...defaultValues },
  });
  const { errors, isSubmitting } = form.formState;
  const content = useWatch({ control: form.control, name: 'content' });

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setFormError(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {formError ? (
        isApiError(formError, 'PLAN_LIMIT') ? (
          <PlanLimitAlert message={errorMessage(formError)} />
        ) : (
          <Alert variant="error">{errorMessage(formError)}</Alert>
        )
      ) : null}
      <FormField label="Name" error={errors.name?.message}>
        <Input autoComplete="off" placeholder="e.g. My company" {...form.register('name')} />
      </FormField>
      <FormField
        label="Context"
        error={errors.content?.message}
        description="Who you are, your audience, your style: anything every prompt should know."
        labelAction={
          <span className="text-xs text-muted-foreground tabular-nums">
            <span className="sr-only">Characters used: </span>
            {(content ?? '').length.toLocaleString()} / {CONTEXT_CONTENT_MAX.toLocaleString()}
          </span>
        }
      >
        <Textarea
          rows={6}
          placeholder="e.g. I run a small bakery in Lyon. Customers are locals and tourists; our tone is warm and playful."
          {...form.register('content')}
        />
      </FormField>
      {showActive ? (
        <Controller
          control={form.control}
          name="isActive"
          render={({ field }) => (
            <div className="flex items-start gap-3">
              <Checkbox
                id="genie-active"
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                ref={field.ref}
                aria-describedby="genie-active-description"
              />
              <div className="grid gap-1">
                <Label htmlFor="genie-active">Use automatically</Label>
                <p id="genie-active-description" className="text-xs text-muted-foreground">
                  The active Genie is added to every prompt unless you pick another one.
                </p>
              </div>
            </div>
          )}
        />
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
