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
import { emailSchema, verificationCodeSchema } from '@/lib/validation';

import { useVerifyEmail } from '../api/verify-email';

import { CodeInput, digitsOnly } from './code-input';

const VerifySchema = z.object({ email: emailSchema, code: verificationCodeSchema });
type VerifyValues = z.infer<typeof VerifySchema>;

interface VerifyEmailFormProps {
  /** From the address; when absent the form asks for it. */
  email: string;
  onEmailChange: (email: string) => void;
  onVerified: (user: SessionUser) => void;
}

export function VerifyEmailForm({ email, onEmailChange, onVerified }: VerifyEmailFormProps) {
  const verify = useVerifyEmail();
  const [formError, setFormError] = useState<string | null>(null);
  const [askEmail] = useState(() => email === '');
  const form = useForm<VerifyValues>({
    resolver: zodResolver(VerifySchema),
    defaultValues: { email, code: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const payload = await verify.mutateAsync(values);
      onVerified(payload.user);
    } catch (error) {
      if (isApiError(error, 'INVALID_CODE', 'CODE_EXPIRED')) {
        form.setError('code', { message: error.message });
        form.setFocus('code');
        return;
      }
      setFormError(errorMessage(error));
    }
  });

  const emailField = form.register('email', {
    onChange: (event: { target: { value: string } }) => onEmailChange(event.target.value.trim()),
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      {askEmail ? (
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...emailField} />
        </FormField>
      ) : null}
      <FormField
        label="Verification code"
        error={errors.code?.message}
        description="6 digits, valid for a limited time."
      >
        <CodeInput autoFocus={!askEmail} {...form.register('code', digitsOnly)} />
      </FormField>
      <Button type="submit" size="lg" className="w-full" loading={form.formState.isSubmitting}>
        Verify email
      </Button>
    </form>
  );
}
