import { Megaphone, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { MessageDialog } from '@/components/ui/message-dialog';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-error';
import { jobPath } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useCreateJob } from '../api/create-job';
import { useRecruiterProfile } from '../api/recruiter-profile';
import { useReservedJobId } from '../api/reserve-job-id';
import { emptyDraft, toJobInput, type JobDraft, type RecruiterDetails } from '../lib/job-draft';
import { JobPostingFields } from './job-posting-fields';
import { RecruiterFields } from './recruiter-fields';

type Result = { ok: true; jobID: string } | { ok: false; message: string };

/** Spec section 2 "Job posting form ('Start Recruiting')" at /JobPosting. */
export function JobPostingPage() {
  const navigate = useNavigate();
  const { recruiter: session } = useSession();
  const profile = useRecruiterProfile(session?.username);
  const [round, setRound] = useState(0);
  const reservation = useReservedJobId(session?.username, round);
  const create = useCreateJob();
  const [draft, setDraft] = useState<JobDraft>(emptyDraft);
  const [result, setResult] = useState<Result | null>(null);

  if (!session) {
    return (
      <Shell>
        <EmptyState
          icon={Megaphone}
          title="Post a job as a recruiter"
          description="Log in with your recruiter account to start recruiting."
          action={
            <Button asChild>
              <Link to="/RecruiterLogin">Recruiter login</Link>
            </Button>
          }
        />
      </Shell>
    );
  }
  if (profile.isPending) return <Shell><Spinner className="py-24" label="Loading your details..." showLabel /></Shell>;
  if (profile.isError) {
    return (
      <Shell>
        <EmptyState tone="error" icon={TriangleAlert} title="Error" description={profile.error.message} action={<Button onClick={() => void profile.refetch()}>Try Again</Button>} />
      </Shell>
    );
  }

  const recruiter: RecruiterDetails = {
    company_name: profile.data.current_job?.company ?? '',
    name: `${profile.data.firstName} ${profile.data.lastName}`.trim(),
    username: profile.data.username,
    email: profile.data.email,
  };
  const jobID = reservation.data ?? '';
  const jobIdHint = reservation.isPending ? 'Reserving a job ID…' : reservation.isError ? `Could not reserve a job ID: ${reservation.error.message}` : 'Reserved for this posting';

  // Back where the user came from; a page opened directly has nothing in the app to go back to.
  const goBack = () => ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate('/'));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    create.mutate(toJobInput(draft, jobID, recruiter), {
      onSuccess: (reply) => {
        setResult({ ok: true, jobID: reply.jobID ?? jobID });
        setDraft(emptyDraft());
        setRound((value) => value + 1);
      },
      onError: (error) => {
        setResult({ ok: false, message: error.message });
        // The ID is gone (taken or never reserved): reserve a new one for the next try.
        if (isApiError(error) && error.status === 409) setRound((value) => value + 1);
      },
    });
  };

  return (
    <Shell>
      <Card>
        <CardHeader className="border-b border-slate-100 pb-5">
          <CardTitle>
            <span className="text-2xl sm:text-3xl">Start Recruiting</span>
          </CardTitle>
          <CardDescription>Fill in the details below to begin recruitment</CardDescription>
        </CardHeader>
        <CardContent className="pt-6 sm:pt-6">
          <form onSubmit={submit} className="flex flex-col gap-6" noValidate>
            <RecruiterFields
              recruiter={recruiter}
              jobID={jobID}
              jobIdHint={jobIdHint}
              onRetryJobId={reservation.isError ? () => setRound((value) => value + 1) : undefined}
            />
            <JobPostingFields draft={draft} onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))} />
            <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-6 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={goBack}>
                Cancel
              </Button>
              <Button type="submit" disabled={create.isPending || !jobID}>
                {create.isPending ? 'Posting…' : 'Create Job Posting'}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>

      <MessageDialog
        open={result !== null}
        onOpenChange={() => setResult(null)}
        tone={result?.ok ? 'success' : 'error'}
        title={result?.ok ? 'Success' : 'Error'}
        description={result?.ok ? 'Job Posted successfully' : `Error occured at backend ${result?.message ?? ''}`}
        actions={
          <>
            {result?.ok ? (
              <Button variant="outline" onClick={() => navigate(jobPath(result.jobID))}>
                View job
              </Button>
            ) : (
              <Button variant="outline" onClick={() => setResult(null)}>
                Close
              </Button>
            )}
            <Button onClick={() => navigate('/')}>Next</Button>
          </>
        }
      />
    </Shell>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  return <main className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:px-8">{children}</main>;
}
