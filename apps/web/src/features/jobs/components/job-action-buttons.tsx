import type { Application, CompanyRole } from '@jobhunter/shared';
import { Eye, Lock, LockOpen, LogIn, Pencil, Trash2, Undo2, Users } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { applicantsPath, editJobPath } from '@/lib/paths';
import { mayActOnJob } from '@/api/jobs/job-access';
import type { ApplicationState, OwnershipState } from '../api/screening';
import { AppliedStatus } from './applied-status';

export type Viewer =
  /** `loginTo`: the candidate login that comes back to this job. */
  | { role: 'guest'; loginTo: string }
  | {
      role: 'candidate';
      state: ApplicationState;
      application?: Application;
      applying: boolean;
      onApply: () => void;
      /** Once applied, while the application can still be withdrawn: opens the confirmation. */
      onWithdraw?: () => void;
    }
  | {
      role: 'recruiter';
      /** 'owner': may read the job (its poster or a member of its company). */
      state: OwnershipState;
      /** The recruiter's role on the job; absent means 'owner' (a job without a company). */
      jobRole?: CompanyRole;
      onDelete: () => void;
      /** Close (after a confirmation) or reopen; `changing` while the server answers. */
      onClose: () => void;
      onReopen: () => void;
      changing: boolean;
    };

interface JobActionButtonsProps {
  jobID: string;
  open: boolean;
  /** False for a job a moderator hid: it stays closed. */
  reopenable?: boolean;
  viewer: Viewer;
  /**
   * The candidate's main control (Apply Now, or once applied the applied status, as the disabled
   * 'Apply now' can't hold focus), where focus returns after the apply popup.
   */
  primaryRef?: Ref<HTMLButtonElement & HTMLDivElement>;
  /** 'Withdraw application', where focus returns when its confirmation is dismissed. */
  withdrawRef?: Ref<HTMLButtonElement>;
}

/** The job detail's action buttons for each state of docs/product.md §2 "Action buttons". */
export function JobActionButtons({
  jobID,
  open,
  reopenable = true,
  viewer,
  primaryRef,
  withdrawRef,
}: JobActionButtonsProps) {
  const full = 'w-full';
  if (viewer.role === 'guest') {
    // Spec's disabled 'Login for further action' stays; beside it, the way to act.
    return (
      <div className="grid grid-cols-2 gap-2 lg:grid-cols-1">
        <Button size="lg" className="w-full px-3 whitespace-normal" disabled>
          Login for further action
        </Button>
        <Button asChild size="lg" variant="outline" className="w-full px-3">
          <Link to={viewer.loginTo}>
            <LogIn aria-hidden />
            Log in to apply
          </Link>
        </Button>
      </div>
    );
  }
  if (viewer.state === 'checking') {
    return (
      <Button size="lg" className={full} disabled>
        Loading...
      </Button>
    );
  }
  if (viewer.role === 'candidate') {
    if (viewer.state === 'applied') {
      // docs/product.md §2 "Job detail": a disabled 'Apply now' once applied, with the status beside it.
      return (
        <div className="flex flex-col gap-2">
          <Button size="lg" className={full} disabled>
            Apply now
          </Button>
          <AppliedStatus ref={primaryRef} application={viewer.application} />
          {viewer.onWithdraw && (
            <Button
              ref={withdrawRef}
              variant="outline"
              className={`${full} text-red-700 hover:bg-red-50`}
              onClick={viewer.onWithdraw}
            >
              <Undo2 aria-hidden />
              Withdraw application
            </Button>
          )}
        </div>
      );
    }
    return (
      <Button
        ref={primaryRef}
        size="lg"
        className={full}
        aria-haspopup="dialog"
        disabled={viewer.applying}
        onClick={viewer.onApply}
      >
        {viewer.applying ? 'Applying…' : 'Apply Now'}
      </Button>
    );
  }
  if (viewer.state !== 'owner') {
    return (
      <Button size="lg" className={full} disabled>
        <Users aria-hidden />
        View Applicants
      </Button>
    );
  }
  const viewApplicants = (
    <Button asChild size="lg" className={full}>
      <Link to={applicantsPath(jobID)}>
        <Users aria-hidden />
        View Applicants
      </Link>
    </Button>
  );
  // A viewer reads the applicants; every change would be refused, so none is offered.
  if (!mayActOnJob(viewer.jobRole ?? 'owner')) {
    return (
      <div className="flex flex-col gap-2">
        {viewApplicants}
        <p className="flex items-center gap-1.5 text-sm text-slate-600">
          <Eye aria-hidden className="size-4 shrink-0 text-slate-400" />
          You have view-only access to this job
        </p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      {viewApplicants}
      <div className="grid grid-cols-2 gap-2">
        <Button asChild variant="outline">
          <Link to={editJobPath(jobID)}>
            <Pencil aria-hidden />
            Edit job
          </Link>
        </Button>
        {open ? (
          <Button variant="outline" onClick={viewer.onClose} disabled={viewer.changing}>
            <Lock aria-hidden />
            {viewer.changing ? 'Closing…' : 'Close job'}
          </Button>
        ) : (
          reopenable && (
            <Button variant="outline" onClick={viewer.onReopen} disabled={viewer.changing}>
              <LockOpen aria-hidden />
              {viewer.changing ? 'Reopening…' : 'Reopen job'}
            </Button>
          )
        )}
      </div>
      <Button size="lg" variant="destructive" className={full} onClick={viewer.onDelete}>
        <Trash2 aria-hidden />
        Delete Job
      </Button>
    </div>
  );
}
