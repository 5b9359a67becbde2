import { companyPageSlug, type Role } from '@jobhunter/shared';
import { useParams } from 'react-router';
import { ReportButton } from '@/components/report/report-button';
import { Spinner } from '@/components/ui/spinner';
import { companyPath } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { usePublicProfile } from '../api/get-public-profile';
import { ProfileSummaryCard } from './profile-summary-card';
import { ProfileTabs } from './profile-tabs';
import { RecruiterOpenJobs } from './recruiter-open-jobs';

/** /Candidate/{username} and /Recruiter/{username} (docs/product.md §2 "Public profile pages"). */
function PublicProfilePage({ role }: { role: Role }) {
  const { username = '' } = useParams();
  const query = usePublicProfile(role, username);
  const { current } = useSession();
  const own =
    current?.role === role &&
    current.username.toLowerCase() === (query.data?.username ?? username).toLowerCase();
  const company = query.data?.current_job?.company ?? '';
  // The server's slug for the name (companyPageSlug), so names without Latin letters link too; no name, no page.
  const slug = role === 'recruiter' && company.trim() ? companyPageSlug(company) : '';
  const kind = role === 'candidate' ? 'Candidate profile' : 'Recruiter profile';
  useDocumentMeta(
    query.data
      ? `${query.data.firstName} ${query.data.lastName} (@${query.data.username}) | JobHunter`
      : `${kind} | JobHunter`,
  );
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      {/* The profile card's name is the h1 once loaded; until then, and when it can't load, the page still has one. */}
      {!query.isSuccess && <h1 className="sr-only">{kind}</h1>}
      {query.isPending ? (
        <Spinner className="py-24" label="Loading profile..." showLabel />
      ) : query.isError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-700">
          Error: {query.error.message}
        </p>
      ) : (
        <div className="flex flex-col gap-8">
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
            <div className="flex min-w-0 flex-col gap-3">
              <ProfileSummaryCard
                profile={query.data}
                companyHref={slug ? companyPath(slug) : undefined}
              />
              {!own && <ReportButton kind={role} target={query.data.username} />}
            </div>
            <ProfileTabs profile={query.data} />
          </div>
          {role === 'recruiter' && <RecruiterOpenJobs username={query.data.username} />}
        </div>
      )}
    </main>
  );
}

export function CandidateProfilePage() {
  return <PublicProfilePage role="candidate" />;
}

export function RecruiterProfilePage() {
  return <PublicProfilePage role="recruiter" />;
}
