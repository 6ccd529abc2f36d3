import { CheckCircle2 } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';

import { CharacterCount } from '@/components/character-count';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage, isApiError } from '@/lib/errors';
import type { UninstallReason } from '@/lib/gql/graphql';
import { serverFieldName } from '@/lib/validation';

import { useSubmitUninstallFeedback } from '../api/submit-uninstall-feedback';
import { UNINSTALL_DETAILS_MAX, uninstallReasons } from '../content/extension';

/** The server's own wording for an empty survey. */
export const EMPTY_FEEDBACK_MESSAGE = 'Choose at least one reason or tell us in a few words.';

/** The server counts characters as code points. */
const characters = (text: string) => [...text].length;

interface FieldErrors {
  reasons?: string;
  details?: string;
}

/**
 * The uninstall survey: reasons as checkboxes, optional words, and the extension's version
 * (from the uninstall URL's `?v=`). Guests may send it; the server answers per field.
 */
export function UninstallFeedbackForm({ extensionVersion }: { extensionVersion: string | null }) {
  const submit = useSubmitUninstallFeedback();
  const [reasons, setReasons] = useState<UninstallReason[]>([]);
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const firstReason = useRef<HTMLButtonElement>(null);
  const detailsRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const legendId = `${id}-legend`;
  const reasonsErrorId = `${id}-reasons-error`;

  const toggle = (reason: UninstallReason, checked: boolean) => {
    setErrors((e) => ({ ...e, reasons: undefined }));
    setReasons((current) =>
      checked
        ? [...current.filter((r) => r !== reason), reason]
        : current.filter((r) => r !== reason),
    );
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const words = details.trim();
    if (reasons.length === 0 && words === '') {
      setErrors({ reasons: EMPTY_FEEDBACK_MESSAGE });
      firstReason.current?.focus();
      return;
    }
    if (characters(words) > UNINSTALL_DETAILS_MAX) {
      setErrors({ details: `Keep your comments under ${UNINSTALL_DETAILS_MAX} characters.` });
      detailsRef.current?.focus();
      return;
    }
    setErrors({});
    try {
      await submit.mutateAsync({
        reasons,
        details: words === '' ? null : words,
        extensionVersion,
      });
      setSent(true);
    } catch (error) {
      if (isApiError(error, 'BAD_USER_INPUT')) {
        const field = serverFieldName(error.field);
        if (field === 'reasons') {
          setErrors({ reasons: error.message });
          firstReason.current?.focus();
          return;
        }
        if (field === 'details') {
          setErrors({ details: error.message });
          detailsRef.current?.focus();
          return;
        }
      }
      setFormError(errorMessage(error));
    }
  };

  if (sent) {
    return (
      <div role="status" className="grid justify-items-center gap-3 py-10 text-center">
        <CheckCircle2 className="size-10 text-success" aria-hidden="true" />
        <p className="text-lg font-semibold">Thank you for your feedback.</p>
        <p className="text-sm text-muted-foreground">
          We read every answer, and it shapes what we fix next.
        </p>
      </div>
    );
  }

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-label="Uninstall feedback"
      className="grid gap-6"
    >
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      <fieldset
        aria-labelledby={legendId}
        aria-describedby={errors.reasons ? reasonsErrorId : undefined}
        className="grid gap-3"
      >
        <legend id={legendId} className="mb-3 text-sm font-medium">
          Why did you remove the extension? Choose all that apply.
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {uninstallReasons.map((reason, index) => {
            const checkboxId = `${id}-${reason.value}`;
            return (
              <div
                key={reason.value}
                className="flex items-center gap-3 rounded-lg border border-border px-3 py-2.5 has-[[data-state=checked]]:border-primary/60 has-[[data-state=checked]]:bg-accent"
              >
                <Checkbox
                  id={checkboxId}
                  ref={index === 0 ? firstReason : undefined}
                  checked={reasons.includes(reason.value)}
                  onCheckedChange={(checked) => toggle(reason.value, checked === true)}
                  aria-invalid={errors.reasons ? true : undefined}
                />
                <Label htmlFor={checkboxId} className="leading-snug font-normal">
                  {reason.label}
                </Label>
              </div>
            );
          })}
        </div>
        {errors.reasons ? (
          <p id={reasonsErrorId} className="text-sm font-medium text-destructive">
            {errors.reasons}
          </p>
        ) : null}
      </fieldset>
      <FormField
        label="Anything else you'd like to tell us? (optional)"
        error={errors.details}
        labelAction={
          <CharacterCount value={details} count={characters(details)} max={UNINSTALL_DETAILS_MAX} />
        }
      >
        <Textarea
          ref={detailsRef}
          rows={5}
          value={details}
          onChange={(event) => {
            setDetails(event.target.value);
            setErrors((e) => ({ ...e, details: undefined, reasons: undefined }));
          }}
          placeholder="What went wrong, or what would bring you back?"
        />
      </FormField>
      <Button type="submit" size="lg" loading={submit.isPending} className="justify-self-start">
        Send feedback
      </Button>
    </form>
  );
}
