import type { ReactNode } from 'react';

/** One titled part of the applicant panel, under the panel's own title. */
export function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-slate-200 pt-5">
      <h3 className="mb-3 text-sm font-semibold tracking-wide text-slate-900 uppercase">{title}</h3>
      {children}
    </section>
  );
}
