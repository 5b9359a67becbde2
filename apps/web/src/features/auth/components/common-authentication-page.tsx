import { Briefcase, Building2, CheckCircle2, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LOGIN_PATH, REGISTER_PATH } from '@/lib/paths';
import type { Role } from '@jobhunter/shared';
import { useDocumentMeta } from '@/lib/use-document-meta';

interface Choice {
  role: Role;
  title: string;
  icon: LucideIcon;
  pitch: string;
  perks: string[];
  registerLabel: string;
}

const CHOICES: Choice[] = [
  {
    role: 'candidate',
    title: 'I am a Job Seeker',
    icon: Briefcase,
    pitch: 'Build one profile and apply to great roles in a click.',
    perks: [
      'Apply once, track every application',
      'Show your education, skills and experience',
      'Get noticed by top recruiters',
    ],
    registerLabel: 'Register as Candidate',
  },
  {
    role: 'recruiter',
    title: 'I need Employees',
    icon: Building2,
    pitch: 'Post jobs and meet candidates who fit your team.',
    perks: [
      'Post jobs in minutes',
      'See every applicant per job',
      'Browse top performing candidates',
    ],
    registerLabel: 'Register as Recruiter',
  },
];

/** docs/product.md §2 "/CommonAuthentication": choose an account type, then register or log in. */
export function CommonAuthenticationPage() {
  useDocumentMeta('Sign in or register · JobHunter');
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="mb-10 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Welcome to JobHunter
        </h1>
        <p className="mt-3 text-slate-600">
          Tell us who you are and we will take you to the right place.
        </p>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        {CHOICES.map(({ role, title, icon: Icon, pitch, perks, registerLabel }) => (
          <Card key={role} className="flex flex-col gap-5 p-6 sm:p-8">
            <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
              <Icon aria-hidden className="size-6" />
            </span>
            <div>
              <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
              <p className="mt-1 text-slate-600">{pitch}</p>
            </div>
            <ul className="flex flex-col gap-2 text-sm text-slate-700">
              {perks.map((perk) => (
                <li key={perk} className="flex items-start gap-2">
                  <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                  {perk}
                </li>
              ))}
            </ul>
            <div className="mt-auto flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg" className="sm:flex-1">
                <Link to={REGISTER_PATH[role]}>{registerLabel}</Link>
              </Button>
              <Button asChild size="lg" variant="outline" className="sm:flex-1">
                <Link
                  to={LOGIN_PATH[role]}
                  aria-label={`Log In as ${role === 'candidate' ? 'Job Seeker' : 'Recruiter'}`}
                >
                  Log In
                </Link>
              </Button>
            </div>
          </Card>
        ))}
      </div>
    </main>
  );
}
