import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';

/** The outcome of a settings action, read out when it appears. */
export function StatusMessage({
  tone,
  children,
}: {
  tone: 'success' | 'error';
  children: ReactNode;
}) {
  const Icon = tone === 'success' ? CircleCheck : CircleAlert;
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={
        tone === 'success'
          ? 'flex items-start gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800'
          : 'flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700'
      }
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
