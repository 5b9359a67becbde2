import { BadgeCheck, Briefcase, CalendarCheck, Send } from 'lucide-react';

const STEPS = [
  { icon: Send, label: 'Application sent', done: true },
  { icon: BadgeCheck, label: 'Profile reviewed', done: true },
  { icon: CalendarCheck, label: 'Interview scheduled', done: false },
];

/** Decorative picture of the product (a job card and an application's progress) for wide screens. */
export function HeroIllustration() {
  return (
    <div aria-hidden className="relative hidden lg:block">
      <div className="rotate-2 rounded-2xl bg-white p-5 shadow-2xl shadow-brand-900/30">
        <div className="flex items-center gap-3">
          <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
            <Briefcase className="size-5" />
          </span>
          <div className="flex-1">
            <div className="h-3 w-40 rounded-full bg-slate-800" />
            <div className="mt-2 h-2.5 w-24 rounded-full bg-slate-300" />
          </div>
          <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-medium text-emerald-700 ring-1 ring-emerald-200">Remote</span>
        </div>
        <div className="mt-5 flex flex-col gap-3">
          {STEPS.map(({ icon: Icon, label, done }) => (
            <div key={label} className="flex items-center gap-3">
              <span className={done ? 'flex size-8 items-center justify-center rounded-full bg-brand-600 text-white' : 'flex size-8 items-center justify-center rounded-full bg-slate-100 text-slate-400'}>
                <Icon className="size-4" />
              </span>
              <span className={done ? 'text-sm font-medium text-slate-800' : 'text-sm text-slate-400'}>{label}</span>
            </div>
          ))}
        </div>
      </div>
      <div className="absolute -bottom-20 -left-6 -rotate-3 rounded-2xl bg-white/95 p-4 shadow-xl shadow-brand-900/20">
        <div className="flex items-center gap-3">
          <span className="size-10 rounded-full bg-gradient-to-br from-sky-400 to-brand-600" />
          <div>
            <div className="h-2.5 w-28 rounded-full bg-slate-800" />
            <div className="mt-2 flex gap-1.5">
              <span className="h-2 w-10 rounded-full bg-brand-200" />
              <span className="h-2 w-8 rounded-full bg-brand-200" />
              <span className="h-2 w-12 rounded-full bg-brand-200" />
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
