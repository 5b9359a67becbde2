import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** An icon and a value, with a label for screen readers (e.g. 'Email'). */
export function ContactRow({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 items-center gap-2 text-sm text-slate-700">
      <Icon aria-hidden className="size-4 shrink-0 text-slate-400" />
      <span className="sr-only">{label}: </span>
      <span className="min-w-0 break-words">{children}</span>
    </div>
  );
}
