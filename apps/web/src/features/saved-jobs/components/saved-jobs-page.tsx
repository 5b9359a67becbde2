import { Bookmark, BookmarkX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { JobListingCard } from '@/components/jobs/job-listing-card';
import { LoadError } from '@/components/ui/load-error';
import { CardGridSkeleton } from '@/components/ui/card-grid-skeleton';
import { jobPath } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useSavedJobs } from '@/api/saved-jobs/get-saved-jobs';
import { useUnsaveJob } from '../api/unsave-job';

/** The candidate's saved jobs at /CandidateDashboard/SavedJobs (kept on the server, per candidate). */
export function SavedJobsPage() {
  const username = useSession().candidate?.username;
  const saved = useSavedJobs(username);
  const unsave = useUnsaveJob(username);
  useDocumentMeta('Saved jobs | JobHunter');

  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Saved jobs</h1>
        <p className="mt-1 text-slate-600">Jobs you kept to look at again or apply to later</p>
      </div>
      {!username ? (
        <EmptyState
          icon={Bookmark}
          title="Log in to see your saved jobs"
          description="Saved jobs belong to your candidate account."
          action={
            <Button asChild>
              <Link to="/CandidateLogin">Candidate login</Link>
            </Button>
          }
        />
      ) : saved.isPending ? (
        <CardGridSkeleton label="Loading saved jobs..." count={8} className="xl:grid-cols-4" />
      ) : saved.isError ? (
        <LoadError
          title="Unable to load saved jobs"
          error={saved.error}
          onRetry={() => void saved.refetch()}
        />
      ) : saved.data.length === 0 ? (
        <EmptyState
          icon={Bookmark}
          title="No saved jobs yet"
          description="Use 'Save' on a job to keep it here."
          action={
            <Button asChild>
              <Link to="/AllJobs">Find Jobs</Link>
            </Button>
          }
        />
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {saved.data.map((job) => (
            <li key={job.jobID}>
              <JobListingCard
                job={job}
                to={jobPath(job.jobID)}
                headingLevel={2}
                actions={
                  <Button
                    variant="outline"
                    size="sm"
                    className="w-full"
                    disabled={unsave.isPending && unsave.variables === job.jobID}
                    onClick={() => unsave.mutate(job.jobID)}
                    aria-label={`Remove ${job.designation} from saved jobs`}
                  >
                    <BookmarkX aria-hidden />
                    Remove
                  </Button>
                }
              />
            </li>
          ))}
        </ul>
      )}
      {unsave.isError && (
        <p role="alert" className="mt-4 text-sm font-medium text-red-600">
          Could not remove the job: {unsave.error.message}
        </p>
      )}
    </main>
  );
}
