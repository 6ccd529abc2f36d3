import type { SessionUser } from '@/lib/auth-events';
import { formatDate, planLabel } from '@/lib/format';

import { ChangePasswordForm } from './change-password-form';
import { ProfileNameForm } from './profile-name-form';
import { SettingsSection } from './settings-section';

/**
 * The account: the name (editable), the facts that are not (email, plan, since when), and
 * changing the password, for accounts that have one. One made through Google has none, and
 * "Forgot password" does not set one for it (the server sends such accounts no reset code).
 */
export function AccountDetails({ user }: { user: SessionUser }) {
  const rows: [string, string][] = [
    ['Email', user.email],
    ['Plan', planLabel(user.planName)],
    ['Member since', formatDate(user.creationDateTime)],
  ];
  return (
    <SettingsSection id="account" title="Account">
      <div className="grid gap-6">
        <ProfileNameForm key={user.id} user={user} />
        <dl className="grid gap-4 sm:grid-cols-3">
          {rows.map(([label, value]) => (
            <div key={label} className="grid gap-1">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="text-sm font-medium break-words">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="border-t border-border pt-6">
          {user.hasPassword ? (
            <ChangePasswordForm />
          ) : (
            <p className="text-sm text-muted-foreground">
              You sign in with Google, so your account has no password to change.
            </p>
          )}
        </div>
      </div>
    </SettingsSection>
  );
}
