import { Check } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { cn } from '@/lib/cn';
import type { RegistrationDraft } from '../lib/draft';
import { validateStep } from '../lib/wizard-rules';
import { STEPS } from '../lib/wizard-steps';

interface WizardProgressProps {
  current: number;
  onSelect: (step: number) => void;
}

/** Numbered step buttons 1-4 and the progress bar 'current/total' (docs/product.md §2). */
export function WizardProgress({ current, onSelect }: WizardProgressProps) {
  const total = STEPS.length;
  const draft = useWatch<RegistrationDraft>() as RegistrationDraft;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        <div
          role="progressbar"
          aria-label="Registration progress"
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={current + 1}
          aria-valuetext={`Step ${current + 1} of ${total}`}
          className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-brand-600 transition-all duration-300"
            style={{ width: `${((current + 1) / total) * 100}%` }}
          />
        </div>
        <span className="text-sm font-semibold text-slate-700 tabular-nums">
          {current + 1}/{total}
        </span>
      </div>
      <ol className="grid grid-cols-4 gap-2">
        {STEPS.map((step, index) => {
          // A tick only for earlier steps that really are complete (a step's URL can be opened directly).
          const done = index < current && validateStep(index, draft).ok;
          const active = index === current;
          return (
            <li key={step.slug}>
              <button
                type="button"
                onClick={() => onSelect(index)}
                aria-current={active ? 'step' : undefined}
                className="group flex w-full cursor-pointer flex-col items-center gap-1.5 rounded-lg p-1 text-center focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {/* The name ("Step 1: Personal Information") holds the visible text (WCAG 2.5.3), on phones too where only the number shows. */}
                <span className="sr-only">Step {index + 1}:</span>{' '}
                <span
                  aria-hidden
                  className={cn(
                    'flex size-9 items-center justify-center rounded-full border-2 text-sm font-semibold transition-colors',
                    active && 'border-brand-600 bg-brand-600 text-white',
                    done && 'border-brand-600 bg-brand-50 text-brand-700',
                    !active &&
                      !done &&
                      'border-slate-300 bg-white text-slate-500 group-hover:border-slate-400',
                  )}
                >
                  {done ? <Check aria-hidden className="size-4" /> : index + 1}
                </span>{' '}
                <span
                  className={cn(
                    'sr-only text-xs font-medium sm:not-sr-only sm:block',
                    active ? 'text-brand-700' : 'text-slate-500',
                  )}
                >
                  {step.title}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
