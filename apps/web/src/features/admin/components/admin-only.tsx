import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPath } from '@/lib/paths';
import { useSession } from '@/lib/session';

/** The admin area's screens, for a signed-in admin only: anyone else goes to /AdminLogin, which brings them back. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { admin } = useSession();
  const { pathname, search } = useLocation();
  if (!admin) return <Navigate to={loginPath('admin', `${pathname}${search}`)} replace />;
  return <main className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:px-8">{children}</main>;
}
