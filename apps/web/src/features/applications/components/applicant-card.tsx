import { APPLICANT_CARD_SKILLS, PIPELINE_STATUSES, initials, type PipelineStatus } from '@jobhunter/shared';
import { GraduationCap } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { SkillList } from '@/components/ui/skill-list';
import { PROFILE_PATH } from '@/lib/paths';
import type { Applicant } from '../api/job-applicants';
import { APPLICATION_STATUS_LABELS } from '../lib/application-status';
import { ApplicationStatusBadge } from './application-status-badge';

interface ApplicantCardProps {
  applicant: Applicant;
  onStatusChange: (status: PipelineStatus) => void;
  saving: boolean;
  error?: string;
}

/** Spec section 2 "Job Applicants" card, plus the recruiter's status control. */
export function ApplicantCard({ applicant, onStatusChange, saving, error }: ApplicantCardProps) {
  const statusId = useId();
  const fullName = `${applicant.firstName} ${applicant.lastName}`.trim() || applicant.username;
  const college = applicant.college_education?.[0]?.college_name;
  return (
    <Card className="group relative flex h-full flex-col gap-3 p-5 transition-shadow focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-md">
      <div className="flex items-center gap-3">
        <Avatar src={applicant.photo} name={fullName} initials={initials(applicant.firstName, applicant.lastName)} size="lg" />
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900">
            <Link
              to={PROFILE_PATH.candidate(applicant.username)}
              className="outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[''] group-hover:text-brand-700"
            >
              {fullName}
            </Link>
          </h3>
          <p className="truncate text-sm text-slate-500">@{applicant.username}</p>
          <div className="mt-1">
            <ApplicationStatusBadge status={applicant.applicationStatus} />
          </div>
        </div>
      </div>
      {college && (
        <p className="flex items-center gap-1.5 text-sm text-slate-600">
          <GraduationCap aria-hidden className="size-4 shrink-0 text-slate-400" />
          <span className="sr-only">College: </span>
          <span className="truncate">{college}</span>
        </p>
      )}
      <SkillList skills={applicant.core_skills ?? []} max={APPLICANT_CARD_SKILLS} moreLabel={(rest) => `+${rest}`} />
      <div className="relative z-10 mt-auto flex flex-col gap-1 pt-2">
        <Label htmlFor={statusId}>Application status</Label>
        <Select
          id={statusId}
          value={applicant.applicationStatus}
          disabled={saving}
          aria-describedby={error ? `${statusId}-error` : undefined}
          onChange={(event) => onStatusChange(event.target.value as PipelineStatus)}
        >
          {PIPELINE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {APPLICATION_STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
        {error && (
          <p id={`${statusId}-error`} role="alert" className="text-xs font-medium text-red-600">
            {error}
          </p>
        )}
      </div>
    </Card>
  );
}
