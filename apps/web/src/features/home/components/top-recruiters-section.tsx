import { initials } from '@jobhunter/shared';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { PROFILE_PATH } from '@/lib/paths';
import { HOME_RECRUITERS_COUNT, useTopRecruiters } from '../api/get-top-recruiters';

/** A strip of recruiters; hidden when there are none or they can't be loaded, so the page never looks broken. */
export function TopRecruitersSection() {
  const recruiters = useTopRecruiters();
  if (recruiters.isError || (recruiters.isSuccess && recruiters.data.length === 0)) return null;
  return (
    <section
      aria-labelledby="recruiters-title"
      className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
    >
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2
            id="recruiters-title"
            className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            Top recruiters
          </h2>
          <p className="mt-1 text-slate-600">Teams hiring on JobHunter right now.</p>
        </div>
        <Button asChild variant="outline">
          <Link to="/TopRecruiters">
            See all companies
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {recruiters.isPending
          ? Array.from({ length: HOME_RECRUITERS_COUNT }, (_, index) => (
              <li key={index}>
                <Skeleton className="h-36 rounded-2xl" />
              </li>
            ))
          : recruiters.data.map((recruiter) => {
              const name = `${recruiter.firstName} ${recruiter.lastName}`;
              return (
                <li key={recruiter.username}>
                  <Link
                    to={PROFILE_PATH.recruiter(recruiter.username)}
                    className="flex h-full flex-col items-center gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-center shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md"
                  >
                    <Avatar
                      src={recruiter.photo}
                      name={name}
                      initials={initials(recruiter.firstName, recruiter.lastName)}
                      size="lg"
                    />
                    <span className="w-full truncate text-sm font-semibold text-slate-900">
                      {recruiter.current_job?.company || name}
                    </span>
                    <span className="w-full truncate text-xs text-slate-500">
                      @{recruiter.username}
                    </span>
                  </Link>
                </li>
              );
            })}
      </ul>
    </section>
  );
}
