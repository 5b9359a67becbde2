import type { Role } from '@jobhunter/shared';
import { LogIn } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { loginPath } from '@/lib/paths';

const ROLE_NAME: Record<Role, string> = { candidate: 'candidate', recruiter: 'recruiter' };

/**
 * What every page that needs a role shows a visitor who is not signed in with it: one message and
 * one link to that role's login, which comes back to this very page (path, query and hash) after.
 */
export function SignInRequired({ role, description }: { role: Role; description?: string }) {
  const { pathname, search, hash } = useLocation();
  return (
    <EmptyState
      icon={LogIn}
      title={`Sign in as a ${ROLE_NAME[role]} to continue`}
      description={description}
      action={
        <Button asChild>
          <Link to={loginPath(role, `${pathname}${search}${hash}`)}>
            Sign in as a {ROLE_NAME[role]}
          </Link>
        </Button>
      }
    />
  );
}
