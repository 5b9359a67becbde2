import { formatCtc, formatExperienceDetail, type Job } from '@jobhunter/shared';
import { Briefcase, CircleDollarSign, Clock } from 'lucide-react';

/** Experience (years and months), Salary and Job Type. */
export function JobFacts({ job }: { job: Job }) {
  const facts = [
    { label: 'Experience', value: formatExperienceDetail(job.experience_required_in_months), icon: Clock },
    { label: 'Salary', value: formatCtc(job.CTC), icon: CircleDollarSign, hint: 'USD per year' },
    { label: 'Job Type', value: job.type_of_employment, icon: Briefcase },
  ];
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      {facts.map(({ label, value, icon: Icon, hint }) => (
        <div key={label} className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
            <Icon aria-hidden className="size-5" />
          </span>
          <div className="min-w-0">
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
            <dd className="font-semibold break-words text-slate-900">
              {value}
              {hint && value !== 'Not specified' && <span className="ml-1 text-xs font-normal text-slate-500">{hint}</span>}
            </dd>
          </div>
        </div>
      ))}
    </dl>
  );
}
