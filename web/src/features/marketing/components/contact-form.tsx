import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage, isApiError } from '@/lib/errors';
import { island } from '@/lib/island';
import { notify } from '@/lib/toasts';
import { useHydrated } from '@/lib/use-hydrated';
import { emailSchema } from '@/lib/validation';

import { useSiteInfo } from '../api/get-site-info';
import { useSendContactMessage } from '../api/send-contact-message';

export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MAX = 5000;

const ContactSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Tell us your name')
    .max(CONTACT_NAME_MAX, `Keep your name under ${CONTACT_NAME_MAX} characters`),
  email: emailSchema,
  message: z
    .string()
    .trim()
    .min(1, 'Write your message')
    .max(CONTACT_MESSAGE_MAX, `Keep your message under ${CONTACT_MESSAGE_MAX} characters`),
});
type ContactValues = z.infer<typeof ContactSchema>;

function BuiltInContactForm() {
  const send = useSendContactMessage();
  const hydrated = useHydrated();
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ContactValues>({
    resolver: zodResolver(ContactSchema),
    defaultValues: { name: '', email: '', message: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await send.mutateAsync(values);
      setSent(true);
      notify.success('Message sent', {
        description: 'Thanks! We usually reply within two working days.',
      });
    } catch (error) {
      if (isApiError(error, 'BAD_USER_INPUT') && error.field) {
        const field = error.field.split('.').pop();
        if (field === 'name' || field === 'email' || field === 'message') {
          form.setError(field, { message: error.message });
          return;
        }
      }
      setFormError(errorMessage(error));
    }
  });

  if (sent) {
    return (
      <div role="status" className="grid justify-items-center gap-3 py-10 text-center">
        <CheckCircle2 className="size-10 text-success" aria-hidden="true" />
        <p className="text-lg font-semibold">Thanks, your message is on its way.</p>
        <p className="text-sm text-muted-foreground">
          We usually reply within two working days, to the address you gave.
        </p>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      <FormField label="Name" error={errors.name?.message}>
        <Input autoComplete="name" maxLength={CONTACT_NAME_MAX} {...form.register('name')} />
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </FormField>
      <FormField label="Message" error={errors.message?.message}>
        <Textarea rows={6} maxLength={CONTACT_MESSAGE_MAX} {...form.register('message')} />
      </FormField>
      <Button type="submit" size="lg" loading={form.formState.isSubmitting} disabled={!hydrated}>
        Send message
      </Button>
    </form>
  );
}

/**
 * The contact form: the operator's third-party form when `[site] contact_form_url` is set,
 * otherwise the built-in one, which the server stores.
 */
export function ContactForm() {
  const site = useSiteInfo();
  if (site.contactFormUrl) {
    return (
      <iframe
        src={site.contactFormUrl}
        title="Contact form"
        loading="lazy"
        className="h-[640px] w-full rounded-lg border-0 bg-card"
      />
    );
  }
  return <BuiltInContactForm />;
}

export const ContactFormIsland = island('contact-form', ContactForm);
