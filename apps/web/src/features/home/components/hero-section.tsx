import { ArrowRight, Briefcase, Building2, Users } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { JobSearchBar, type JobSearchTerms } from '@/components/job-search-bar';
import { Button } from '@/components/ui/button';
import { groupDigits } from '@/lib/format-number';
import { DASHBOARD_PATH } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useJobStats, type JobStats } from '../api/get-job-stats';
import { socialProof } from '../lib/social-proof';
import { HeroIllustration } from './hero-illustration';

const STATS: Record<keyof JobStats, { icon: typeof Briefcase; label: string }> = {
  totalJobs: { icon: Briefcase, label: 'Open jobs' },
  totalRecruiters: { icon: Building2, label: 'Recruiters hiring' },
  totalCandidates: { icon: Users, label: 'Job seekers' },
};

/** The jobs list for a search from the hero: only the terms given, as the jobs page's URL has them. */
function allJobsSearch({ q, location }: JobSearchTerms) {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (location) params.set('location', location);
  const query = params.toString();
  return query ? `/AllJobs?${query}` : '/AllJobs';
}

export function HeroSection() {
  const { current } = useSession();
  const navigate = useNavigate();
  const stats = useJobStats();
  const shown = socialProof(stats.data);
  return (
    // Ends in sky-800, not sky-700: the small white and brand-100 text keeps at least 4.5:1 across the gradient.
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-800 via-brand-700 to-sky-800">
      <div
        aria-hidden
        className="absolute -top-24 -right-24 size-96 rounded-full bg-white/10 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-12 sm:px-6 sm:py-20 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] lg:px-8">
        <div className="flex flex-col gap-8">
          <div className="flex max-w-3xl flex-col gap-5">
            <h1 className="text-4xl font-extrabold tracking-tight text-white sm:text-5xl lg:text-6xl">
              Find work you love. <span className="text-sky-200">Hire people who care.</span>
            </h1>
            <p className="max-w-2xl text-lg text-white">
              JobHunter connects job seekers with recruiters who are hiring today. Build one
              profile, apply in a click, and follow every application from your dashboard.
            </p>
            <JobSearchBar
              variant="hero"
              defaultValue=""
              onSearch={(terms) => navigate(allJobsSearch(terms))}
            />
            <div className="flex flex-col gap-3 sm:flex-row">
              {current ? (
                <Button
                  asChild
                  size="lg"
                  variant="outline"
                  className="border-white/60 bg-white/10 text-white hover:bg-white/20"
                >
                  <Link to={DASHBOARD_PATH[current.role]}>
                    Go to your dashboard
                    <ArrowRight aria-hidden />
                  </Link>
                </Button>
              ) : (
                <Button
                  asChild
                  size="lg"
                  variant="outline"
                  className="border-white/60 bg-white/10 text-white hover:bg-white/20"
                >
                  <Link to="/CommonAuthentication">
                    Create your free account
                    <ArrowRight aria-hidden />
                  </Link>
                </Button>
              )}
            </div>
          </div>
          {shown.length > 0 && (
            <dl className="grid max-w-3xl grid-cols-1 gap-6 rounded-2xl bg-white/5 p-5 ring-1 ring-white/20 sm:grid-cols-3">
              {shown.map((key) => {
                const { icon: Icon, label } = STATS[key];
                return (
                  // dt and dd straight in the group (valid dl); the number reads first on screen.
                  <div
                    key={key}
                    className="relative flex min-h-10 flex-col-reverse justify-center pl-13"
                  >
                    <span
                      aria-hidden
                      className="absolute top-1/2 left-0 flex size-10 -translate-y-1/2 items-center justify-center rounded-xl bg-white/10 text-white"
                    >
                      <Icon className="size-5" />
                    </span>
                    <dt className="text-sm text-white">{label}</dt>
                    <dd className="text-xl font-bold text-white tabular-nums">
                      {groupDigits(stats.data![key])}
                    </dd>
                  </div>
                );
              })}
            </dl>
          )}
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}
