import type { ReactNode } from 'react';

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

export function SettingsSection({
  id,
  title,
  description,
  children,
  tone = 'default',
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  tone?: 'default' | 'danger';
}) {
  return (
    <Card
      aria-labelledby={`${id}-title`}
      className={cn(tone === 'danger' && 'border-destructive/40')}
    >
      <CardHeader>
        <CardTitle id={`${id}-title`} className={cn(tone === 'danger' && 'text-destructive')}>
          {title}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="grid gap-6">{children}</CardContent>
    </Card>
  );
}

/** One setting: label and help on the left, the control on the right (stacked on phones). */
export function SettingRow({
  label,
  description,
  control,
  labelFor,
  descriptionId,
}: {
  label: ReactNode;
  description?: ReactNode;
  control: ReactNode;
  labelFor?: string;
  descriptionId?: string;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
      <div className="grid gap-1">
        {labelFor ? (
          <label htmlFor={labelFor} className="text-sm font-medium">
            {label}
          </label>
        ) : (
          <span className="text-sm font-medium">{label}</span>
        )}
        {description ? (
          <p id={descriptionId} className="text-sm text-muted-foreground">
            {description}
          </p>
        ) : null}
      </div>
      <div className="shrink-0">{control}</div>
    </div>
  );
}
