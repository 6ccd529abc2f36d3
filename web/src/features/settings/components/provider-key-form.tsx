import { KeyRound } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';

import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SecretInput } from '@/components/ui/secret-input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage, isApiError } from '@/lib/errors';
import type { ProviderVendor } from '@/lib/gql/graphql';
import { notify } from '@/lib/toasts';

import { useAddProviderKey } from '../api/add-provider-key';
import {
  MAX_KEY_MODELS,
  parseModels,
  validateKeyForm,
  VENDORS,
  type KeyFormErrors,
} from '../utils/provider-keys';

const FIELDS = ['name', 'baseUrl', 'models', 'apiKey'] as const;

/**
 * Adds a key. The key itself lives only in the password field (uncontrolled: never in React
 * state), is read on submit and cleared once the server answered it; the server keeps it
 * encrypted and sends back only its last four characters. The check call can take a few
 * seconds, so the form says what it is waiting for. Server refusals land at their field.
 */
export function ProviderKeyForm() {
  const { add, pending } = useAddProviderKey();
  const statusId = useId();
  const apiKeyRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [vendor, setVendor] = useState<ProviderVendor>('OPENAI');
  const [baseUrl, setBaseUrl] = useState('');
  const [modelsText, setModelsText] = useState('');
  const [errors, setErrors] = useState<KeyFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const models = parseModels(modelsText);

  const clearError = (field: keyof KeyFormErrors) =>
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const apiKeyInput = apiKeyRef.current;
    const values = {
      name: name.trim(),
      vendor,
      baseUrl: vendor === 'OPENAI' ? baseUrl.trim() : '',
      models,
      apiKey: apiKeyInput?.value.trim() ?? '',
    };
    const found = validateKeyForm(values);
    setFormError(null);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    try {
      const key = await add({
        name: values.name,
        vendor: values.vendor,
        baseUrl: values.baseUrl || null,
        models: values.models,
        apiKey: values.apiKey,
      });
      if (apiKeyInput) apiKeyInput.value = '';
      setName('');
      setBaseUrl('');
      setModelsText('');
      notify.success(`Key “${key.name}” added. Its models are in the playground now.`);
    } catch (caught) {
      const field = isApiError(caught, 'BAD_USER_INPUT') ? caught.field : undefined;
      const known = FIELDS.find((f) => f === field);
      // A key the provider refused is not kept in the form either: paste it again.
      if (known === 'apiKey' && apiKeyInput) apiKeyInput.value = '';
      if (known) setErrors({ [known]: errorMessage(caught) });
      else setFormError(errorMessage(caught));
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${statusId}-title`}
      aria-busy={pending || undefined}
      className="grid gap-4 rounded-lg border border-border p-4"
    >
      <h3 id={`${statusId}-title`} className="flex items-center gap-2 font-medium">
        <KeyRound aria-hidden="true" className="size-4 text-muted-foreground" />
        Add a key
      </h3>
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Name"
          description="Names the provider in model ids, e.g. “my-openai/gpt-4o-mini”."
          error={errors.name}
        >
          <Input
            value={name}
            disabled={pending}
            maxLength={40}
            autoComplete="off"
            spellCheck={false}
            placeholder="my-openai"
            onChange={(event) => {
              setName(event.target.value);
              clearError('name');
            }}
          />
        </FormField>
        <FormField label="Provider">
          <Select
            value={vendor}
            disabled={pending}
            onChange={(event) => {
              setVendor(event.target.value as ProviderVendor);
              clearError('baseUrl');
            }}
          >
            {VENDORS.map((v) => (
              <option key={v.value} value={v.value}>
                {v.label}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      {vendor === 'OPENAI' ? (
        <FormField
          label="Base URL (optional)"
          description="Leave empty for OpenAI. For another OpenAI-compatible server: its API base, https to a public host, e.g. https://api.together.xyz/v1."
          error={errors.baseUrl}
        >
          <Input
            type="url"
            inputMode="url"
            value={baseUrl}
            disabled={pending}
            autoComplete="off"
            spellCheck={false}
            placeholder="https://api.openai.com/v1"
            onChange={(event) => {
              setBaseUrl(event.target.value);
              clearError('baseUrl');
            }}
          />
        </FormField>
      ) : null}
      <FormField
        label="Models"
        description={`One a line or separated by commas, up to ${MAX_KEY_MODELS}. The first one is used to check the key.`}
        error={errors.models}
      >
        <Textarea
          rows={2}
          className="min-h-16 font-mono"
          value={modelsText}
          disabled={pending}
          spellCheck={false}
          placeholder="gpt-4o-mini, gpt-4o"
          onChange={(event) => {
            setModelsText(event.target.value);
            clearError('models');
          }}
        />
      </FormField>
      {models.length > 0 ? (
        <ul aria-label="Models to add" className="-mt-2 flex flex-wrap gap-1.5">
          {models.map((model) => (
            <li key={model}>
              <Badge variant="outline" className="font-mono">
                {model}
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <FormField
        label="API key"
        description="Sent once to check it, then stored encrypted; only its last four characters are shown."
        error={errors.apiKey}
      >
        <SecretInput
          ref={apiKeyRef}
          secretName="API key"
          disabled={pending}
          placeholder="sk-…"
          onChange={() => clearError('apiKey')}
        />
      </FormField>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p id={statusId} role="status" className="text-sm text-muted-foreground">
          {pending ? 'Checking the key with the provider…' : ''}
        </p>
        <Button type="submit" loading={pending} className="sm:w-fit">
          {pending ? 'Checking…' : 'Check and add key'}
        </Button>
      </div>
    </form>
  );
}
