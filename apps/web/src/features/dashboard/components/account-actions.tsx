import type { Role } from '@jobhunter/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Bookmark, BriefcaseBusiness, ClipboardList, LogOut, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { MessageDialog } from '@/components/ui/message-dialog';
import { errorMessage } from '@/lib/api-error';
import { logout } from '@/lib/logout';
import { clearSession } from '@/lib/session';
import { TIMINGS } from '@/lib/timings';
import { useDeleteAccount } from '../api/delete-account';
import { dashboardQueryKey } from '../api/get-dashboard';

type Outcome = { kind: 'deleted' } | { kind: 'loggedOut'; error?: string } | { kind: 'deleteFailed'; message: string };

/** Delete Profile, Logout and the role's list buttons, with the flows of spec section 4. */
export function AccountActions({ role, username }: { role: Role; username: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const deletion = useDeleteAccount(role);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const signedOut = useRef(false);

  // The profile stays on screen under the popup; it is dropped once the dashboard is left.
  useEffect(
    () => () => {
      if (signedOut.current) queryClient.removeQueries({ queryKey: dashboardQueryKey(role) });
    },
    [queryClient, role],
  );

  useEffect(() => {
    if (outcome?.kind !== 'deleted' && outcome?.kind !== 'loggedOut') return;
    const delay = outcome.kind === 'deleted' ? TIMINGS.redirectAfterDelete : TIMINGS.redirectAfterLogout;
    const timer = setTimeout(() => navigate('/'), delay);
    return () => clearTimeout(timer);
  }, [outcome, navigate]);

  const onLogout = async () => {
    setLoggingOut(true);
    let error: string | undefined;
    try {
      await logout(role);
    } catch (cause) {
      error = errorMessage(cause);
    }
    signedOut.current = true;
    setOutcome({ kind: 'loggedOut', error });
  };

  const onDelete = () =>
    deletion.mutate(username, {
      onSuccess: () => {
        setConfirmOpen(false);
        // The server already ended every login of the deleted account, so only local data is left to clear.
        clearSession(role);
        signedOut.current = true;
        setOutcome({ kind: 'deleted' });
      },
      onError: (error) => {
        setConfirmOpen(false);
        setOutcome({ kind: 'deleteFailed', message: errorMessage(error) });
      },
    });

  return (
    <div className="flex flex-wrap gap-2">
      {role === 'candidate' ? (
        <>
          <Button asChild>
            <Link to="/CandidateDashboard/MyJobApplications">
              <ClipboardList aria-hidden />
              My Applications
            </Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/CandidateDashboard/SavedJobs">
              <Bookmark aria-hidden />
              Saved Jobs
            </Link>
          </Button>
        </>
      ) : (
        <Button asChild>
          <Link to="/RecruiterDashboard/MyRecruitments">
            <BriefcaseBusiness aria-hidden />
            My Recruitments
          </Link>
        </Button>
      )}
      <Button variant="outline" onClick={() => void onLogout()} disabled={loggingOut}>
        <LogOut aria-hidden />
        {loggingOut ? 'Logging out…' : 'Logout'}
      </Button>
      <Button variant="outline" className="border-red-200 text-red-700 hover:bg-red-50" onClick={() => setConfirmOpen(true)}>
        <Trash2 aria-hidden />
        Delete Profile
      </Button>

      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Delete Account"
        description="Are you sure you want to delete this account? This action cannot be undone."
        confirmLabel="Yes, delete"
        pending={deletion.isPending}
        pendingLabel="Deleting…"
        onConfirm={onDelete}
      />
      <MessageDialog
        open={outcome?.kind === 'deleted'}
        onOpenChange={() => navigate('/')}
        tone="success"
        title="Deleted !"
        description="Account Deleted Successfully.Navigating back to homepage...."
        hideActions
      />
      <MessageDialog
        open={outcome?.kind === 'loggedOut'}
        onOpenChange={() => navigate('/')}
        tone={outcome?.kind === 'loggedOut' && outcome.error ? 'warning' : 'success'}
        title="Logged out"
        description={
          outcome?.kind === 'loggedOut' && outcome.error
            ? `${outcome.error}. Your data was removed from this browser; taking you to the home page…`
            : 'You have been logged out. Taking you to the home page…'
        }
        hideActions
      />
      <MessageDialog
        open={outcome?.kind === 'deleteFailed'}
        onOpenChange={() => setOutcome(null)}
        tone="error"
        title="Error"
        description={outcome?.kind === 'deleteFailed' ? outcome.message : ''}
      />
    </div>
  );
}
