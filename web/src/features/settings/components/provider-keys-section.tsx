import { Lock, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/toasts';

import { useDeleteProviderKey } from '../api/delete-provider-key';
import { useProviderKeyAccess } from '../api/get-provider-key-access';
import { useProviderKeys, type ProviderKey } from '../api/get-provider-keys';
import { vendorLabel } from '../utils/provider-keys';

import { ProviderKeyForm } from './provider-key-form';
import { SettingsSection } from './settings-section';

function KeyRow({ providerKey, onDelete }: { providerKey: ProviderKey; onDelete: () => void }) {
  const titleId = `provider-key-${providerKey.id}`;
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-lg border border-border p-4 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="grid min-w-0 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <span id={titleId} className="font-medium">
            {providerKey.name}
          </span>
          <Badge variant="outline">{vendorLabel(providerKey.vendor)}</Badge>
          <span
            className="font-mono text-sm text-muted-foreground"
            aria-label={`Key ending in ${providerKey.keyLast4}`}
          >
            …{providerKey.keyLast4}
          </span>
        </div>
        {providerKey.baseUrl ? (
          <p className="truncate font-mono text-xs text-muted-foreground">{providerKey.baseUrl}</p>
        ) : null}
        <ul aria-label={`Models of ${providerKey.name}`} className="flex flex-wrap gap-1.5">
          {providerKey.models.map((model) => (
            <li key={model}>
              <Badge variant="accent" className="font-mono">
                {model}
              </Badge>
            </li>
          ))}
        </ul>
        <p className="text-xs text-muted-foreground">
          Added {formatDate(providerKey.createdAt)} · checked {formatDate(providerKey.checkedAt)}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        aria-label={`Delete key ${providerKey.name}`}
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
    </li>
  );
}

function UpgradeNote({ message }: { message: string }) {
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-primary/30 bg-accent px-4 py-4 text-accent-foreground sm:flex-row sm:items-center">
      <Lock aria-hidden="true" className="size-5 shrink-0" />
      <p className="flex-1 text-sm leading-relaxed">{message}</p>
      <Button asChild size="sm" className="self-start sm:self-center">
        <Link to={paths.app.pricing.getHref()}>See plans</Link>
      </Button>
    </div>
  );
}

/**
 * "Your API keys": the user's own provider keys for the testing playground (their models show
 * there with a "Your key" badge), added with a check call and deleted after a confirmation.
 * A plan without testing sees the server's upgrade message instead of the form.
 */
export function ProviderKeysSection() {
  const access = useProviderKeyAccess();
  const allowed = access.data?.allowed ?? false;
  const keys = useProviderKeys(access.isSuccess);
  const remove = useDeleteProviderKey();
  const [deleting, setDeleting] = useState<ProviderKey | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    const target = deleting;
    remove.mutate(target.id, {
      onSuccess: () => {
        setDeleting(null);
        notify.success(`Key “${target.name}” deleted`);
      },
    });
  };

  const list = keys.data ?? [];

  return (
    <SettingsSection
      id="api-keys"
      title="Your API keys"
      description="Test prompts in the playground on models you pay for. Keys are stored encrypted, used only for your own playground runs, and deleted with your account."
    >
      {access.isPending ? (
        <div aria-hidden="true" className="h-24 animate-pulse rounded-lg bg-muted" />
      ) : access.isError ? (
        <Alert variant="error">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <span>Could not load your API keys: {errorMessage(access.error)}</span>
            <Button variant="outline" size="sm" onClick={() => void access.refetch()}>
              Try again
            </Button>
          </div>
        </Alert>
      ) : (
        <>
          {keys.isError ? (
            <Alert variant="error">Could not load your API keys: {errorMessage(keys.error)}</Alert>
          ) : keys.isPending ? (
            <div aria-hidden="true" className="h-16 animate-pulse rounded-lg bg-muted" />
          ) : list.length > 0 ? (
            <ul aria-label="Your API keys" className="grid gap-3">
              {list.map((key) => (
                <KeyRow
                  key={key.id}
                  providerKey={key}
                  onDelete={() => {
                    remove.reset();
                    setDeleting(key);
                  }}
                />
              ))}
            </ul>
          ) : allowed ? (
            <p className="text-sm text-muted-foreground">You have not added a key yet.</p>
          ) : null}
          {allowed ? (
            <ProviderKeyForm />
          ) : (
            <UpgradeNote
              message={
                access.data.upgradeMessage ??
                'Your own API keys are used in the testing playground, part of the paid plans.'
              }
            />
          )}
        </>
      )}

      {deleting ? (
        <ConfirmDialog
          title={`Delete the key “${deleting.name}”?`}
          description="Its models leave the playground; past runs keep their answers. To use it again you will paste the key again."
          confirmLabel="Delete key"
          pending={remove.isPending}
          error={remove.isError ? errorMessage(remove.error) : null}
          onConfirm={confirmDelete}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </SettingsSection>
  );
}
