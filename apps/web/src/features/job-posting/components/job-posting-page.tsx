import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { SignInRequired } from '@/components/sign-in-required';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { MessageDialog } from '@/components/ui/message-dialog';
import { isApiError } from '@/lib/api-error';
import { jobPath } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useCreateJob } from '../api/create-job';
import { useDashboard } from '@/api/dashboard/get-dashboard';
import { useReservedJobId } from '../api/reserve-job-id';
import { focusFirstProblem } from '../lib/focus-first-problem';
import { emptyDraft, toJobInput, type JobDraft, type RecruiterDetails } from '../lib/job-draft';
import { mergeQuestionErrors, serverQuestionErrors } from '../lib/question-errors';
import { serverFieldErrors } from '../lib/server-field-errors';
import { useDraftValidation } from '../lib/use-draft-validation';
import { JobFormSkeleton } from './job-form-skeleton';
import { JobPostingFields } from './job-posting-fields';
import { RecruiterFields } from './recruiter-fields';

type Result = { ok: true; jobID: string } | { ok: false; message: string };

/** docs/product.md §2 "Job posting form ('Start Recruiting')" at /JobPosting. */
export function JobPostingPage() {
  const navigate = useNavigate();
  const { recruiter: session } = useSession();
  const profile = useDashboard('recruiter');
  const [round, setRound] = useState(0);
  const reservation = useReservedJobId(session?.username, round);
  const create = useCreateJob();
  const [draft, setDraft] = useState<JobDraft>(emptyDraft);
  const [result, setResult] = useState<Result | null>(null);
  const validation = useDraftValidation(draft);
  const form = useRef<HTMLFormElement>(null);
  const change = useCallback(
    (patch: Partial<JobDraft>) => setDraft((current) => ({ ...current, ...patch })),
    [],
  );
  useDocumentMeta('Post a job · JobHunter');

  if (!session) {
    return (
      <Shell>
        <h1 className="mb-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Start Recruiting
        </h1>
        <SignInRequired
          role="recruiter"
          description="Log in with your recruiter account to post a job and see who applies."
        />
      </Shell>
    );
  }
  if (profile.isPending)
    return (
      <Shell>
        <JobFormSkeleton label="Loading your details..." />
      </Shell>
    );
  if (profile.isError) {
    return (
      <Shell>
        <h1 className="mb-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Start Recruiting
        </h1>
        <LoadError title="Error" error={profile.error} onRetry={() => void profile.refetch()} />
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
  const jobIdHint = reservation.isPending
    ? 'Reserving a job ID…'
    : reservation.isError
      ? `Could not reserve a job ID: ${reservation.error.message}`
      : 'Reserved for this posting';

  // Back where the user came from; a page opened directly has nothing in the app to go back to.
  const goBack = () =>
    (window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate('/');

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    // The shared rules first: a mistake shows beside its field, not as a server error afterwards.
    const problems = validation.validate();
    if (problems.length > 0) {
      focusFirstProblem(form.current, problems);
      return;
    }
    create.mutate(toJobInput(draft, jobID, recruiter), {
      onSuccess: (reply) => {
        setResult({ ok: true, jobID: reply.jobID ?? jobID });
        setDraft(emptyDraft());
        validation.reset();
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
          <CardTitle asHeading="h1" className="text-2xl sm:text-3xl">
            Start Recruiting
          </CardTitle>
          <CardDescription>Fill in the details below to begin recruitment</CardDescription>
        </CardHeader>
        <CardContent className="pt-6 sm:pt-6">
          <p className="mb-4 text-sm text-slate-600">
            Fields marked{' '}
            <span aria-hidden className="text-red-700">
              *
            </span>
            <span className="sr-only">as required</span> are required.
          </p>
          <form ref={form} onSubmit={submit} className="flex flex-col gap-6" noValidate>
            <RecruiterFields
              recruiter={recruiter}
              jobID={jobID}
              jobIdHint={jobIdHint}
              onRetryJobId={reservation.isError ? () => setRound((value) => value + 1) : undefined}
            />
            <JobPostingFields
              draft={draft}
              onChange={change}
              onFieldBlur={validation.touch}
              errors={{ ...serverFieldErrors(create.error), ...validation.errors }}
              questionErrors={mergeQuestionErrors(
                serverQuestionErrors(create.error, create.variables?.questions),
                validation.questions,
              )}
            />
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
        description={
          result?.ok
            ? 'Job Posted successfully'
            : `Error occured at backend ${result?.message ?? ''}`
        }
        actions={
          <>
            {result?.ok ? (
              <>
                <Button variant="outline" onClick={() => navigate(jobPath(result.jobID))}>
                  View job
                </Button>
                <Button onClick={() => navigate('/')}>Next</Button>
              </>
            ) : (
              // After a failure the only way out is back to the form, with everything still typed in.
              <Button onClick={() => setResult(null)}>Back to the form</Button>
            )}
          </>
        }
      />
    </Shell>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  return <main className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:px-8">{children}</main>;
}
