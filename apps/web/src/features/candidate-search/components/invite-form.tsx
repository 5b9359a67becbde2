import { zodResolver } from '@hookform/resolvers/zod';
import {
  JOB_INVITATION_NOTE_MAX,
  jobInvitationInputSchema,
  type JobInvitationInput,
  type MyJob,
} from '@jobhunter/shared';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormErrorAlert } from '@/components/ui/form-error-alert';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { apiIssues } from '@/lib/api-issues';
import { groupDigits } from '@/lib/format-number';
import { useInvitableJobs } from '../api/invitable-jobs';
import { useInviteCandidate } from '../api/invite-candidate';

/** Who is being invited: the username the API takes and the name the dialog shows. */
export interface InvitedCandidate {
  username: string;
  name: string;
}

interface InviteFormProps {
  candidate: InvitedCandidate;
  recruiter: string;
  /** After the 201, with the job's title for the card to say where the invitation went. */
  onSent: (designation: string) => void;
}

/** The inside of the 'Invite to apply' dialog: the recruiter's open jobs first, then the form. */
export function InviteForm({ candidate, recruiter, onSent }: InviteFormProps) {
  const jobs = useInvitableJobs(recruiter);
  if (jobs.isPending) return <Spinner label="Loading your open jobs…" showLabel className="py-6" />;
  if (jobs.isError) {
    return (
      <div className="flex flex-col gap-4">
        <p role="alert" className="text-sm font-medium text-red-700">
          Could not load your jobs: {jobs.error.message}
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button onClick={() => void jobs.refetch()}>Try again</Button>
        </DialogFooter>
      </div>
    );
  }
  if (jobs.data.length === 0) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-700">
          You have no open jobs to invite candidates to. Post a job (or reopen one) first.
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
          <Button asChild>
            <Link to="/JobPosting">Post a job</Link>
          </Button>
        </DialogFooter>
      </div>
    );
  }
  return <InviteFields candidate={candidate} jobs={jobs.data} onSent={onSent} />;
}

type FormValues = z.input<typeof jobInvitationInputSchema>;

/** Job and note, checked with the very schema the server checks the invitation with. */
function InviteFields({
  candidate,
  jobs,
  onSent,
}: {
  candidate: InvitedCandidate;
  jobs: MyJob[];
  onSent: (designation: string) => void;
}) {
  const invite = useInviteCandidate();
  const form = useForm<FormValues, unknown, JobInvitationInput>({
    resolver: zodResolver(jobInvitationInputSchema),
    defaultValues: { username: candidate.username, jobID: jobs[0].jobID, note: '' },
  });
  const note = useWatch({ control: form.control, name: 'note' }) ?? '';
  const { errors } = form.formState;
  const issues = apiIssues(invite.error);

  const onSubmit = form.handleSubmit((values) => {
    const job = jobs.find((entry) => entry.jobID === values.jobID);
    invite.mutate(
      { username: values.username, jobID: values.jobID, note: values.note || undefined },
      { onSuccess: () => onSent(job?.designation ?? values.jobID) },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <Field label="Job" error={errors.jobID?.message} required>
        {(control) => (
          <Select {...control} {...form.register('jobID')}>
            {jobs.map((job) => (
              <option key={job.jobID} value={job.jobID}>
                {job.designation} ({job.jobID})
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        label="Note (optional)"
        error={errors.note?.message}
        hint={`${groupDigits(note.length)} / ${groupDigits(JOB_INVITATION_NOTE_MAX)} characters`}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            maxLength={JOB_INVITATION_NOTE_MAX}
            placeholder="Why this job suits them"
            {...form.register('note')}
          />
        )}
      </Field>
      {invite.isError && <FormErrorAlert message={invite.error.message} issues={issues} />}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? 'Sending…' : 'Send invitation'}
        </Button>
      </DialogFooter>
    </form>
  );
}
