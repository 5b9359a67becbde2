import { CircleAlert, CircleCheck, Save } from 'lucide-react';
import { Button } from '@/components/ui/button';

export type SaveOutcome = { kind: 'saved' } | { kind: 'error'; message: string };

interface SectionSaveBarProps {
  title: string;
  dirty: boolean;
  pending: boolean;
  outcome: SaveOutcome | null;
}

/** The Save button of one profile section and what happened to the last save. */
export function SectionSaveBar({ title, dirty, pending, outcome }: SectionSaveBarProps) {
  return (
    <div className="flex flex-col-reverse gap-3 rounded-b-2xl border-t border-slate-100 bg-slate-50/70 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
      <div aria-live="polite" className="min-h-5 text-sm">
        {pending ? (
          <span className="text-slate-600">Saving…</span>
        ) : outcome?.kind === 'error' ? (
          <span className="flex items-start gap-1.5 font-medium text-red-700">
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>
              Not saved: {outcome.message}
              <span className="block font-normal text-slate-600">Your changes are still here.</span>
            </span>
          </span>
        ) : dirty ? (
          <span className="text-amber-700">Unsaved changes</span>
        ) : outcome?.kind === 'saved' ? (
          <span className="flex items-center gap-1.5 font-medium text-emerald-700">
            <CircleCheck aria-hidden className="size-4" />
            Saved
          </span>
        ) : null}
      </div>
      {/* Every section has a Save button; the section's name tells them apart for assistive tech. */}
      <Button
        type="submit"
        disabled={pending || !dirty}
        aria-label={`${pending ? 'Saving' : 'Save'} ${title}`}
      >
        <Save aria-hidden />
        {pending ? 'Saving…' : 'Save'}
      </Button>
    </div>
  );
}
