import { NavLink, Link } from 'react-router';
import { NotificationBell } from '@/features/notifications';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { AccountLink } from './account-link';
import { AdminHeader } from './admin-header';
import { BrandLogo } from './brand-logo';
import { MobileMenu } from './mobile-menu';
import { navLinksFor } from './nav-links';
import { UnreadMessagesBadge } from './unread-messages-badge';
import { INBOX_PATH } from '@/lib/paths';

export function Header() {
  const { current, admin } = useSession();
  const role = current?.role;
  if (admin && !current) return <AdminHeader username={admin.username} />;
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="rounded-md" aria-label="JobHunter home">
          <BrandLogo />
        </Link>
        <nav aria-label="Main" className="ml-6 hidden items-center gap-1 md:flex">
          {navLinksFor(role).map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end={link.to === '/'}
              className={({ isActive }) =>
                cn(
                  'rounded-md px-3 py-2 text-sm font-medium transition-colors',
                  isActive
                    ? 'bg-brand-50 text-brand-700'
                    : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                )
              }
            >
              {link.label}
              {link.to === INBOX_PATH && <UnreadMessagesBadge />}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <NotificationBell />
          <AccountLink />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
