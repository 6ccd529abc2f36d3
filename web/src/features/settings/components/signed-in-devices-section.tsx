import { LogOut, Monitor, Puzzle } from 'lucide-react';
import { useState } from 'react';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { RetryAlert } from '@/components/retry-alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage, isApiError } from '@/lib/errors';
import { formatDateTime, formatRelative, plural } from '@/lib/format';
import { signOut } from '@/lib/session';
import { notify } from '@/lib/toasts';

import { endSignedInDevice, useEndSignedInDevice } from '../api/end-signed-in-device';
import { useSignedInDevices, type SignedInDevice } from '../api/get-signed-in-devices';

import { SettingsSection } from './settings-section';

/** A time as "3 h ago", with the exact date and time in its tooltip. */
function When({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso)}>
      {formatRelative(iso)}
    </time>
  );
}

function DeviceRow({ device, onEnd }: { device: SignedInDevice; onEnd: () => void }) {
  const titleId = `device-${device.id}`;
  const Icon = device.client === 'EXTENSION' ? Puzzle : Monitor;
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-lg border border-border p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 items-start gap-3">
        <span className="mt-0.5 grid size-9 shrink-0 place-items-center rounded-lg bg-muted text-muted-foreground">
          <Icon aria-hidden="true" className="size-4.5" />
          <span className="sr-only">
            {device.client === 'EXTENSION' ? 'Browser extension' : 'Web browser'}
          </span>
        </span>
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span id={titleId} className="font-medium break-words">
              {device.label}
            </span>
            {device.current ? <Badge variant="accent">This device</Badge> : null}
          </div>
          <p className="text-xs text-muted-foreground">
            Signed in <When iso={device.signedInAt} /> · last active{' '}
            <When iso={device.lastActiveAt} />
          </p>
        </div>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="self-start sm:self-center"
        aria-label={device.current ? 'Sign out of this device' : `Sign out ${device.label}`}
        onClick={onEnd}
      >
        <LogOut aria-hidden="true" />
        Sign out
      </Button>
    </li>
  );
}

type Pending =
  { kind: 'one'; device: SignedInDevice } | { kind: 'others'; devices: SignedInDevice[] };

/**
 * "Signed-in devices": every browser and browser extension signed in to the account, with
 * Sign out per row (after a confirmation). Ending this browser's own session is the app's
 * sign-out; ending another stops it at once (its next request is refused and it signs out).
 */
export function SignedInDevicesSection() {
  const devices = useSignedInDevices();
  const end = useEndSignedInDevice();
  const [pending, setPending] = useState<Pending | null>(null);
  const [endingOthers, setEndingOthers] = useState(false);
  const [othersError, setOthersError] = useState<string | null>(null);

  const list = devices.data ?? [];
  const others = list.filter((d) => !d.current);

  const close = () => {
    setPending(null);
    setOthersError(null);
    end.reset();
  };

  const confirm = () => {
    if (!pending) return;
    if (pending.kind === 'one') {
      const { device } = pending;
      if (device.current) {
        // The app's own sign-out: it ends this session on the server and clears this browser.
        setPending(null);
        void signOut('user');
        return;
      }
      end.mutate(device.id, {
        onSuccess: () => {
          setPending(null);
          notify.success(`Signed out ${device.label}`);
        },
        onError: (error) => {
          if (isApiError(error, 'NOT_FOUND')) {
            // Already gone (it signed out meanwhile): nothing left to do.
            setPending(null);
          }
        },
      });
      return;
    }
    void endOthers(pending.devices);
  };

  const endOthers = async (targets: SignedInDevice[]) => {
    setEndingOthers(true);
    setOthersError(null);
    let failure: unknown = null;
    for (const device of targets) {
      try {
        await endSignedInDevice(device.id);
      } catch (error) {
        // NOT_FOUND: it ended meanwhile, which is what we wanted.
        if (!isApiError(error, 'NOT_FOUND')) failure = error;
      }
    }
    await devices.refetch();
    setEndingOthers(false);
    if (failure) {
      setOthersError(errorMessage(failure));
      return;
    }
    setPending(null);
    notify.success(`Signed out ${plural(targets.length, 'other device')}`);
  };

  return (
    <SettingsSection
      id="signed-in-devices"
      title="Signed-in devices"
      description="The browsers and browser extensions signed in to your account. Sign out of any you don't recognise or no longer use."
    >
      {devices.isPending ? (
        <div aria-hidden="true" className="h-20 animate-pulse rounded-lg bg-muted" />
      ) : devices.isError ? (
        <RetryAlert
          lead="Could not load your signed-in devices"
          error={devices.error}
          onRetry={() => void devices.refetch()}
        />
      ) : list.length === 0 ? (
        <p className="text-sm text-muted-foreground">No devices are signed in.</p>
      ) : (
        <>
          <ul aria-label="Signed-in devices" className="grid gap-3">
            {list.map((device) => (
              <DeviceRow
                key={device.id}
                device={device}
                onEnd={() => {
                  end.reset();
                  setPending({ kind: 'one', device });
                }}
              />
            ))}
          </ul>
          {others.length > 0 ? (
            <div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  setOthersError(null);
                  setPending({ kind: 'others', devices: others });
                }}
              >
                Sign out of all other devices
              </Button>
            </div>
          ) : null}
        </>
      )}
      {pending?.kind === 'one' ? (
        <ConfirmDialog
          title={
            pending.device.current
              ? 'Sign out of this device?'
              : `Sign out ${pending.device.label}?`
          }
          description={
            pending.device.current
              ? 'You will be signed out of Superprompt in this browser.'
              : pending.device.client === 'EXTENSION'
                ? 'The browser extension will be signed out at once and will need to be connected again.'
                : 'That browser will be signed out at once. Anyone using it will need your password to sign in again.'
          }
          confirmLabel="Sign out"
          pending={end.isPending}
          error={end.error && !isApiError(end.error, 'NOT_FOUND') ? errorMessage(end.error) : null}
          onConfirm={confirm}
          onClose={close}
        />
      ) : pending?.kind === 'others' ? (
        <ConfirmDialog
          title="Sign out of all other devices?"
          description={`${plural(pending.devices.length, 'other device')} will be signed out at once. This browser stays signed in.`}
          confirmLabel="Sign out others"
          pending={endingOthers}
          error={othersError}
          onConfirm={confirm}
          onClose={close}
        />
      ) : null}
    </SettingsSection>
  );
}
