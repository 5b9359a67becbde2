import { NavLink } from 'react-router';
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet';
import type { DeferredDialog } from '@/components/ui/use-deferred-dialog';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { AccountLink } from './account-link';
import { BrandLogo } from './brand-logo';
import { navLinksFor } from './nav-links';
import { UnreadMessagesBadge } from './unread-messages-badge';
import { INBOX_PATH } from '@/lib/paths';

/**
 * The side panel of the phone menu. Loaded only when the menu is about to open, so the dialog
 * machinery (Radix dialog, focus trap, scroll lock) is not part of every page's start-up.
 */
export function MobileMenuSheet({ dialog }: { dialog: DeferredDialog }) {
  const role = useSession().current?.role;
  const close = () => dialog.setOpen(false);
  return (
    <Sheet open={dialog.open} onOpenChange={dialog.setOpen}>
      <SheetContent
        id={dialog.id}
        aria-describedby={undefined}
        onCloseAutoFocus={dialog.returnFocus}
      >
        <SheetTitle asChild>
          <div>
            <BrandLogo />
            <span className="sr-only">Menu</span>
          </div>
        </SheetTitle>
        <nav aria-label="Mobile" className="flex flex-col gap-1">
          {navLinksFor(role).map(({ to, label, icon: Icon }) => (
            <NavLink
              key={to}
              to={to}
              end={to === '/'}
              onClick={close}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-3 rounded-lg px-3 py-2.5 text-base font-medium',
                  isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100',
                )
              }
            >
              <Icon aria-hidden className="size-5" />
              {label}
              {to === INBOX_PATH && <UnreadMessagesBadge />}
            </NavLink>
          ))}
        </nav>
        <div className="mt-auto border-t border-slate-200 pt-4">
          <AccountLink className="w-full justify-center" onNavigate={close} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
