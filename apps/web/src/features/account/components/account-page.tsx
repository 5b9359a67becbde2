import type { Role } from '@jobhunter/shared';
import { ArrowLeft, CircleAlert, LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { DASHBOARD_PATH, LOGIN_PATH } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { TIMINGS } from '@/lib/timings';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useSessionMatch } from '@/lib/use-session-match';
import { useDashboard, type OwnProfile } from '@/api/dashboard/get-dashboard';

interface AccountPageProps {
  role: Role;
  title: string;
  description: string;
  /** Wait for the profile as saved now rather than show a cached copy (the edit form starts from it). */
  fresh?: boolean;
  children: (profile: OwnProfile) => ReactNode;
}

/**
 * A page of the signed-in account, checked like the dashboards (docs/product.md §4 "Session match"):
 * not signed in, loading, the 'Error' card with Try Again, or the page itself.
 */
export function AccountPage({ role, title, description, fresh, children }: AccountPageProps) {
  const session = useSession()[role];
  // Always fetched afresh when a page opens: the edit form must start from what is saved now, not
  // from a copy another tab or device has since changed.
  const query = useDashboard(role, { refetchOnMount: 'always' });
  const profile = query.data;
  useSessionMatch({
    role,
    loadedUsername: profile?.username,
    checkAfterMs: TIMINGS.sessionCheckOnDashboards,
    redirectAfterMs: TIMINGS.redirectAfterLogout,
  });
  const ready = profile && (!fresh || query.isFetchedAfterMount);
  useDocumentMeta(`${title} | JobHunter`);

  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-3">
        <Link
          to={DASHBOARD_PATH[role]}
          className="flex w-fit items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          Back to dashboard
        </Link>
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          <p className="mt-1 text-slate-600">
            {(profile?.username ?? session?.username) && (
              <span className="font-medium text-slate-500">
                @{profile?.username ?? session?.username} ·{' '}
              </span>
            )}
            {description}
          </p>
        </div>
      </div>

      {!session && !profile ? (
        <EmptyState
          icon={LogIn}
          title="You are not logged in"
          description="Log in to manage your account."
          action={
            <Button asChild>
              <Link to={LOGIN_PATH[role]}>Go to Login</Link>
            </Button>
          }
        />
      ) : query.isError && !ready ? (
        <EmptyState
          icon={CircleAlert}
          tone="error"
          title="Error"
          description={query.error.message}
          action={<Button onClick={() => window.location.reload()}>Try Again</Button>}
        />
      ) : ready ? (
        children(profile)
      ) : (
        <Spinner className="py-24" label="Loading your profile" showLabel />
      )}
    </main>
  );
}
