import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';

import { PasswordChecklist } from '@/components/password-checklist';
import { PasswordInput } from '@/components/password-input';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage, isApiError } from '@/lib/errors';
import { notify } from '@/lib/toasts';
import { emailSchema, newPasswordSchema, verificationCodeSchema } from '@/lib/validation';

import { useForgotPassword } from '../api/forgot-password';
import { useResetPassword } from '../api/reset-password';

import { CodeAgainButton } from './resend-code-button';

const RequestSchema = z.object({ email: emailSchema });
const ResetSchema = z.object({ code: verificationCodeSchema, newPassword: newPasswordSchema });
type ResetValues = z.infer<typeof ResetSchema>;

/** Where the reset form starts: the email, and how long until another code may be asked. */
interface Requested {
  email: string;
  wait: number;
  /** False when a code had been asked for within the minute: none went out now. */
  sent: boolean;
}

function RequestCodeForm({ onSent }: { onSent: (requested: Requested) => void }) {
  const forgot = useForgotPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.infer<typeof RequestSchema>>({
    resolver: zodResolver(RequestSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      const result = await forgot.mutateAsync(email);
      onSent({ email, wait: result.retryAfterSeconds, sent: result.sent });
    } catch (error) {
      setFormError(errorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      <FormField label="Email" error={form.formState.errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          autoFocus
          {...form.register('email')}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" loading={form.formState.isSubmitting}>
        Send reset code
      </Button>
    </form>
  );
}

function ResetForm({
  requested: { email, wait, sent },
  onDone,
  onStartOver,
}: {
  requested: Requested;
  onDone: () => void;
  onStartOver: () => void;
}) {
  const reset = useResetPassword();
  const forgot = useForgotPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ResetValues>({
    resolver: zodResolver(ResetSchema),
    defaultValues: { code: '', newPassword: '' },
  });
  const { errors, submitCount } = form.formState;
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await reset.mutateAsync({ email, ...values });
      onDone();
    } catch (error) {
      if (isApiError(error, 'INVALID_CODE', 'CODE_EXPIRED')) {
        form.setError('code', { message: error.message });
        form.setFocus('code');
        return;
      }
      if (isApiError(error, 'BAD_USER_INPUT') && error.field?.toLowerCase().includes('password')) {
        form.setError('newPassword', {
          message: error.details.length > 0 ? error.details.join(' ') : error.message,
        });
        return;
      }
      setFormError(errorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <Alert>
        {sent ? (
          <>
            If an account exists for <strong className="font-medium">{email}</strong>, we sent it a
            6-digit reset code.
          </>
        ) : (
          <>
            A reset code for <strong className="font-medium">{email}</strong> was asked for less
            than a minute ago: use the one in that email. You can ask for another in {wait} seconds.
          </>
        )}
      </Alert>
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      <FormField label="Reset code" error={errors.code?.message}>
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          autoFocus
          className="font-mono tracking-[0.3em]"
          {...form.register('code', { setValueAs: (v: string) => v.replace(/\D/g, '') })}
        />
      </FormField>
      <FormField
        label="New password"
        error={errors.newPassword?.message}
        describedBy="reset-password-requirements"
      >
        <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
      </FormField>
      <PasswordChecklist
        id="reset-password-requirements"
        password={newPassword}
        highlightUnmet={submitCount > 0}
      />
      <Button type="submit" size="lg" className="w-full" loading={form.formState.isSubmitting}>
        Reset password
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <CodeAgainButton
          email={email}
          ask={forgot}
          label="Send a new code"
          sentMessage={`If an account exists for ${email}, a new code is on its way.`}
          initialWait={wait}
          variant="link"
        />
        <Button variant="link" onClick={onStartOver}>
          Use a different email
        </Button>
      </div>
    </form>
  );
}

/** Forgot password: ask for a code by email, then set a new password with it. */
export function ForgotPasswordFlow({ onDone }: { onDone: () => void }) {
  const [requested, setRequested] = useState<Requested | null>(null);
  if (requested === null) return <RequestCodeForm onSent={setRequested} />;
  return (
    <ResetForm
      requested={requested}
      onStartOver={() => setRequested(null)}
      onDone={() => {
        notify.success('Your password has been reset. Sign in with your new password.');
        onDone();
      }}
    />
  );
}
