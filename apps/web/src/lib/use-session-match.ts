import type { Role } from '@jobhunter/shared';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '@/api/accounts/logout';
import { getStoredUsername } from './session';

interface SessionMatchOptions {
  role: Role;
  /** The username the loaded data belongs to; the check waits until it is known. */
  loadedUsername: string | undefined;
  /** docs/product.md §9: 2 s on dashboards, 1 s on the applications and recruiter pages. */
  checkAfterMs: number;
  /** Delay between the logout and going to '/'. */
  redirectAfterMs: number;
}

/**
 * docs/product.md §4 "Session match": if the stored username no longer matches the data on screen
 * (e.g. another account signed in from another tab), log out and go home.
 */
export function useSessionMatch({
  role,
  loadedUsername,
  checkAfterMs,
  redirectAfterMs,
}: SessionMatchOptions) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!loadedUsername) return;
    let redirect: ReturnType<typeof setTimeout> | undefined;
    const check = setTimeout(() => {
      if (getStoredUsername(role) === loadedUsername) return;
      void logout(role)
        .catch(() => undefined)
        .finally(() => {
          redirect = setTimeout(() => navigate('/'), redirectAfterMs);
        });
    }, checkAfterMs);
    return () => {
      clearTimeout(check);
      clearTimeout(redirect);
    };
  }, [role, loadedUsername, checkAfterMs, redirectAfterMs, navigate]);
}
