import type { Job } from '@jobhunter/shared';
import { Eye, PencilLine } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { HiddenJobBanner } from '@/components/jobs/hidden-job-banner';
import { SignInRequired } from '@/components/sign-in-required';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { applicantsPath, jobPath } from '@/lib/paths';
import { mayActOnJob, useJobAccess } from '@/api/jobs/job-access';
import { useSession } from '@/lib/session';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useJobToEdit } from '../api/job-to-edit';
import { useUpdateJob } from '../api/update-job';
import { focusFirstProblem } from '../lib/focus-first-problem';
import { changedJobFields, draftFromJob, type JobDraft } from '../lib/job-draft';
import { mergeQuestionErrors, serverQuestionErrors } from '../lib/question-errors';
import { serverFieldErrors } from '../lib/server-field-errors';
import { useDraftValidation } from '../lib/use-draft-validation';
import { JobFormSkeleton } from './job-form-skeleton';
import { JobPostingFields } from './job-posting-fields';

/** The form itself, for the job's poster: the posting form's fields filled from the job; the ID can't change. */
function EditJobForm({ job }: { job: Job }) {
  const navigate = useNavigate();
  const update = useUpdateJob(job.jobID);
  // Taken once: what is typed stays while the job is saved or the save fails.
  const [initial] = useState(() => draftFromJob(job));
  const [draft, setDraft] = useState<JobDraft>(initial);
  const [saved, setSaved] = useState(false);
  const changes = useMemo(() => changedJobFields(initial, draft), [initial, draft]);
  const changed = Object.keys(changes).length > 0;
  const validation = useDraftValidation(draft, initial);
  const errors = { ...serverFieldErrors(update.error), ...validation.errors };
  const questionErrors = mergeQuestionErrors(
    serverQuestionErrors(update.error, update.variables?.questions),
    validation.questions,
  );
  const form = useRef<HTMLFormElement>(null);
  const change = useCallback(
    (patch: Partial<JobDraft>) => setDraft((current) => ({ ...current, ...patch })),
    [],
  );

  // Leaves once the guard has seen `saved`; navigating in the same tick would be blocked by it.
  useEffect(() => {
    if (saved) navigate(jobPath(job.jobID));
  }, [saved, navigate, job.jobID]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!changed) return;
    const problems = validation.validate();
    if (problems.length > 0) {
      focusFirstProblem(form.current, problems);
      return;
    }
    update.mutate(changes, { onSuccess: () => setSaved(true) });
  };

  return (
    <Card>
      <CardHeader className="border-b border-slate-100 pb-5">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Edit job</h1>
        <CardDescription>Candidates see the new version as soon as you save.</CardDescription>
      </CardHeader>
      <CardContent className="pt-6 sm:pt-6">
        <HiddenJobBanner hidden={job.hidden} className="mb-6" />
        <form ref={form} onSubmit={submit} className="flex flex-col gap-6" noValidate>
          <section className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Field label="Job ID" hint="The job ID stays the same.">
              {(control) => (
                <Input
                  {...control}
                  value={job.jobID}
                  readOnly
                  className="font-mono tracking-wider"
                />
              )}
            </Field>
            <div className="flex flex-col gap-1.5">
              <span className="text-sm font-medium text-slate-700">Status</span>
              <Badge
                tone={job.status === 'open' ? 'green' : 'neutral'}
                className="h-10 self-start px-3 text-sm"
              >
                {job.status === 'open' ? 'Open' : 'Closed'}
              </Badge>
            </div>
          </section>
          <JobPostingFields
            draft={draft}
            errors={errors}
            questionErrors={questionErrors}
            onChange={change}
            onFieldBlur={validation.touch}
          />
          {update.isError && (
            <p
              role="alert"
              className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
            >
              Could not save the job: {update.error.message}
            </p>
          )}
          <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-6 sm:flex-row sm:items-center sm:justify-end">
            {!changed && (
              <p className="text-sm text-slate-500 sm:mr-auto">No changes to save yet.</p>
            )}
            <Button asChild variant="outline">
              <Link to={jobPath(job.jobID)}>Cancel</Link>
            </Button>
            <Button type="submit" disabled={update.isPending || !changed}>
              {update.isPending ? 'Saving…' : 'Save changes'}
            </Button>
          </div>
        </form>
      </CardContent>
      <UnsavedChangesGuard
        when={changed && !saved}
        description="Your changes to this job are not saved yet. If you leave now, they are lost."
      />
    </Card>
  );
}

/**
 * /Job/{jobID}/Edit: the job's poster (or an owner or recruiter of its company) changes what the
 * posting says; a viewer of the company is told the job is read-only for them.
 */
export function EditJobPage() {
  const { jobID = '' } = useParams();
  const { recruiter } = useSession();
  const job = useJobToEdit(jobID);
  const access = useJobAccess(jobID, recruiter?.username);
  useDocumentMeta(job.data ? `Edit ${job.data.designation} · JobHunter` : 'Edit job · JobHunter');

  if (!recruiter) {
    return (
      <Shell>
        <PageTitle />
        <SignInRequired
          role="recruiter"
          description="Only the recruiter who posted this job can edit it."
        />
      </Shell>
    );
  }
  if (job.isPending)
    return (
      <Shell>
        <JobFormSkeleton label="Loading job details..." />
      </Shell>
    );
  if (job.isError) {
    return (
      <Shell>
        <PageTitle />
        <LoadError
          title="Unable to load job details"
          error={job.error}
          onRetry={() => void job.refetch()}
        />
      </Shell>
    );
  }
  if (access.state === 'checking')
    return (
      <Shell>
        <JobFormSkeleton label="Loading job details..." />
      </Shell>
    );
  if (access.state === 'member' && !mayActOnJob(access.role)) {
    return (
      <Shell>
        <PageTitle />
        <EmptyState
          icon={Eye}
          title="You have view-only access to this job"
          description="You can read this job and its applicants; only your company's owners and recruiters can edit it."
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <Button asChild variant="outline">
                <Link to={jobPath(job.data.jobID)}>View job</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={applicantsPath(job.data.jobID)}>View applicants</Link>
              </Button>
            </div>
          }
        />
      </Shell>
    );
  }
  // A member of the job's company edits it like its poster; when the check could not say, the poster may.
  const mayEdit =
    access.state === 'member' ||
    (access.state === 'unknown' && job.data.username === recruiter.username);
  if (!mayEdit) {
    return (
      <Shell>
        <PageTitle />
        <EmptyState
          icon={PencilLine}
          title="You can't edit this job"
          description="Only the recruiter who posted this job can edit it."
          action={
            <Button asChild variant="outline">
              <Link to={jobPath(job.data.jobID)}>View job</Link>
            </Button>
          }
        />
      </Shell>
    );
  }
  return (
    <Shell>
      <EditJobForm job={job.data} />
    </Shell>
  );
}

/** The page's h1 for the states without the form, so every state says where the user is. */
function PageTitle() {
  return (
    <h1 className="mb-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Edit job</h1>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  return <main className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:px-8">{children}</main>;
}
