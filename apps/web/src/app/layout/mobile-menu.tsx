import { Menu } from 'lucide-react';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { AccountLink } from './account-link';
import { BrandLogo } from './brand-logo';
import { navLinksFor } from './nav-links';

/** The side menu phones get instead of the header links (spec section 2 "Header"). */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const role = useSession().current?.role;
  const close = () => setOpen(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
          <Menu aria-hidden className="size-5!" />
        </Button>
      </SheetTrigger>
      <SheetContent aria-describedby={undefined}>
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
