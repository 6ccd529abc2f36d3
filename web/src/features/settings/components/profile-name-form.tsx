import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { SessionUser } from '@/lib/auth-events';
import { errorMessage, isApiError } from '@/lib/errors';
import { notify } from '@/lib/toasts';
import { serverFieldName } from '@/lib/validation';

import { useUpdateProfile } from '../api/update-profile';

const NameSchema = z.object({
  givenName: z.string().trim().min(1, 'Enter your first name').max(100, 'That name is too long'),
  familyName: z.string().trim().min(1, 'Enter your last name').max(100, 'That name is too long'),
});
type NameValues = z.infer<typeof NameSchema>;
const FIELDS: (keyof NameValues)[] = ['givenName', 'familyName'];

/** The user's name, editable. The server's checks land at their field. */
export function ProfileNameForm({ user }: { user: SessionUser }) {
  const updateProfile = useUpdateProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<NameValues>({
    resolver: zodResolver(NameSchema),
    defaultValues: { givenName: user.givenName, familyName: user.familyName },
  });
  const { errors, isDirty, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await updateProfile.mutateAsync(values);
      form.reset({ givenName: saved.givenName, familyName: saved.familyName });
      notify.success('Your name was saved.');
    } catch (error) {
      if (isApiError(error, 'BAD_USER_INPUT')) {
        const field = serverFieldName(error.field) as keyof NameValues | undefined;
        if (field && FIELDS.includes(field)) {
          form.setError(field, { message: error.message });
          form.setFocus(field);
          return;
        }
      }
      setFormError(errorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Your name" className="grid gap-4">
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.givenName?.message}>
          <Input autoComplete="given-name" {...form.register('givenName')} />
        </FormField>
        <FormField label="Last name" error={errors.familyName?.message}>
          <Input autoComplete="family-name" {...form.register('familyName')} />
        </FormField>
      </div>
      <Button type="submit" className="sm:w-fit" loading={isSubmitting} disabled={!isDirty}>
        Save name
      </Button>
    </form>
  );
}
