import type { Job } from '@jobhunter/shared';
import { ArrowLeft, Ban, Eye, EyeOff, ShieldAlert, UserX } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ADMIN_PATH, adminAccountPath, jobPath } from '@/lib/paths';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useModeratedJob } from '@/api/admin/get-moderated-job';
import { useHideJob } from '@/api/admin/hide-job';
import { useResolveReport } from '@/api/admin/resolve-report';
import { useUnhideJob } from '@/api/admin/unhide-job';
import { formatMoment } from '../lib/format-moment';
import { targetLabel } from '../lib/report-targets';
import { ActionFeedback } from './action-feedback';
import { AdminOnly } from './admin-only';
import { ReasonDialog } from './reason-dialog';
import { TargetReports, useTargetReports } from './target-reports';

function JobSummary({ job }: { job: Job }) {
  return (
    <Card className="flex flex-col gap-2 p-4 sm:p-5">
      <h2 className="text-xl font-semibold break-words text-slate-900">{job.designation}</h2>
      <p className="text-sm text-slate-700">
        {job.company_name || 'Company not specified'} · posted by{' '}
        <Link
          to={adminAccountPath('recruiter', job.username)}
          className="font-medium text-brand-700 hover:underline"
        >
          @{job.username}
        </Link>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={job.hidden ? 'red' : job.status === 'open' ? 'green' : 'neutral'}>
          {job.hidden ? 'Hidden' : job.status === 'open' ? 'Open' : 'Closed'}
        </Badge>
        {!job.hidden && (
          <Link to={jobPath(job.jobID)} className="text-sm font-medium text-brand-700 underline">
            Open the job page
          </Link>
        )}
      </div>
      {job.hidden && (
        <p className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            Hidden: {job.hidden.reason}{' '}
            <span className="text-amber-800">
              (since <time dateTime={job.hidden.hiddenAt}>{formatMoment(job.hidden.hiddenAt)}</time>
              )
            </span>
          </span>
        </p>
      )}
    </Card>
  );
}

type Dialog = 'hide' | 'dismiss' | 'suspend' | null;

function JobModeration({ jobID }: { jobID: string }) {
  const job = useModeratedJob(jobID);
  const reports = useTargetReports('job', jobID);
  const hide = useHideJob();
  const unhide = useUnhideJob();
  const resolve = useResolveReport();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [done, setDone] = useState<string | null>(null);
  // The action's button gives way to its opposite (Hide to Unhide): focus stays in the actions.
  const actions = useRef<HTMLElement>(null);
  const openReport = reports.open[0];
  const hidden = Boolean(job.data?.hidden);
  const pending = hide.isPending || unhide.isPending || resolve.isPending;

  const openDialog = (next: Dialog) => {
    hide.reset();
    resolve.reset();
    setDone(null);
    setDialog(next);
  };
  const finish = (message: string) => {
    setDialog(null);
    setDone(message);
  };
  const resolveOpen = (action: 'dismiss' | 'hide' | 'suspend', note: string, message: string) => {
    if (!openReport) return;
    resolve.mutate(
      { id: openReport.id, resolution: { action, ...(note ? { note } : {}) } },
      { onSuccess: () => finish(message) },
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight break-all text-slate-900 sm:text-3xl">
        {targetLabel('job', jobID)}
      </h1>
      {job.isPending ? (
        <Spinner className="py-8" label="Loading job details..." showLabel />
      ) : job.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {job.error.message}
        </p>
      ) : (
        <JobSummary job={job.data} />
      )}
      <section
        ref={actions}
        tabIndex={-1}
        aria-label="Actions"
        className="flex flex-col gap-3 focus:outline-none"
      >
        <div className="flex flex-wrap gap-2">
          {job.isSuccess &&
            (hidden ? (
              <Button
                variant="outline"
                disabled={pending}
                onClick={() => {
                  setDone(null);
                  unhide.mutate(jobID, {
                    onSuccess: () => {
                      setDone('The job is visible again.');
                      actions.current?.focus();
                    },
                  });
                }}
              >
                <Eye aria-hidden />
                Unhide job
              </Button>
            ) : (
              <Button variant="destructive" disabled={pending} onClick={() => openDialog('hide')}>
                <EyeOff aria-hidden />
                Hide job
              </Button>
            ))}
          {openReport && (
            <>
              <Button variant="outline" disabled={pending} onClick={() => openDialog('dismiss')}>
                <Ban aria-hidden />
                Dismiss reports
              </Button>
              <Button variant="outline" disabled={pending} onClick={() => openDialog('suspend')}>
                <UserX aria-hidden />
                Suspend the poster
              </Button>
            </>
          )}
        </div>
        <ActionFeedback done={done} error={unhide.isError ? unhide.error.message : undefined} />
      </section>
      <TargetReports reports={reports} />

      <ReasonDialog
        open={dialog === 'hide'}
        onOpenChange={(next) => !next && setDialog(null)}
        title="Hide this job"
        description={
          openReport
            ? 'Nobody but its recruiters and admins will see it; its recruiters are told this reason and cannot reopen it. Its open reports are resolved.'
            : 'Nobody but its recruiters and admins will see it; its recruiters are told this reason and cannot reopen it.'
        }
        label="Reason"
        required
        confirmLabel="Hide job"
        fallbackFocus={actions}
        pending={hide.isPending || resolve.isPending}
        error={
          hide.isError ? hide.error.message : resolve.isError ? resolve.error.message : undefined
        }
        onConfirm={(reason) =>
          // Hiding a reported job answers its reports too, so they leave the open queue.
          openReport
            ? resolveOpen('hide', reason, 'The job is hidden.')
            : hide.mutate({ jobID, reason }, { onSuccess: () => finish('The job is hidden.') })
        }
      />
      <ReasonDialog
        open={dialog === 'dismiss'}
        onOpenChange={(next) => !next && setDialog(null)}
        title="Dismiss the reports"
        description="Every open report on this job is resolved and the job stays as it is."
        label="Note (optional)"
        required={false}
        confirmLabel="Dismiss reports"
        fallbackFocus={actions}
        pending={resolve.isPending}
        error={resolve.isError ? resolve.error.message : undefined}
        onConfirm={(note) => resolveOpen('dismiss', note, 'The reports are dismissed.')}
      />
      <ReasonDialog
        open={dialog === 'suspend'}
        onOpenChange={(next) => !next && setDialog(null)}
        title="Suspend the poster"
        description="The recruiter who posted this job is signed out and cannot sign in; their profile and jobs are hidden. Every open report on this job is resolved."
        label="Reason"
        required
        confirmLabel="Suspend the poster"
        fallbackFocus={actions}
        pending={resolve.isPending}
        error={resolve.isError ? resolve.error.message : undefined}
        onConfirm={(note) => resolveOpen('suspend', note, 'The poster is suspended.')}
      />
    </div>
  );
}

/** /Admin/Job/{jobID}: a reported job, hidden or not, its reports and what an admin can do about it. */
export function JobModerationPage() {
  const { jobID = '' } = useParams();
  useDocumentMeta(`Job ${jobID} · Admin · JobHunter`);
  return (
    <AdminOnly>
      <Button asChild variant="ghost" size="sm" className="mb-4 -ml-2">
        <Link to={ADMIN_PATH}>
          <ArrowLeft aria-hidden />
          Back to reports
        </Link>
      </Button>
      <JobModeration jobID={jobID} />
    </AdminOnly>
  );
}
