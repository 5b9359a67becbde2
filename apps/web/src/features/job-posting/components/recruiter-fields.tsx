import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { RecruiterDetails } from '../lib/job-draft';

/** The read-only part of the form: who posts, and the reserved job ID. */
interface RecruiterFieldsProps {
  recruiter: RecruiterDetails;
  jobID: string;
  jobIdHint: string;
  /** Offered when no ID could be reserved. */
  onRetryJobId?: () => void;
}

export function RecruiterFields({ recruiter, jobID, jobIdHint, onRetryJobId }: RecruiterFieldsProps) {
  const fields = [
    { label: 'Company name', value: recruiter.company_name },
    { label: 'Recruiter name', value: recruiter.name },
    { label: 'Username', value: recruiter.username },
    { label: 'Email', value: recruiter.email },
  ];
  return (
    <section className="flex flex-col gap-4">
      <h2 className="text-base font-semibold text-slate-900">Recruiter details</h2>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {fields.map(({ label, value }) => (
          <Field key={label} label={label}>
            {(control) => <Input {...control} value={value} readOnly />}
          </Field>
        ))}
        <div className="flex flex-col gap-2">
          <Field label="Job ID" hint={jobIdHint}>
            {(control) => <Input {...control} value={jobID} readOnly className="font-mono tracking-wider" />}
          </Field>
          {onRetryJobId && (
            <Button variant="secondary" size="sm" className="self-start" onClick={onRetryJobId}>
              Reserve a job ID
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
