import { initials, PIPELINE_STATUSES, type PipelineStatus } from '@jobhunter/shared';
import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { SidePanel, SidePanelContent } from '@/components/ui/side-panel';
import { SkillList } from '@/components/skills/skill-list';
import { Conversation } from '@/components/conversation/conversation';
import { ApplicationInterviews } from '@/components/interviews/application-interviews';
import { PROFILE_PATH } from '@/lib/paths';
import type { Applicant } from '../api/job-applicants';
import { applicantName } from '../lib/applicant-name';
import { APPLICATION_STATUS_LABELS } from '../lib/application-status';
import { formatDay } from '@/lib/format-day';
import { ApplicantNotes } from './applicant-notes';
import { ApplicationDetails } from './application-details';
import { ApplicationStatusBadge } from './application-status-badge';
import { PanelSection } from './panel-section';
import { StatusTimeline } from './status-timeline';

interface ApplicantPanelProps {
  jobID: string;
  /** The applicant shown; the panel is closed when there is none. */
  applicant: Applicant | undefined;
  onClose: () => void;
  onMove: (status: PipelineStatus) => void;
  saving: boolean;
  /** Why the last move of this applicant failed, if it did. */
  moveError?: string;
  /** A viewer's panel: the status is shown, not changeable, and notes are read, not written. */
  readOnly?: boolean;
  /** The job is a company's: its notes are shared with the company's team. */
  teamNotes?: boolean;
}

/**
 * One applicant in a side panel: profile summary, status (changeable, except for a viewer), the
 * interviews and the conversation with the candidate, what the candidate sent (screening answers,
 * cover letter, CV), status history and the private notes.
 */
export function ApplicantPanel({
  jobID,
  applicant,
  onClose,
  onMove,
  saving,
  moveError,
  readOnly,
  teamNotes,
}: ApplicantPanelProps) {
  const statusId = useId();
  const username = applicant?.username;
  return (
    <SidePanel open={Boolean(applicant)} onOpenChange={(open) => !open && onClose()}>
      {applicant && (
        <SidePanelContent
          title={applicantName(applicant)}
          description={`@${applicant.username} · Applied ${formatDay(applicant.appliedAt)}`}
          onCloseAutoFocus={(event) => {
            // The card that opened the panel may have been re-created in another column: find it again.
            const opener = username
              ? document.querySelector<HTMLElement>(
                  `[data-applicant-open="${CSS.escape(username)}"]`,
                )
              : null;
            if (opener) {
              event.preventDefault();
              opener.focus();
            }
          }}
        >
          <div className="flex flex-col gap-5">
            <div className="flex items-start gap-4">
              <Avatar
                src={applicant.photo}
                name={applicantName(applicant)}
                initials={initials(applicant.firstName, applicant.lastName)}
                size="lg"
              />
              <div className="min-w-0 flex-1">
                {applicant.title && <p className="font-medium text-slate-900">{applicant.title}</p>}
                {applicant.one_liner_intro && (
                  <p className="mt-0.5 text-sm text-slate-600">{applicant.one_liner_intro}</p>
                )}
                <Link
                  to={PROFILE_PATH.candidate(applicant.username)}
                  className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
                >
                  View full profile
                  <ExternalLink aria-hidden className="size-3.5" />
                </Link>
              </div>
            </div>
            {(applicant.core_skills?.length ?? 0) > 0 && (
              <SkillList skills={applicant.core_skills} max={applicant.core_skills.length} />
            )}

            <PanelSection title="Status">
              {applicant.applicationStatus === 'withdrawn' ? (
                <div className="flex flex-col gap-2">
                  <ApplicationStatusBadge status="withdrawn" />
                  <p className="text-sm text-slate-600">
                    The candidate withdrew this application. It can no longer be moved.
                  </p>
                </div>
              ) : readOnly ? (
                <div className="flex flex-col gap-1.5">
                  <p className="text-sm font-medium text-slate-700">Application status</p>
                  <ApplicationStatusBadge status={applicant.applicationStatus} />
                </div>
              ) : (
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor={statusId}>Application status</Label>
                  <Select
                    id={statusId}
                    value={applicant.applicationStatus}
                    disabled={saving}
                    aria-describedby={moveError ? `${statusId}-error` : undefined}
                    onChange={(event) => onMove(event.target.value as PipelineStatus)}
                  >
                    {PIPELINE_STATUSES.map((status) => (
                      <option key={status} value={status}>
                        {APPLICATION_STATUS_LABELS[status]}
                      </option>
                    ))}
                  </Select>
                </div>
              )}
              {moveError && (
                <p
                  id={`${statusId}-error`}
                  role="alert"
                  className="mt-2 text-sm font-medium text-red-600"
                >
                  {moveError}
                </p>
              )}
            </PanelSection>

            <PanelSection title="Interviews">
              <ApplicationInterviews
                jobID={jobID}
                candidateUsername={applicant.username}
                viewer="recruiter"
                readOnly={readOnly}
                applicationStatus={applicant.applicationStatus}
              />
            </PanelSection>

            <PanelSection title="Messages">
              <Conversation
                viewer="recruiter"
                jobID={jobID}
                candidateUsername={applicant.username}
                candidateName={applicantName(applicant)}
                readOnly={readOnly}
                withdrawn={applicant.applicationStatus === 'withdrawn'}
              />
            </PanelSection>

            <ApplicationDetails application={{ jobID, candidateUsername: applicant.username }} />

            <PanelSection title="Status history">
              <StatusTimeline
                application={{ jobID, candidateUsername: applicant.username }}
                role="recruiter"
              />
            </PanelSection>

            <PanelSection title="Private notes">
              <ApplicantNotes
                application={{ jobID, candidateUsername: applicant.username }}
                readOnly={readOnly}
                team={teamNotes}
              />
            </PanelSection>
          </div>
        </SidePanelContent>
      )}
    </SidePanel>
  );
}
