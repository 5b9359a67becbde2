import type { MyJob } from '@jobhunter/shared';
import {
  CalendarDays,
  Eye,
  Lock,
  LockOpen,
  MoreHorizontal,
  Pencil,
  Trash2,
  UserRound,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DropdownMenu } from '@/components/ui/dropdown-menu';
import { HiddenJobBanner } from '@/components/jobs/hidden-job-banner';
import { JobListingCard } from '@/components/jobs/job-listing-card';
import { formatDay } from '@/lib/format-day';
import { applicantsPath, editJobPath, jobPath } from '@/lib/paths';
import { mayActOnJob } from '@/api/jobs/job-access';
import { postedByOf, roleOf, type WorkspaceJob } from '@/api/jobs/my-jobs';
import { ApplicantStatusCounts } from './applicant-status-counts';

/** Open, Closed, or when an open job closes by itself. */
function JobStatusBadge({ job }: { job: MyJob }) {
  if (job.status === 'closed') return <Badge tone="neutral">Closed</Badge>;
  if (job.validThrough) return <Badge tone="amber">Expires on {formatDay(job.validThrough)}</Badge>;
  return <Badge tone="green">Open</Badge>;
}

interface MyRecruitmentCardProps {
  job: WorkspaceJob;
  /** The signed-in recruiter: a job a colleague posted says who did. */
  username: string;
  onDelete: () => void;
  onClose: () => void;
  onReopen: () => void;
}

/**
 * One posted job on My Recruitments: its status and applicants, the everyday links, and the rest in
 * a menu. A colleague's job says who posted it; a viewer gets only the links that read.
 */
export function MyRecruitmentCard({
  job,
  username,
  onDelete,
  onClose,
  onReopen,
}: MyRecruitmentCardProps) {
  const which = `${job.designation} (${job.jobID})`;
  const mayAct = mayActOnJob(roleOf(job));
  const poster = postedByOf(job);
  return (
    <JobListingCard
      job={job}
      to={jobPath(job.jobID)}
      variant="compact"
      showRecruiter
      topBadges={
        <>
          <Badge tone="brand" className="font-mono">
            {job.jobID}
          </Badge>
          {!mayAct && <Badge tone="neutral">View only</Badge>}
        </>
      }
      actions={
        <>
          {mayAct && (
            <Button asChild variant="outline" size="sm">
              <Link to={editJobPath(job.jobID)} aria-label={`Edit ${which}`}>
                <Pencil aria-hidden />
                Edit
              </Link>
            </Button>
          )}
          <Button asChild variant="outline" size="sm">
            <Link to={jobPath(job.jobID)} aria-label={`View Job ${which}`}>
              <Eye aria-hidden />
              View Job
            </Link>
          </Button>
          <Button asChild size="sm">
            <Link to={applicantsPath(job.jobID)} aria-label={`Applications for ${which}`}>
              <Users aria-hidden />
              Applications
            </Link>
          </Button>
          {mayAct && (
            <DropdownMenu
              variant="ghost"
              triggerLabel={`More actions for ${which}`}
              trigger={
                <>
                  <MoreHorizontal aria-hidden />
                  More actions
                </>
              }
              items={[
                // A job a moderator hid cannot be reopened.
                ...(job.status === 'open'
                  ? [{ label: 'Close job', icon: Lock, onSelect: onClose }]
                  : job.hidden
                    ? []
                    : [{ label: 'Reopen job', icon: LockOpen, onSelect: onReopen }]),
                { label: 'Delete', icon: Trash2, danger: true, onSelect: onDelete },
              ]}
            />
          )}
        </>
      }
    >
      <div className="flex flex-col gap-1.5 border-t border-slate-100 pt-3 text-sm">
        <div>
          <JobStatusBadge job={job} />
        </div>
        <HiddenJobBanner hidden={job.hidden} compact />
        <ApplicantStatusCounts counts={job.applicants} />
        <p className="flex items-center gap-1.5 text-slate-500">
          <CalendarDays aria-hidden className="size-4 shrink-0 text-slate-400" />
          Posted {formatDay(job.createdAt)}
        </p>
        {poster.username !== username && (
          <p className="flex min-w-0 items-center gap-1.5 text-slate-600">
            <UserRound aria-hidden className="size-4 shrink-0 text-slate-400" />
            <span className="min-w-0 break-words">
              Posted by {poster.name || `@${poster.username}`}
              {poster.name && <span className="text-slate-500"> (@{poster.username})</span>}
            </span>
          </p>
        )}
      </div>
    </JobListingCard>
  );
}
