import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A centred message for empty lists and failures, with an optional action. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  tone = 'neutral',
  className,
}: {
  icon?: LucideIcon;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  tone?: 'neutral' | 'error';
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl border border-dashed px-6 py-12 text-center',
        tone === 'error' ? 'border-red-200 bg-red-50/50' : 'border-slate-300 bg-white',
        className,
      )}
    >
      {Icon && (
        <span
          className={cn(
            'flex size-12 items-center justify-center rounded-full',
            tone === 'error' ? 'bg-red-100 text-red-600' : 'bg-slate-100 text-slate-500',
          )}
        >
          <Icon aria-hidden className="size-6" />
        </span>
      )}
      <h2
        className={cn(
          'text-lg font-semibold',
          tone === 'error' ? 'text-red-700' : 'text-slate-900',
        )}
      >
        {title}
      </h2>
      {description && <div className="max-w-md text-sm text-slate-600">{description}</div>}
      {action}
    </div>
  );
}
