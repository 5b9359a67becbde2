import { ClipboardCheck, FileUser, Megaphone, Search, UserPlus, Users } from 'lucide-react';
import { Card } from '@/components/ui/card';

const TRACKS = [
  {
    title: 'For job seekers',
    steps: [
      {
        icon: UserPlus,
        title: 'Create your profile',
        text: 'Education, experience, certificates and skills in four short steps.',
      },
      {
        icon: Search,
        title: 'Find the right role',
        text: 'Browse jobs by company, location, work style and salary.',
      },
      {
        icon: ClipboardCheck,
        title: 'Apply and track',
        text: 'Apply once per job and follow every application from your dashboard.',
      },
    ],
  },
  {
    title: 'For recruiters',
    steps: [
      {
        icon: FileUser,
        title: 'Set up your company profile',
        text: 'Tell candidates who you are and what you build.',
      },
      {
        icon: Megaphone,
        title: 'Post a job',
        text: 'Salary range, skills, perks and eligibility in one form.',
      },
      {
        icon: Users,
        title: 'Meet applicants',
        text: 'See everyone who applied to each job and open their full profile.',
      },
    ],
  },
];

export function HowItWorksSection() {
  return (
    <section aria-labelledby="how-title" className="border-y border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2
          id="how-title"
          className="text-center text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
        >
          How JobHunter works
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-center text-slate-600">
          Simple for candidates, fast for recruiters.
        </p>
        <div className="mt-10 grid gap-6 lg:grid-cols-2">
          {TRACKS.map((track) => (
            <Card key={track.title} className="p-6">
              <h3 className="mb-5 text-lg font-semibold text-brand-700">{track.title}</h3>
              <ol className="flex flex-col gap-5">
                {track.steps.map(({ icon: Icon, title, text }, index) => (
                  <li key={title} className="flex gap-4">
                    <span className="relative flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                      <Icon aria-hidden className="size-5" />
                      <span className="absolute -top-1.5 -right-1.5 flex size-5 items-center justify-center rounded-full bg-brand-600 text-[0.65rem] font-bold text-white">
                        {index + 1}
                      </span>
                    </span>
                    <div>
                      <p className="font-semibold text-slate-900">{title}</p>
                      <p className="text-sm text-slate-600">{text}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </Card>
          ))}
        </div>
      </div>
    </section>
  );
}
