import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';

import { PasswordChecklist, PasswordProblems } from '@/components/password-checklist';
import { PasswordInput } from '@/components/password-input';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { errorMessage, isApiError } from '@/lib/errors';
import { newPasswordSchema, serverFieldName } from '@/lib/validation';

import { useChangePassword } from '../api/change-password';

const PasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Enter your current password'),
  newPassword: newPasswordSchema,
});
type PasswordValues = z.infer<typeof PasswordSchema>;
const FIELDS: (keyof PasswordValues)[] = ['currentPassword', 'newPassword'];

export const PASSWORD_CHANGED = 'Password changed. Other devices have been signed out.';

/**
 * Changes the password with the current one. The new one is checked as it is typed, against
 * the same policy as at sign-up; the server's refusals (a wrong current password, a policy
 * the server enforces) land at their field. The fields are cleared after a change.
 */
export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [serverPasswordProblems, setServerPasswordProblems] = useState<string[]>([]);
  const form = useForm<PasswordValues>({
    resolver: zodResolver(PasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors, submitCount, isSubmitting } = form.formState;
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    setDone(false);
    setServerPasswordProblems([]);
    try {
      await changePassword.mutateAsync(values);
      form.reset();
      setDone(true);
    } catch (error) {
      if (isApiError(error, 'BAD_USER_INPUT')) {
        const field = serverFieldName(error.field) as keyof PasswordValues | undefined;
        if (field && FIELDS.includes(field)) {
          if (field === 'newPassword' && error.details.length > 0) {
            setServerPasswordProblems(error.details);
          }
          form.setError(field, { message: error.message });
          form.setFocus(field);
          return;
        }
      }
      setFormError(errorMessage(error));
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="change-password-title"
      className="grid gap-4"
    >
      <h3 id="change-password-title" className="font-medium">
        Change password
      </h3>
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      {done ? <Alert variant="success">{PASSWORD_CHANGED}</Alert> : null}
      <FormField label="Current password" error={errors.currentPassword?.message}>
        <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
      </FormField>
      <FormField
        label="New password"
        error={errors.newPassword?.message}
        describedBy="settings-new-password-requirements"
      >
        <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
      </FormField>
      <PasswordChecklist
        id="settings-new-password-requirements"
        password={newPassword}
        highlightUnmet={submitCount > 0}
      />
      <PasswordProblems problems={serverPasswordProblems} />
      <Button type="submit" className="sm:w-fit" loading={isSubmitting}>
        Change password
      </Button>
    </form>
  );
}
