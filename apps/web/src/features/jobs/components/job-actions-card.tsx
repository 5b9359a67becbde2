import type { Job } from '@jobhunter/shared';
import { CalendarClock, CircleSlash } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  DeferredConfirmDialog,
  DeferredConfirmedDelete,
  DeferredMessageDialog,
  DeferredWithdrawApplicationDialog,
} from '@/components/deferred-dialogs';
import { canWithdraw, useWithdrawApplication } from '@/api/applications/withdraw-application';
import { formatDay } from '@/lib/format-day';
import { cn } from '@/lib/cn';
import { jobPath, loginPath } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useSiteOrigin } from '@/lib/site-origin';
import { TIMINGS } from '@/lib/timings';
import { APPLY_MESSAGES, isFormProblem, useApplyToJob } from '../api/apply-to-job';
import { useDeleteJob } from '@/api/jobs/delete-job';
import { useApplicationState, useOwnershipState } from '../api/screening';
import { useSetJobStatus } from '@/api/jobs/set-job-status';
import { mayActOnJob } from '@/api/jobs/job-access';
import { DeferredApplyDialog } from './deferred-apply-dialog';
import { JobActionButtons, type Viewer } from './job-action-buttons';
import { SaveJobButton } from './save-job-button';
import { ShareJobButton } from './share-job-button';

function actionHint(viewer: Viewer, open: boolean, postedByYou: boolean, hidden: boolean) {
  if (viewer.role === 'recruiter' && viewer.state === 'owner') {
    if (hidden) return 'A moderator hid this job: review who applied, edit or remove the posting.';
    if (!mayActOnJob(viewer.jobRole ?? 'owner'))
      return open
        ? "You can review who applied; only your company's owners and recruiters can change this job."
        : 'This job is closed: candidates can no longer apply.';
    if (open && !postedByYou)
      return 'Your company posted this job: review who applied, edit, close or remove the posting.';
    return open
      ? 'You posted this job: review who applied, edit, close or remove the posting.'
      : 'This job is closed: candidates can no longer apply. Reopen it to take applications again.';
  }
  if (!open) return 'The recruiter has stopped taking applications for this job.';
  if (viewer.role === 'guest') return 'Log in as a candidate to apply for this job.';
  if (viewer.role === 'candidate') {
    if (viewer.state !== 'applied')
      return 'Send your profile, your CV and a cover letter to the hiring manager.';
    return viewer.application?.status === 'withdrawn'
      ? 'You withdrew your application for this job; it cannot be sent again.'
      : 'You have already applied for this job.';
  }
  return viewer.state === 'checking'
    ? 'Checking this job against your account…'
    : 'Only the recruiter who posted this job can see its applicants.';
}

/** In place of the apply action on a closed job: applying would only fail. */
function ClosedNotice({ closedAt }: { closedAt: string | null }) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <CircleSlash aria-hidden className="mt-0.5 size-5 shrink-0 text-slate-500" />
      <div>
        <p className="font-semibold text-slate-900">No longer accepting applications</p>
        {closedAt && <p className="text-sm text-slate-600">Closed on {formatDay(closedAt)}</p>}
      </div>
    </div>
  );
}

/**
 * The 'Ready to Apply?' card: the role's action buttons with the apply, withdraw, close and delete
 * flows, Save and Share. The job's owner (or a member of its company) gets 'Manage this job' without
 * Save instead. On phones a visitor's or candidate's main action stays in a bar at the bottom.
 */
