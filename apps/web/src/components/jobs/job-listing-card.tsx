import { formatCtc, formatExperienceYears, JOB_CARD_SKILLS, type Job } from '@jobhunter/shared';
import { Briefcase, Building2, CircleDollarSign, MapPin, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { formatSalary } from '@/lib/format-salary';
import { Card } from '@/components/ui/card';
import { EmploymentTypeBadge, JobFlagBadges, WorkEnvironmentBadge } from './job-badges';
import { PostedTime } from './posted-time';
import { SkillList } from '@/components/skills/skill-list';

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
> &
  Partial<Pick<Job, 'createdAt'>>;

interface JobListingCardProps {
  job: JobListingFields;
  to: string;
  /** Badges next to the title, e.g. the job ID or the application status. */
  topBadges?: ReactNode;
  /**
   * `listing`: the job-list card of docs/product.md §2 (experience, skills, fresher/visa flags, salary
   * with currency and period, when it was posted). `compact`: the dashboards' 'min - max' cards.
   */
  variant?: 'listing' | 'compact';
  showRecruiter?: boolean;
  /** Level of the title's heading, so it follows the page's own headings (h1 → h2 → h3). */
  headingLevel?: 2 | 3;
  /** A control beside the title (e.g. the save toggle); it sits above the card-wide link. */
  corner?: ReactNode;
  /** Buttons at the bottom; they sit above the card-wide link so they stay clickable. */
  actions?: ReactNode;
  /** More about the job above the buttons, e.g. its applicants. */
  children?: ReactNode;
  /**
   * A card below the fold of a long list skips style, layout and paint until it scrolls near the
   * screen (content-visibility), which a page of twenty results needs on a phone. Only for cards
   * that start off the screen: a card measured late would push what is below it while visible.
   */
  offscreen?: boolean;
}

function Fact({
  icon: Icon,
  children,
  label,
  className,
}: {
  icon: typeof MapPin;
  children: ReactNode;
  label: string;
  className?: string;
}) {
  return (
    <p className={cn('flex min-w-0 items-center gap-1.5 text-sm text-slate-600', className)}>
      <Icon aria-hidden className="size-4 shrink-0 text-slate-400" />
      <span className="sr-only">{label}: </span>
      <span className="truncate">{children}</span>
    </p>
  );
}

/**
 * One job in a grid. The title is the card's only link, stretched over the card, so the whole
 * card opens the job with a single tab stop; `corner` and `actions` sit above it.
 */
export function JobListingCard({
  job,
  to,
  topBadges,
  variant = 'listing',
  showRecruiter,
  headingLevel = 3,
  corner,
  actions,
  children,
  offscreen,
}: JobListingCardProps) {
  const listing = variant === 'listing';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const places = job.job_location.length ? job.job_location.join(', ') : 'Location not specified';
  return (
    <Card
      className={cn(
        'group relative flex h-full flex-col transition-shadow focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-md',
        listing ? 'gap-2 p-4 sm:gap-3 sm:p-5' : 'gap-3 p-5',
        // The card's own ring and shadow still show: paint containment clips only what is inside it.
        offscreen && '[contain-intrinsic-size:auto_14rem] [content-visibility:auto]',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <Heading className="text-base leading-snug font-semibold text-slate-900">
            <Link
              to={to}
              className="break-words outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[''] group-hover:text-brand-700"
            >
              {job.designation}
            </Link>
          </Heading>
          <p className="mt-0.5 flex items-center gap-1.5 text-sm text-slate-600">
            <Building2 aria-hidden className="size-4 shrink-0 text-slate-400" />
            <span className="truncate">{job.company_name || 'Company not specified'}</span>
          </p>
        </div>
        {topBadges && <div className="flex shrink-0 flex-col items-end gap-1">{topBadges}</div>}
        {corner && <div className="relative z-10 -mt-1 -mr-1 shrink-0">{corner}</div>}
      </div>
      <div className="flex flex-wrap gap-1.5">
        <WorkEnvironmentBadge value={job.work_environment} />
        <EmploymentTypeBadge value={job.type_of_employment} />
        {listing && <JobFlagBadges fresher={job.isFresherEligible} visa={job.isVisaSponsored} />}
      </div>
      {listing ? (
        <div className="flex flex-col gap-1">
          <div className="flex min-w-0 flex-wrap gap-x-4 gap-y-1">
            <Fact icon={MapPin} label="Locations" className="max-w-full">
              {places}
            </Fact>
            <Fact icon={Briefcase} label="Experience">
              {formatExperienceYears(job.experience_required_in_months)}
            </Fact>
          </div>
          <Fact icon={CircleDollarSign} label="Salary" className="font-medium text-slate-900">
            {formatSalary(job.CTC)}
          </Fact>
        </div>
      ) : (
        <div className="flex flex-col gap-1.5">
          <Fact icon={MapPin} label="Locations">
            {places}
          </Fact>
          <Fact icon={CircleDollarSign} label="Salary (USD)">
            {formatCtc(job.CTC)}
          </Fact>
          {showRecruiter && (
            <Fact icon={UserRound} label="Recruiter">
              @{job.username}
            </Fact>
          )}
        </div>
      )}
      {listing && <SkillList skills={job.skills_required} max={JOB_CARD_SKILLS} />}
      {listing && job.createdAt && (
        <div className="mt-auto flex items-center justify-between gap-2 pt-1 text-xs text-slate-600">
          <PostedTime iso={job.createdAt} />
          {/* docs/product.md §2's 'View Details', as a hint only: the title's link already covers the card. */}
          <span aria-hidden className="font-medium text-brand-700 group-hover:underline">
            View Details →
          </span>
        </div>
      )}
      {children}
      {actions && (
        <div
          className={cn(
            'relative z-10 flex flex-wrap gap-2 pt-2',
            !(listing && job.createdAt) && 'mt-auto',
          )}
        >
          {actions}
        </div>
      )}
    </Card>
  );
}
