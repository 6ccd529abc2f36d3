import { useUser } from '@/lib/session';

import { AccountDetails } from '../components/account-details';
import { AppearanceSettings } from '../components/appearance-settings';
import { DeleteAccount } from '../components/delete-account';
import { ShortcutSettings } from '../components/shortcut-settings';

export function SettingsRoute() {
  const user = useUser();
  return (
    <div className="grid gap-8">
      <div className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Settings</h1>
        <p className="text-muted-foreground">
          Appearance and shortcuts for this browser, and your account.
        </p>
      </div>
      <div className="grid gap-6">
        <AppearanceSettings />
        <ShortcutSettings />
        <AccountDetails user={user} />
        <DeleteAccount />
      </div>
    </div>
  );
}
