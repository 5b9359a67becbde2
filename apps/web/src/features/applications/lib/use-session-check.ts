import type { Role } from '@jobhunter/shared';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '@/api/accounts/logout';
import { useDashboard } from '@/api/dashboard/get-dashboard';
import { isApiError } from '@/lib/api-error';
import { useSession } from '@/lib/session';
import { TIMINGS } from '@/lib/timings';

/** docs/product.md §9: after the check the candidate pages leave after 1.5 s, recruiter pages after 0.5 s. */
const REDIRECT_DELAY: Record<Role, number> = {
  candidate: TIMINGS.redirectAfterLogout,
  recruiter: TIMINGS.redirectAfterRecruiterPageLogout,
};

/**
 * docs/product.md §4 "Session match": 1 s after opening, the stored username must be the account the
 * token belongs to; if not, log out and go to '/'. Returns whether that happened. Nobody stored is
 * not a mismatch: the page shows its 'Sign in to continue' state instead.
 */
export function useSessionCheck(role: Role): boolean {
  const navigate = useNavigate();
  const username = useSession()[role]?.username;
  const profile = useDashboard(role, { retry: false });
  const [due, setDue] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setDue(true), TIMINGS.sessionCheckOnPages);
    return () => clearTimeout(timer);
  }, []);

  const refused =
    profile.isError && isApiError(profile.error) && [401, 403, 404].includes(profile.error.status);
  const mismatch =
    due &&
    Boolean(username) &&
    (refused || (profile.isSuccess && profile.data.username !== username));
  // Latched: the logout clears the stored username, which must not call the redirect off.
  const [ended, setEnded] = useState(false);
  if (mismatch && !ended) setEnded(true);

  useEffect(() => {
    if (!ended) return;
    // Local data goes whatever the server says; the redirect doesn't wait for it.
    logout(role).catch(() => undefined);
    const timer = setTimeout(() => navigate('/'), REDIRECT_DELAY[role]);
    return () => clearTimeout(timer);
  }, [ended, navigate, role]);

  return ended;
}
