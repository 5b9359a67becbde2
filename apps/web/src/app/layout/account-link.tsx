import { initials } from '@jobhunter/shared';
import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { DASHBOARD_PATH } from '@/lib/paths';
import { useSession } from '@/lib/session';

/** The signed-in user's avatar linking to their dashboard, or the Login button (docs/product.md §2 "Header"). */
export function AccountLink({
  className,
  onNavigate,
}: {
  className?: string;
  onNavigate?: () => void;
}) {
  const { current } = useSession();
  if (!current) {
    return (
      <Button asChild className={className}>
        <Link to="/CommonAuthentication" onClick={onNavigate}>
          <LogIn aria-hidden />
          Login
        </Link>
      </Button>
    );
  }
  return (
    <Link
      to={DASHBOARD_PATH[current.role]}
      onClick={onNavigate}
      aria-label={`Open your dashboard (@${current.username})`}
      className={cn('flex items-center gap-2 rounded-full p-0.5 hover:bg-slate-100', className)}
    >
      <Avatar
        src={current.photo}
        name={current.username}
        initials={initials(current.username)}
        size="md"
      />
    </Link>
  );
}
