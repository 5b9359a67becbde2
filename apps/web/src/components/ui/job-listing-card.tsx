import { formatCtc, formatExperienceYears, JOB_CARD_SKILLS, type Job } from '@jobhunter/shared';
import { Briefcase, Building2, CircleDollarSign, MapPin, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { Card } from './card';
import { EmploymentTypeBadge, JobFlagBadges, WorkEnvironmentBadge } from './job-badges';
import { SkillList } from './skill-list';

export type JobListingFields = Pick<
  Job,
  | 'jobID'
  | 'designation'
  | 'company_name'
  | 'username'
  | 'job_location'
  | 'work_environment'
  | 'type_of_employment'
  | 'isFresherEligible'
  | 'isVisaSponsored'
  | 'experience_required_in_months'
  | 'CTC'
  | 'skills_required'
>;

interface JobListingCardProps {
  job: JobListingFields;
  to: string;
  /** Badges next to the title, e.g. the job ID or the application status. */
  topBadges?: ReactNode;
  /** The job-list card of spec section 2 shows experience, skills and the fresher/visa flags. */
  variant?: 'listing' | 'compact';
  showRecruiter?: boolean;
  /** Buttons at the bottom; they sit above the card-wide link so they stay clickable. */
  actions?: ReactNode;
  /** More about the job above the buttons, e.g. its applicants. */
  children?: ReactNode;
}

function Fact({ icon: Icon, children, label }: { icon: typeof MapPin; children: ReactNode; label: string }) {
  return (
    <p className="flex min-w-0 items-center gap-1.5 text-sm text-slate-600">
      <Icon aria-hidden className="size-4 shrink-0 text-slate-400" />
      <span className="sr-only">{label}: </span>
      <span className="truncate">{children}</span>
    </p>
  );
}

/** One job in a grid; the whole card opens the job (its title is the link, stretched over the card). */
export function JobListingCard({ job, to, topBadges, variant = 'listing', showRecruiter, actions, children }: JobListingCardProps) {
  const listing = variant === 'listing';
  return (
    <Card className="group relative flex h-full flex-col gap-3 p-5 transition-shadow focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-md">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-base leading-snug font-semibold text-slate-900">
            <Link
              to={to}
              className="break-words outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[''] group-hover:text-brand-700"
            >
              {job.designation}
            </Link>
          </h3>
          <p className="mt-0.5 flex items-center gap-1.5 text-sm text-slate-600">
            <Building2 aria-hidden className="size-4 shrink-0 text-slate-400" />
            <span className="truncate">{job.company_name || 'Company not specified'}</span>
          </p>
        </div>
        {topBadges && <div className="flex shrink-0 flex-col items-end gap-1">{topBadges}</div>}
      </div>
      <div className="flex flex-wrap gap-1.5">
        <WorkEnvironmentBadge value={job.work_environment} />
        <EmploymentTypeBadge value={job.type_of_employment} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Fact icon={MapPin} label="Locations">
          {job.job_location.length ? job.job_location.join(', ') : 'Location not specified'}
        </Fact>
        {listing && (
          <Fact icon={Briefcase} label="Experience">
            {formatExperienceYears(job.experience_required_in_months)}
          </Fact>
        )}
        <Fact icon={CircleDollarSign} label="Salary (USD)">
          {formatCtc(job.CTC)}
        </Fact>
        {showRecruiter && (
          <Fact icon={UserRound} label="Recruiter">
            @{job.username}
          </Fact>
        )}
      </div>
      {listing && <SkillList skills={job.skills_required} max={JOB_CARD_SKILLS} />}
      {listing && (job.isFresherEligible || job.isVisaSponsored) && (
        <div className="flex flex-wrap gap-1.5">
          <JobFlagBadges fresher={job.isFresherEligible} visa={job.isVisaSponsored} />
        </div>
      )}
      {children}
      {actions && <div className={cn('relative z-10 mt-auto flex flex-wrap gap-2 pt-2')}>{actions}</div>}
    </Card>
  );
}
