import type { Role } from '@jobhunter/shared';
import { CircleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { SkillBadges } from '@/components/profile/skill-badges';
import { SignInRequired } from '@/components/sign-in-required';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useSession } from '@/lib/session';
import { TIMINGS } from '@/lib/timings';
import { useSessionMatch } from '@/lib/use-session-match';
import { useDashboard } from '@/api/dashboard/get-dashboard';
import { AccountActions } from './account-actions';
import { DashboardTabs } from './dashboard-tabs';
import { EmailVerificationBanner } from './email-verification-banner';
import { JobsForYouCard } from './jobs-for-you-card';
import { ProfileHeaderCard } from './profile-header-card';
import { UpcomingInterviewsCard } from './upcoming-interviews-card';

/** 'Profile Dashboard' of docs/product.md §2 for either role. */
export function DashboardPage({ role }: { role: Role }) {
  const session = useSession()[role];
  const query = useDashboard(role);
  const profile = query.data;
  useDocumentMeta(`${role === 'candidate' ? 'Candidate' : 'Recruiter'} dashboard · JobHunter`);
  useSessionMatch({
    role,
    loadedUsername: profile?.username,
    checkAfterMs: TIMINGS.sessionCheckOnDashboards,
    redirectAfterMs: TIMINGS.redirectAfterLogout,
  });

  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Profile Dashboard
          </h1>
          {(profile?.username ?? session?.username) && (
            <p className="mt-1 font-medium text-slate-500">
              @{profile?.username ?? session?.username}
            </p>
          )}
        </div>
        {profile && <AccountActions role={role} username={profile.username} />}
      </div>

      {!session && !profile ? (
        <SignInRequired
          role={role}
          description="Your profile dashboard shows your details, skills and history."
        />
      ) : query.isPending ? (
        <Spinner className="py-24" label="Loading your profile" showLabel />
      ) : query.isError ? (
        <EmptyState
          icon={CircleAlert}
          tone="error"
          title="Error"
          description={query.error.message}
          action={<Button onClick={() => window.location.reload()}>Try Again</Button>}
        />
      ) : (
        <>
          {query.data.emailVerified === false && (
            <EmailVerificationBanner role={role} email={query.data.email} />
          )}
          <ProfileHeaderCard profile={query.data} />
          <UpcomingInterviewsCard role={role} />
          {role === 'candidate' && <JobsForYouCard />}
          <Card>
            <CardHeader>
              <CardTitle>Core Skills</CardTitle>
            </CardHeader>
            <CardContent>
              <SkillBadges skills={query.data.core_skills} />
            </CardContent>
          </Card>
          <DashboardTabs profile={query.data} />
        </>
      )}
    </main>
  );
}