export function JobActionsCard({ job }: { job: Job }) {
  const open = job.status === 'open';
  const { candidate, recruiter } = useSession();
  const location = useLocation();
  const origin = useSiteOrigin();
  const primary = useRef<HTMLButtonElement & HTMLDivElement>(null);
  const withdrawButton = useRef<HTMLButtonElement>(null);
  // A closed job can't be applied to, so there is nothing to check for a candidate.
  const { state: applicationState, application } = useApplicationState(
    job.jobID,
    open ? candidate?.username : undefined,
  );
  const ownership = useOwnershipState(job.jobID, candidate ? undefined : recruiter?.username);
  const apply = useApplyToJob(job, candidate?.username);
  const withdraw = useWithdrawApplication(candidate?.username ?? '');
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);
  const deleteJob = useDeleteJob();
  const setStatus = useSetJobStatus();
  const [applyOpen, setApplyOpen] = useState(false);
  const [applyResultOpen, setApplyResultOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [confirmClose, setConfirmClose] = useState(false);

  const viewer: Viewer = candidate
    ? {
        role: 'candidate',
        state: applicationState,
        application,
        applying: apply.isPending,
        onApply: () => {
          apply.reset();
          setApplyOpen(true);
        },
        // As on the My Job Applications cards; without the application's status there is nothing to go by.
        onWithdraw:
          application && canWithdraw(application.status)
            ? () => setConfirmWithdraw(true)
            : undefined,
      }
    : recruiter
      ? {
          role: 'recruiter',
          state: ownership.state,
          jobRole: ownership.role,
          onDelete: () => setConfirmOpen(true),
          onClose: () => setConfirmClose(true),
          onReopen: () => setStatus.mutate({ jobID: job.jobID, change: 'reopen' }),
          changing: setStatus.isPending,
        }
      : {
          role: 'guest',
          loginTo: loginPath('candidate', `${location.pathname}${location.search}`),
        };
  // Anyone who may read the job manages it from here; a viewer only reads it.
  const owner = viewer.role === 'recruiter' && viewer.state === 'owner';
  const readOnly = owner && !mayActOnJob(viewer.jobRole ?? 'owner');
  // A visitor can't open these popups; someone signed in may, so their code comes before the press.
  const signedIn = viewer.role !== 'guest';
  useEffect(() => {
    if (!signedIn) return;
    DeferredMessageDialog.preload();
    DeferredConfirmDialog.preload();
    DeferredConfirmedDelete.preload();
    DeferredWithdrawApplicationDialog.preload();
  }, [signedIn]);
  const mayApply = open && viewer.role === 'candidate';
  useEffect(() => {
    if (mayApply) DeferredApplyDialog.preload();
  }, [mayApply]);
  // Visitors and candidates have one main action: on phones it stays in reach at the bottom. Once
  // applied there is none left (the disabled 'Apply now' and the status), so it stays in the card.
  const applied = viewer.role === 'candidate' && viewer.state === 'applied';
  const stickyOnPhones = open && viewer.role !== 'recruiter' && !applied;
  const outcome = apply.data ?? 'unexpected';
  const message = APPLY_MESSAGES[outcome];

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          {readOnly ? "Your company's job" : owner ? 'Manage this job' : 'Ready to Apply?'}
        </CardTitle>
        <CardDescription>
          {actionHint(viewer, open, recruiter?.username === job.username, Boolean(job.hidden))}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {open && job.validThrough && (
          <p className="flex items-center gap-2 text-sm font-medium text-amber-800">
            <CalendarClock aria-hidden className="size-4 shrink-0" />
            Applications close on {formatDay(job.validThrough)}
          </p>
        )}
        {open || owner ? (
          <div
            className={cn(
              stickyOnPhones &&
                'max-lg:fixed max-lg:inset-x-0 max-lg:bottom-0 max-lg:z-30 max-lg:border-t max-lg:border-slate-200 max-lg:bg-white/95 max-lg:px-4 max-lg:py-3 max-lg:shadow-[0_-4px_16px_rgb(15_23_42/0.08)] max-lg:backdrop-blur',
            )}
          >
            <JobActionButtons
              jobID={job.jobID}
              open={open}
              reopenable={!job.hidden}
              viewer={viewer}
              primaryRef={primary}
              withdrawRef={withdrawButton}
            />
          </div>
        ) : (
          <ClosedNotice closedAt={job.closedAt} />
        )}
        {setStatus.isError && (
          <p role="alert" className="text-sm font-medium text-red-600">
            {setStatus.error.message}
          </p>
        )}
        <div className="flex gap-2">
          {!owner && <SaveJobButton jobID={job.jobID} candidateUsername={candidate?.username} />}
          <ShareJobButton
            title={`${job.designation} at ${job.company_name}`}
            text={`${job.designation} at ${job.company_name} on JobHunter`}
            url={new URL(jobPath(job.jobID), origin).href}
          />
        </div>
      </CardContent>

      <DeferredApplyDialog
        open={applyOpen}
        onOpenChange={setApplyOpen}
        job={job}
        pending={apply.isPending}
        // Only a problem with the form stays in the dialog; any other outcome is a popup.
        error={isFormProblem(apply.error) ? apply.error : null}
        onSubmit={(extras) =>
          apply.mutate(extras, {
            onSuccess: () => {
              setApplyOpen(false);
              setApplyResultOpen(true);
            },
            onError: (error) => {
              if (isFormProblem(error)) return;
              setApplyOpen(false);
              setApplyResultOpen(true);
            },
          })
        }
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          // The outcome popup takes the focus and hands it back when it closes.
          if (!applyResultOpen) primary.current?.focus();
        }}
      />
      <DeferredMessageDialog
        open={applyResultOpen && !apply.isPending}
        onOpenChange={setApplyResultOpen}
        tone={
          outcome === 'success'
            ? 'success'
            : outcome === 'backend' || outcome === 'closed'
              ? 'warning'
              : 'error'
        }
        title={message.title}
        description={message.description}
        // The Apply button may have turned into the applied status meanwhile: focus goes to whichever is there.
        onCloseAutoFocus={(event) => {
          if (!primary.current) return;
          event.preventDefault();
          primary.current.focus();
        }}
      />
      <DeferredWithdrawApplicationDialog
        open={confirmWithdraw}
        onOpenChange={(next) => {
          setConfirmWithdraw(next);
          if (!next) withdraw.reset();
        }}
        designation={job.designation}
        companyName={job.company_name}
        pending={withdraw.isPending}
        error={withdraw.isError ? withdraw.error.message : undefined}
        onConfirm={() => withdraw.mutate(job.jobID, { onSuccess: () => setConfirmWithdraw(false) })}
        onCloseAutoFocus={(event) => {
          // No Radix trigger to return to; once withdrawn the button is gone and the status stands in.
          event.preventDefault();
          (withdrawButton.current ?? primary.current)?.focus();
        }}
      />
      <DeferredConfirmDialog
        open={confirmClose}
        onOpenChange={setConfirmClose}
        title="Close this job?"
        description="Candidates will no longer be able to apply. Applications you already have stay, and you can reopen the job later."
        confirmLabel="Close job"
        cancelLabel="Keep open"
        onConfirm={() => {
          setConfirmClose(false);
          setStatus.mutate({ jobID: job.jobID, change: 'close' });
        }}
      />
      <DeferredConfirmedDelete
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Delete Job"
        description="Are you sure you want to delete this job? This action cannot be undone."
        onDelete={() => deleteJob(job.jobID)}
        successTitle="Deleted !"
        successDescription="Job Deleted Successfully.Navigating back to dashboard...."
        redirectTo="/RecruiterDashboard"
        redirectDelay={TIMINGS.redirectAfterDelete}
      />
    </Card>
  );
}
