import { Columns3, List } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { ApplicantsView } from '../lib/applicants-view';

const OPTIONS = [
  { value: 'board', label: 'Board', icon: Columns3 },
  { value: 'list', label: 'List', icon: List },
] as const;

/** Switches between the pipeline board and the list; two toggle buttons, the pressed one is the current view. */
export function ApplicantsViewToggle({
  view,
  onChange,
}: {
  view: ApplicantsView;
  onChange: (view: ApplicantsView) => void;
}) {
  return (
    <div role="group" aria-label="View" className="inline-flex rounded-xl bg-slate-100 p-1">
      {OPTIONS.map(({ value, label, icon: Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => onChange(value)}
          className={cn(
            'inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-slate-600 transition-colors hover:text-slate-900',
            view === value && 'bg-white text-brand-700 shadow-sm',
          )}
        >
          <Icon aria-hidden className="size-4" />
          {label}
        </button>
      ))}
    </div>
  );
}
