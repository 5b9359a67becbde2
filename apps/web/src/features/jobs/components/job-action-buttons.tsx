import { Lock, LockOpen, Pencil, Trash2, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { applicantsPath, editJobPath } from '@/lib/paths';
import type { ApplicationState, OwnershipState } from '../api/screening';

export type Viewer =
  | { role: 'guest' }
  | { role: 'candidate'; state: ApplicationState; applying: boolean; onApply: () => void }
  | {
      role: 'recruiter';
      state: OwnershipState;
      onDelete: () => void;
      /** Close (after a confirmation) or reopen; `changing` while the server answers. */
      onClose: () => void;
      onReopen: () => void;
      changing: boolean;
    };

/** The job detail's action buttons for each state of spec section 2 "Action buttons". */
export function JobActionButtons({ jobID, open, viewer }: { jobID: string; open: boolean; viewer: Viewer }) {
  const full = 'w-full';
  if (viewer.role === 'guest') {
    return (
      <div className="flex flex-col gap-2">
        <Button size="lg" className={full} disabled>
          Login for further action
        </Button>
        <Button asChild variant="link" size="sm">
          <Link to="/CommonAuthentication">Log in or register</Link>
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
      return (
        <Button size="lg" className={full} disabled>
          Apply now
        </Button>
      );
    }
    return (
      <Button size="lg" className={full} disabled={viewer.applying} onClick={viewer.onApply}>
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
  return (
    <div className="flex flex-col gap-2">
      <Button asChild size="lg" className={full}>
        <Link to={applicantsPath(jobID)}>
          <Users aria-hidden />
          View Applicants
        </Link>
      </Button>
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
          <Button variant="outline" onClick={viewer.onReopen} disabled={viewer.changing}>
            <LockOpen aria-hidden />
            {viewer.changing ? 'Reopening…' : 'Reopen job'}
          </Button>
        )}
      </div>
      <Button size="lg" variant="destructive" className={full} onClick={viewer.onDelete}>
        <Trash2 aria-hidden />
        Delete Job
      </Button>
    </div>
  );
}
