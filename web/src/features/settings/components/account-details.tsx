import type { SessionUser } from '@/lib/auth-events';
import { formatDate, planLabel } from '@/lib/format';

import { SettingsSection } from './settings-section';

export function AccountDetails({ user }: { user: SessionUser }) {
  const rows: [string, string][] = [
    ['Name', user.name],
    ['Email', user.email],
    ['Plan', planLabel(user.planName)],
    ['Member since', formatDate(user.creationDateTime)],
  ];
  return (
    <SettingsSection id="account" title="Account">
      <dl className="grid gap-4 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-sm font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </SettingsSection>
  );
}
