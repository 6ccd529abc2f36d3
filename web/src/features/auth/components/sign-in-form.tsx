import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';

import { PasswordInput } from '@/components/password-input';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import type { SessionUser } from '@/lib/auth-events';
import { errorMessage, isApiError } from '@/lib/errors';
import { emailSchema, verificationCodeSchema } from '@/lib/validation';

import { otherSignInMethod } from '../api/check-login-type';
import { useSignIn } from '../api/sign-in';

import { CodeInput, digitsOnly } from './code-input';

const SignInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Enter your password'),
  code: z.string(),
});
type SignInValues = z.infer<typeof SignInSchema>;

/** After several failed attempts on an account, the server asks for a mailed code too. */
const WithCodeSchema = SignInSchema.extend({ code: verificationCodeSchema });

interface SignInFormProps {
  onSignedIn: (user: SessionUser) => void;
  onNotConfirmed: (email: string) => void;
}

export function SignInForm({ onSignedIn, onNotConfirmed }: SignInFormProps) {
  const signIn = useSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  /** The server's message when it asked for a code: the code field shows from then on. */
  const [codeNotice, setCodeNotice] = useState<string | null>(null);
  const form = useForm<SignInValues>({
    resolver: zodResolver(codeNotice ? WithCodeSchema : SignInSchema),
    defaultValues: { email: '', password: '', code: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email, password, code }) => {
    setFormError(null);
    try {
      const payload = await signIn.mutateAsync({
        email,
        password,
        code: codeNotice ? code : null,
      });
      onSignedIn(payload.user);
    } catch (error) {
      if (isApiError(error, 'USER_NOT_CONFIRMED')) {
        onNotConfirmed(email);
        return;
      }
      if (isApiError(error, 'SIGN_IN_CODE_REQUIRED')) {
        setCodeNotice(error.message);
        form.setFocus('code');
        return;
      }
      if (isApiError(error, 'INVALID_CODE', 'CODE_EXPIRED')) {
        form.setError('code', { message: error.message });
        form.setFocus('code');
        return;
      }
      if (isApiError(error, 'BAD_USER_INPUT') && error.field) {
        const field = error.field.split('.').pop();
        if (field === 'email' || field === 'password') {
          form.setError(field, { message: error.message });
          return;
        }
      }
      if (isApiError(error, 'INVALID_CREDENTIALS')) {
        const other = await otherSignInMethod(email);
        if (other) {
          setFormError(other);
          return;
        }
      }
      setFormError(errorMessage(error));
      form.setFocus('password');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      {codeNotice ? <Alert variant="info">{codeNotice}</Alert> : null}
      <FormField label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          autoFocus
          {...form.register('email')}
        />
      </FormField>
      <FormField
        label="Password"
        error={errors.password?.message}
        labelAction={
          <Link
            to={paths.auth.forgotPassword.getHref()}
            className="rounded text-sm font-medium text-primary hover:underline"
          >
            Forgot password?
          </Link>
        }
      >
        <PasswordInput autoComplete="current-password" {...form.register('password')} />
      </FormField>
      {codeNotice ? (
        <FormField
          label="Code from the email"
          error={errors.code?.message}
          description="6 digits, valid for a limited time."
        >
          <CodeInput {...form.register('code', digitsOnly)} />
        </FormField>
      ) : null}
      <Button type="submit" size="lg" className="w-full" loading={form.formState.isSubmitting}>
        Sign in
      </Button>
    </form>
  );
}
