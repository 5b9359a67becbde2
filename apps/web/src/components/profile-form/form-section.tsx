import type { ReactNode } from 'react';
import { RequiredMark } from '@/components/ui/field';

interface FormSectionProps {
  /** Prefix of the heading's id, which names the section for assistive tech. */
  id: string;
  title: string;
  description?: string;
  required?: boolean;
  children: ReactNode;
}

/** A titled group of profile fields inside a wizard step. */
export function FormSection({ id, title, description, required, children }: FormSectionProps) {
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <div>
        <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
          {title}
          {required && (
            <>
              {' '}
              <RequiredMark />
            </>
          )}
        </h3>
        {description && <p className="text-sm text-slate-500">{description}</p>}
      </div>
      {children}
    </section>
  );
}
