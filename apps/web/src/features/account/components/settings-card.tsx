import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

interface SettingsCardProps {
  id: string;
  title: string;
  description: ReactNode;
  tone?: 'default' | 'danger';
  children: ReactNode;
}

/** One setting on the account settings page, named by its title. */
export function SettingsCard({
  id,
  title,
  description,
  tone = 'default',
  children,
}: SettingsCardProps) {
  return (
    <Card
      role="region"
      aria-labelledby={`${id}-title`}
      className={cn(tone === 'danger' && 'border-red-200')}
    >
      <CardHeader>
        <CardTitle id={`${id}-title`} className={cn(tone === 'danger' && 'text-red-700')}>
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
