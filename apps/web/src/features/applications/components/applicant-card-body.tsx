import { APPLICANT_CARD_SKILLS, initials } from '@jobhunter/shared';
import { CalendarDays, GraduationCap } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { SkillList } from '@/components/skills/skill-list';
import { cn } from '@/lib/cn';
import type { Applicant } from '../api/job-applicants';
import { applicantName } from '../lib/applicant-name';
import { formatDay } from '@/lib/format-day';
import { ApplicantFlags } from './applicant-flags';

interface ApplicantCardBodyProps {
  applicant: Applicant;
  /** Opens the applicant's side panel; absent on the drag preview. */
  onOpen?: () => void;
  /** Controls under the card, e.g. "Move to". */
  footer?: ReactNode;
  className?: string;
}

/**
 * docs/product.md §2 "Job Applicants" card (photo or initials, full name, @username, first college, up
 * to 4 skills and '+N'), plus the applied date, a failed screening and a CV sent; the name opens the
 * applicant's details.
 */
export function ApplicantCardBody({
  applicant,
  onOpen,
  footer,
  className,
}: ApplicantCardBodyProps) {
  const name = applicantName(applicant);
  const college = applicant.college_education?.[0]?.college_name;
  return (
    <div
      className={cn(
        'flex flex-col gap-2.5 rounded-xl border border-slate-200 bg-white p-3 shadow-sm',
        className,
      )}
    >
      <div className="flex items-start gap-2.5">
        <Avatar
          src={applicant.photo}
          name={name}
          initials={initials(applicant.firstName, applicant.lastName)}
          size="md"
        />
        <div className="min-w-0 flex-1">
          <h4 className="text-sm leading-snug font-semibold break-words text-slate-900">
            {onOpen ? (
              <button
                type="button"
                onClick={onOpen}
                aria-haspopup="dialog"
                data-applicant-open={applicant.username}
                className="block w-full cursor-pointer rounded text-left break-words hover:text-brand-700 hover:underline"
              >
                {name}
              </button>
            ) : (
              name
            )}
          </h4>
          <p className="truncate text-xs text-slate-500">@{applicant.username}</p>
        </div>
      </div>
      <p className="flex items-center gap-1.5 text-xs text-slate-600">
        <CalendarDays aria-hidden className="size-3.5 shrink-0 text-slate-400" />
        Applied {formatDay(applicant.appliedAt)}
      </p>
      {college && (
        <p className="flex items-center gap-1.5 text-xs text-slate-600">
          <GraduationCap aria-hidden className="size-3.5 shrink-0 text-slate-400" />
          <span className="sr-only">College: </span>
          <span className="truncate">{college}</span>
        </p>
      )}
      <ApplicantFlags applicant={applicant} />
      <SkillList
        skills={applicant.core_skills ?? []}
        max={APPLICANT_CARD_SKILLS}
        moreLabel={(rest) => `+${rest}`}
      />
      {footer}
    </div>
  );
}
