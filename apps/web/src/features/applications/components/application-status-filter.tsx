import { APPLICATION_STATUSES, type ApplicationStatus } from '@jobhunter/shared';
import { Select } from '@/components/ui/select';
import { APPLICATION_STATUS_LABELS } from '../lib/application-status';

/** `?status=` of My Job Applications: one of the statuses, or everything when absent or unknown. */
export function readStatusFilter(value: string | null): ApplicationStatus | null {
  return APPLICATION_STATUSES.find((status) => status === value) ?? null;
}

interface ApplicationStatusFilterProps {
  value: ApplicationStatus | null;
  /** How many applications have each status, shown beside it. */
  counts: Partial<Record<ApplicationStatus, number>>;
  total: number;
  onChange: (status: ApplicationStatus | null) => void;
}

/** Narrows the candidate's applications to one status; statuses without applications are left out. */
export function ApplicationStatusFilter({
  value,
  counts,
  total,
  onChange,
}: ApplicationStatusFilterProps) {
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2">
      <label htmlFor="application-status-filter" className="text-sm font-medium text-slate-700">
        Status
      </label>
      <Select
        id="application-status-filter"
        className="w-auto min-w-48"
        value={value ?? ''}
        onChange={(event) => onChange(readStatusFilter(event.target.value))}
      >
        <option value="">All statuses ({total})</option>
        {APPLICATION_STATUSES.filter((status) => counts[status] || status === value).map(
          (status) => (
            <option key={status} value={status}>
              {APPLICATION_STATUS_LABELS[status]} ({counts[status] ?? 0})
            </option>
          ),
        )}
      </Select>
    </div>
  );
}
