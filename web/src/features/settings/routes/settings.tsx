import type { ReactNode } from 'react';

import { useUser } from '@/lib/session';

import { AccountDetails } from '../components/account-details';
import { AppearanceSettings } from '../components/appearance-settings';
import { DeleteAccount } from '../components/delete-account';
import { ProviderKeysSection } from '../components/provider-keys-section';
import { ShortcutSettings } from '../components/shortcut-settings';
import { SignedInDevicesSection } from '../components/signed-in-devices-section';

/** `extraSections` lets the app add sections owned by other features (e.g. Context Genies). */
export function SettingsRoute({ extraSections }: { extraSections?: ReactNode } = {}) {
  const user = useUser();
  return (
    <div className="grid gap-8">
      <div className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Settings</h1>
        <p className="text-muted-foreground">
          Appearance and shortcuts for this browser, your plan, your API keys, your account and
          where it is signed in.
        </p>
      </div>
      <div className="grid gap-6">
        <AppearanceSettings />
        <ShortcutSettings />
        {extraSections}
        <ProviderKeysSection />
        <AccountDetails user={user} />
        <SignedInDevicesSection />
        <DeleteAccount />
      </div>
    </div>
  );
}
