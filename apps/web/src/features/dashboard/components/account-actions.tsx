import type { Role } from '@jobhunter/shared';
import { useQueryClient } from '@tanstack/react-query';
import {
  Bookmark,
  BriefcaseBusiness,
  Building2,
  ClipboardList,
  LogOut,
  PencilLine,
  Settings,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DeleteAccountButton } from '@/components/account/delete-account-button';
import { Button } from '@/components/ui/button';
import { MessageDialog } from '@/components/ui/message-dialog';
import { errorMessage } from '@/lib/api-error';
import { logout } from '@/api/accounts/logout';
import { EDIT_PROFILE_PATH, SETTINGS_PATH } from '@/lib/paths';
import { TIMINGS } from '@/lib/timings';
import { dashboardKeys } from '@/api/dashboard/dashboard-keys';

/** The role's list buttons, Edit profile, Settings, Logout and Delete Profile, with the flows of docs/product.md §4. */
export function AccountActions({ role, username }: { role: Role; username: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [loggingOut, setLoggingOut] = useState(false);
  const [loggedOut, setLoggedOut] = useState<{ error?: string } | null>(null);
  const signedOut = useRef(false);

  // The profile stays on screen under the popup; it is dropped once the dashboard is left.
  useEffect(
    () => () => {
      if (signedOut.current) queryClient.removeQueries({ queryKey: dashboardKeys.byRole(role) });
    },
    [queryClient, role],
  );

  useEffect(() => {
    if (!loggedOut) return;
    const timer = setTimeout(() => navigate('/'), TIMINGS.redirectAfterLogout);
    return () => clearTimeout(timer);
  }, [loggedOut, navigate]);

  const onLogout = async () => {
    setLoggingOut(true);
    let error: string | undefined;
    try {
      await logout(role);
    } catch (cause) {
      error = errorMessage(cause);
    }
    signedOut.current = true;
    setLoggedOut({ error });
  };

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
        <>
          <Button asChild>
            <Link to="/RecruiterDashboard/MyRecruitments">
              <BriefcaseBusiness aria-hidden />
              My Recruitments
            </Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/RecruiterDashboard/Company">
              <Building2 aria-hidden />
              Company
            </Link>
          </Button>
        </>
      )}
      <Button asChild variant="outline">
        <Link to={EDIT_PROFILE_PATH[role]}>
          <PencilLine aria-hidden />
          Edit profile
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={SETTINGS_PATH[role]}>
          <Settings aria-hidden />
          Settings
        </Link>
      </Button>
      <Button variant="outline" onClick={() => void onLogout()} disabled={loggingOut}>
        <LogOut aria-hidden />
        {loggingOut ? 'Logging out…' : 'Logout'}
      </Button>
      <DeleteAccountButton
        role={role}
        username={username}
        onDeleted={() => (signedOut.current = true)}
      />

      <MessageDialog
        open={loggedOut !== null}
        onOpenChange={() => navigate('/')}
        tone={loggedOut?.error ? 'warning' : 'success'}
        title="Logged out"
        description={
          loggedOut?.error
            ? `${loggedOut.error}. Your data was removed from this browser; taking you to the home page…`
            : 'You have been logged out. Taking you to the home page…'
        }
        hideActions
      />
    </div>
  );
}
