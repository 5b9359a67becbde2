import { formatExperienceDetail, type Job } from '@jobhunter/shared';
import { Briefcase, CircleDollarSign, Clock } from 'lucide-react';
import { formatSalary } from '@/lib/format-salary';

/** Experience (years and months), Salary (with currency and period) and Job Type: a `dl` whose groups hold one `dt` and one `dd` each. */
export function JobFacts({ job }: { job: Job }) {
  const facts = [
    {
      label: 'Experience',
      value: formatExperienceDetail(job.experience_required_in_months),
      icon: Clock,
    },
    { label: 'Salary', value: formatSalary(job.CTC), icon: CircleDollarSign },
    { label: 'Job Type', value: job.type_of_employment, icon: Briefcase },
  ];
  return (
    // Salary gets the widest column: "$67,000 - $96,000 a year" fits one line, so the facts keep one height.
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_1.5fr_1fr]">
      {facts.map(({ label, value, icon: Icon }) => (
        <div
          key={label}
          className="relative min-w-0 rounded-2xl border border-slate-200 bg-white py-4 pr-4 pl-17 shadow-sm"
        >
          <span
            aria-hidden
            className="absolute top-1/2 left-4 flex size-10 -translate-y-1/2 items-center justify-center rounded-lg bg-brand-50 text-brand-600"
          >
            <Icon className="size-5" />
          </span>
          <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
          <dd className="font-semibold break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
