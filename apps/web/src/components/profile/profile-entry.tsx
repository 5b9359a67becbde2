import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface ProfileEntryProps {
  icon: LucideIcon;
  title: ReactNode;
  subtitle?: ReactNode;
  meta?: ReactNode;
  children?: ReactNode;
}

/** One item of a profile list (a degree, a job, a course) with an icon rail. */
export function ProfileEntry({ icon: Icon, title, subtitle, meta, children }: ProfileEntryProps) {
  return (
    <li className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
        <Icon aria-hidden className="size-5" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h4 className="font-semibold break-words text-slate-900">{title}</h4>
        {subtitle && <p className="text-sm break-words text-slate-700">{subtitle}</p>}
        {meta && (
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500">{meta}</div>
        )}
        {children && (
          <div className="mt-1 text-sm break-words whitespace-pre-line text-slate-600">
            {children}
          </div>
        )}
      </div>
    </li>
  );
}

export function EmptyList({ text }: { text: string }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500">
      {text}
    </p>
  );
}

/** Dashboards show every list newest-last-entered first (docs/product.md §2 "Dashboards"). */
export function ordered<T>(entries: T[] | undefined, reverse: boolean) {
  const list = entries ?? [];
  return reverse ? [...list].reverse() : list;
}
