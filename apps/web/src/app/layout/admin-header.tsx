import { useQueryClient } from '@tanstack/react-query';
import { LogOut, ScrollText, ShieldCheck, Flag } from 'lucide-react';
import { Link, NavLink, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { ADMIN_AUDIT_PATH, ADMIN_PATH, LOGIN_PATH } from '@/lib/paths';
import { clearSession } from '@/lib/session';
import { adminKeys } from '@/api/admin/admin-keys';
import { BrandLogo } from './brand-logo';

const ADMIN_LINKS = [
  { to: ADMIN_PATH, label: 'Reports', icon: Flag },
  { to: ADMIN_AUDIT_PATH, label: 'Audit log', icon: ScrollText },
];

/**
 * The header while an admin is signed in: the admin area's links and Sign out, nothing of the
 * members' site. On phones the links keep their icons and names but show only the icons.
 */
export function AdminHeader({ username }: { username: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = () => {
    clearSession('admin');
    queryClient.removeQueries({ queryKey: adminKeys.all });
    void navigate(LOGIN_PATH.admin);
  };
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-4 sm:px-6 lg:px-8">
        <Link to="/" className="rounded-md" aria-label="JobHunter home">
          <BrandLogo />
        </Link>
        <span className="hidden items-center gap-1 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300 ring-inset sm:inline-flex">
          <ShieldCheck aria-hidden className="size-3.5" />
          Admin <span className="font-normal">@{username}</span>
        </span>
        <nav aria-label="Admin" className="ml-auto flex items-center gap-1 sm:ml-4">
          {ADMIN_LINKS.map(({ to, label, icon: Icon }) => (
            <NavLink
              key={to}
              to={to}
              end
              className={({ isActive }) =>
                cn(
                  'inline-flex items-center gap-1.5 rounded-md px-2.5 py-2 text-sm font-medium transition-colors',
                  isActive
                    ? 'bg-brand-50 text-brand-700'
                    : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                )
              }
            >
              <Icon aria-hidden className="size-4 shrink-0" />
              <span className="max-sm:sr-only">{label}</span>
            </NavLink>
          ))}
        </nav>
        <Button variant="outline" size="sm" className="sm:ml-auto" onClick={signOut}>
          <LogOut aria-hidden />
          Sign out
        </Button>
      </div>
    </header>
  );
}
