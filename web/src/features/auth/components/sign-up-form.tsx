import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';

import { PasswordChecklist, PasswordProblems } from '@/components/password-checklist';
import { PasswordInput } from '@/components/password-input';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/errors';
import { emailSchema, newPasswordSchema, serverFieldName } from '@/lib/validation';

import { useSignUp } from '../api/sign-up';

const SignUpSchema = z.object({
  email: emailSchema,
  givenName: z.string().trim().min(1, 'Enter your first name').max(100, 'That name is too long'),
  familyName: z.string().trim().min(1, 'Enter your last name').max(100, 'That name is too long'),
  password: newPasswordSchema,
});
type SignUpValues = z.infer<typeof SignUpSchema>;
type SignUpField = keyof SignUpValues;

const FIELDS: SignUpField[] = ['email', 'givenName', 'familyName', 'password'];

const EMAIL_TAKEN = 'An account with this email already exists.';

export function SignUpForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const signUp = useSignUp();
  const [formError, setFormError] = useState<string | null>(null);
  const [emailTaken, setEmailTaken] = useState(false);
  const [serverPasswordProblems, setServerPasswordProblems] = useState<string[]>([]);
  const form = useForm<SignUpValues>({
    resolver: zodResolver(SignUpSchema),
    defaultValues: { email: '', givenName: '', familyName: '', password: '' },
  });
  const { errors, submitCount } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    setEmailTaken(false);
    setServerPasswordProblems([]);
    try {
      const result = await signUp.mutateAsync(values);
      onSignedUp(result.email);
    } catch (error) {
      if (isApiError(error, 'CONFLICT')) {
        // One message with one link (the server's text says "Sign in instead" too).
        setEmailTaken(true);
        form.setError('email', { message: EMAIL_TAKEN });
        form.setFocus('email');
        return;
      }
      if (isApiError(error, 'BAD_USER_INPUT')) {
        const field = serverFieldName(error.field) as SignUpField | undefined;
        if (field && FIELDS.includes(field)) {
          if (field === 'password' && error.details.length > 0) {
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
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      <FormField
        label="Email"
        error={
          emailTaken && errors.email?.message === EMAIL_TAKEN ? (
            <>
              {EMAIL_TAKEN}{' '}
              <Link to={paths.auth.login.getHref()} className="text-primary underline">
                Sign in instead
              </Link>
            </>
          ) : (
            errors.email?.message
          )
        }
      >
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          autoFocus
          {...form.register('email')}
        />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="First name" error={errors.givenName?.message}>
          <Input autoComplete="given-name" {...form.register('givenName')} />
        </FormField>
        <FormField label="Last name" error={errors.familyName?.message}>
          <Input autoComplete="family-name" {...form.register('familyName')} />
        </FormField>
      </div>
      <FormField
        label="Password"
        error={errors.password?.message}
        describedBy="signup-password-requirements"
      >
        <PasswordInput autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <PasswordChecklist
        id="signup-password-requirements"
        password={password}
        highlightUnmet={submitCount > 0}
      />
      <PasswordProblems problems={serverPasswordProblems} />
      <Button type="submit" size="lg" className="w-full" loading={form.formState.isSubmitting}>
        Create account
      </Button>
      <p className="text-center text-xs text-muted-foreground">
        By creating an account you agree to our{' '}
        <Link
          to={paths.privacy.getHref()}
          className="underline underline-offset-2 hover:text-foreground"
        >
          privacy policy
        </Link>
        .
      </p>
    </form>
  );
}
