import type { Job } from '@jobhunter/shared';
import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmedDelete } from '@/components/ui/confirmed-delete';
import { MessageDialog } from '@/components/ui/message-dialog';
import { jobPath } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { TIMINGS } from '@/lib/timings';
import { APPLY_MESSAGES, useApplyToJob } from '../api/apply-to-job';
import { useDeleteJob } from '../api/delete-job';
import { useApplicationState, useOwnershipState } from '../api/screening';
import { JobActionButtons, type Viewer } from './job-action-buttons';
import { SaveJobButton } from './save-job-button';
import { ShareJobButton } from './share-job-button';

function actionHint(viewer: Viewer) {
  if (viewer.role === 'guest') return 'Log in as a candidate to apply for this job.';
  if (viewer.role === 'candidate') {
    return viewer.state === 'applied' ? 'You have already applied for this job.' : 'Send your profile to the hiring manager in one click.';
  }
  if (viewer.state === 'owner') return 'You posted this job: review who applied or remove the posting.';
  return viewer.state === 'checking' ? 'Checking this job against your account…' : 'Only the recruiter who posted this job can see its applicants.';
}

/** The 'Ready to Apply?' card: the role's action buttons with the apply and delete flows, Save and Share. */
export function JobActionsCard({ job }: { job: Job }) {
  const { candidate, recruiter } = useSession();
  const applicationState = useApplicationState(job.jobID, candidate?.username);
  const ownershipState = useOwnershipState(job.jobID, candidate ? undefined : recruiter?.username);
  const apply = useApplyToJob(job, candidate?.username);
  const deleteJob = useDeleteJob(job.jobID);
  const [applyResultOpen, setApplyResultOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);

  const viewer: Viewer = candidate
    ? { role: 'candidate', state: applicationState, applying: apply.isPending, onApply: () => apply.mutate(undefined, { onSettled: () => setApplyResultOpen(true) }) }
    : recruiter
      ? { role: 'recruiter', state: ownershipState, onDelete: () => setConfirmOpen(true) }
      : { role: 'guest' };
  const outcome = apply.data ?? 'unexpected';
  const message = APPLY_MESSAGES[outcome];

  return (
    <Card>
      <CardHeader>
        <CardTitle>Ready to Apply?</CardTitle>
        <CardDescription>{actionHint(viewer)}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <JobActionButtons jobID={job.jobID} viewer={viewer} />
        <div className="flex gap-2">
          <SaveJobButton jobID={job.jobID} candidateUsername={candidate?.username} />
          <ShareJobButton title={`${job.designation} at ${job.company_name}`} text={`${job.designation} at ${job.company_name} on JobHunter`} url={new URL(jobPath(job.jobID), window.location.origin).href} />
        </div>
      </CardContent>

      <MessageDialog
        open={applyResultOpen && !apply.isPending}
        onOpenChange={setApplyResultOpen}
        tone={outcome === 'success' ? 'success' : outcome === 'backend' ? 'warning' : 'error'}
        title={message.title}
        description={message.description}
      />
      <ConfirmedDelete
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Delete Job"
        description="Are you sure you want to delete this job? This action cannot be undone."
        onDelete={deleteJob}
        successTitle="Deleted !"
        successDescription="Job Deleted Successfully.Navigating back to dashboard...."
        redirectTo="/RecruiterDashboard"
        redirectDelay={TIMINGS.redirectAfterDelete}
      />
    </Card>
  );
}
