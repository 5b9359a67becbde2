import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import type { Applicant } from '../api/job-applicants';
import { screeningOf, type ScreeningFilter as Filter } from '../lib/applicants-view';

interface ScreeningFilterProps {
  value: Filter;
  /** Every applicant of the job, counted for each choice. */
  applicants: Pick<Applicant, 'screening'>[];
  onChange: (screening: Filter) => void;
}

/** Narrows the applicants to those whose answers passed, or failed, the job's screening questions. */
export function ScreeningFilter({ value, applicants, onChange }: ScreeningFilterProps) {
  const id = useId();
  const failed = applicants.filter((applicant) => screeningOf(applicant) === 'failed').length;
  return (
    <div className="flex w-full flex-col gap-1 sm:w-48">
      <Label htmlFor={id}>Screening</Label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value as Filter)}>
        <option value="all">All ({applicants.length})</option>
        <option value="passed">Passed ({applicants.length - failed})</option>
        <option value="failed">Failed ({failed})</option>
      </Select>
    </div>
  );
}
