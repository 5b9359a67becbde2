import { BadgeCheck, CalendarCheck, MapPin, Send } from 'lucide-react';

const STEPS = [
  { icon: Send, label: 'Application sent', when: 'Mon', done: true },
  { icon: BadgeCheck, label: 'Profile reviewed', when: 'Wed', done: true },
  { icon: CalendarCheck, label: 'Interview on Friday', when: 'Next', done: false },
];

/**
 * A picture of the product for wide screens: a job as the list shows it, with real words rather
 * than grey bars (bars read as a page still loading), and the application's progress. Decorative,
 * fixed in size, and drawn with CSS only, so nothing loads or moves.
 */
export function HeroIllustration() {
  return (
    <div aria-hidden className="relative hidden h-[22rem] select-none lg:block">
      <div className="absolute inset-x-0 top-0 rotate-2 rounded-2xl bg-white p-5 shadow-2xl shadow-brand-950/30">
        <div className="flex items-start gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-brand-500 to-brand-700 text-lg font-bold text-white">
            B
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-slate-900">Frontend Developer</p>
            <p className="text-sm text-slate-600">Bluepeak Analytics</p>
          </div>
          <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-medium text-emerald-700 ring-1 ring-emerald-200">
            Remote
          </span>
        </div>
        <p className="mt-3 flex items-center gap-1.5 text-sm text-slate-600">
          <MapPin className="size-4 text-slate-400" />
          Berlin, Lisbon
          <span className="ml-auto font-medium text-slate-900">$67,000 - $96,000 a year</span>
        </p>
        <ol className="mt-4 flex flex-col gap-3 border-t border-slate-100 pt-4">
          {STEPS.map(({ icon: Icon, label, when, done }) => (
            <li key={label} className="flex items-center gap-3">
              <span
                className={
                  done
                    ? 'flex size-8 items-center justify-center rounded-full bg-brand-600 text-white'
                    : 'flex size-8 items-center justify-center rounded-full bg-amber-100 text-amber-700'
                }
              >
                <Icon className="size-4" />
              </span>
              <span className="text-sm font-medium text-slate-800">{label}</span>
              <span className="ml-auto text-xs text-slate-500">{when}</span>
            </li>
          ))}
        </ol>
      </div>
      <div className="absolute bottom-0 -left-6 flex -rotate-3 items-center gap-3 rounded-2xl bg-white p-4 shadow-xl shadow-brand-950/20">
        <span className="flex size-10 items-center justify-center rounded-full bg-gradient-to-br from-sky-500 to-brand-600 text-sm font-bold text-white">
          AR
        </span>
        <div>
          <p className="text-sm font-semibold text-slate-900">Arjun applied</p>
          <p className="mt-1 flex gap-1.5">
            {['React', 'TypeScript', 'CSS'].map((skill) => (
              <span
                key={skill}
                className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700"
              >
                {skill}
              </span>
            ))}
          </p>
        </div>
      </div>
    </div>
  );
}
