import { ArrowRight, Briefcase, Building2, Search, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { DASHBOARD_PATH } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useJobStats } from '../api/get-job-stats';
import { HeroIllustration } from './hero-illustration';

const numberFormat = new Intl.NumberFormat('en-US');

function Stat({ icon: Icon, value, label, loading }: { icon: typeof Briefcase; value?: number; label: string; loading: boolean }) {
  return (
    <div className="flex items-center gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/10 text-white">
        <Icon aria-hidden className="size-5" />
      </span>
      <div>
        {loading ? (
          <Skeleton className="h-6 w-14 bg-white/20" />
        ) : (
          <p className="text-xl font-bold text-white tabular-nums">{value === undefined ? '—' : numberFormat.format(value)}</p>
        )}
        <p className="text-sm text-brand-100">{label}</p>
      </div>
    </div>
  );
}

export function HeroSection() {
  const { current } = useSession();
  const stats = useJobStats();
  const data = stats.data;
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-800 via-brand-700 to-sky-700">
      <div aria-hidden className="absolute -top-24 -right-24 size-96 rounded-full bg-white/10 blur-3xl" />
      <div aria-hidden className="absolute -bottom-32 -left-16 size-80 rounded-full bg-sky-400/20 blur-3xl" />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] lg:px-8">
        <div className="flex flex-col gap-10">
          <div className="flex max-w-3xl flex-col gap-6">
            {data && (
              <p className="inline-flex w-fit items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-white ring-1 ring-white/20">
                <span aria-hidden className="size-2 rounded-full bg-emerald-400" />
                {numberFormat.format(data.totalJobs)} {data.totalJobs === 1 ? 'job is' : 'jobs are'} open right now
              </p>
            )}
            <h1 className="text-4xl font-extrabold tracking-tight text-white sm:text-5xl lg:text-6xl">
              Find work you love. <span className="text-sky-200">Hire people who care.</span>
            </h1>
            <p className="max-w-2xl text-lg text-brand-100">
              JobHunter connects job seekers with recruiters who are hiring today. Build one profile, apply in a click, and follow every
              application from your dashboard.
            </p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg" className="bg-white text-brand-700 hover:bg-brand-50">
                <Link to="/AllJobs">
                  <Search aria-hidden />
                  Find Jobs
                </Link>
              </Button>
              {current ? (
                <Button asChild size="lg" variant="outline" className="border-white/40 bg-white/10 text-white hover:bg-white/20">
                  <Link to={DASHBOARD_PATH[current.role]}>
                    Go to your dashboard
                    <ArrowRight aria-hidden />
                  </Link>
                </Button>
              ) : (
                <Button asChild size="lg" variant="outline" className="border-white/40 bg-white/10 text-white hover:bg-white/20">
                  <Link to="/CommonAuthentication">
                    Create your free account
                    <ArrowRight aria-hidden />
                  </Link>
                </Button>
              )}
            </div>
          </div>
          {!stats.isError && (
            <div className="grid max-w-3xl grid-cols-1 gap-6 rounded-2xl bg-white/5 p-5 ring-1 ring-white/15 sm:grid-cols-3">
              <Stat icon={Briefcase} value={data?.totalJobs} label="Open jobs" loading={stats.isPending} />
              <Stat icon={Building2} value={data?.totalRecruiters} label="Recruiters hiring" loading={stats.isPending} />
              <Stat icon={Users} value={data?.totalCandidates} label="Job seekers" loading={stats.isPending} />
            </div>
          )}
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}
