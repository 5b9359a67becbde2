import { APPLICATION_STATUSES, initials } from '@jobhunter/shared';
import { useId } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import type { Applicant } from '../api/job-applicants';
import { applicantName } from '../lib/applicant-name';
import { APPLICATION_STATUS_LABELS } from '../lib/application-status';
import {
  filterAndSort,
  filterByScreening,
  type AppliedSort,
  type ScreeningFilter as ScreeningValue,
  type StatusFilter,
} from '../lib/applicants-view';
import { formatDay } from '@/lib/format-day';
import { ApplicantFlags } from './applicant-flags';
import { ApplicationStatusBadge } from './application-status-badge';
import { ScreeningFilter } from './screening-filter';

interface ApplicantsListProps {
  applicants: Applicant[];
  status: StatusFilter;
  sort: AppliedSort;
  screening: ScreeningValue;
  onChange: (next: {
    status?: StatusFilter;
    sort?: AppliedSort;
    screening?: ScreeningValue;
  }) => void;
  onOpen: (username: string) => void;
}

/** The applicants as a table, filtered by status and screening result, sorted by application date. */
export function ApplicantsList({
  applicants,
  status,
  sort,
  screening,
  onChange,
  onOpen,
}: ApplicantsListProps) {
  const statusId = useId();
  const sortId = useId();
  const shown = filterAndSort(filterByScreening(applicants, screening), status, sort);
  const countOf = (value: StatusFilter) =>
    value === 'all'
      ? applicants.length
      : applicants.filter((a) => a.applicationStatus === value).length;

  return (
    <section aria-labelledby={`${statusId}-heading`}>
      <h2 id={`${statusId}-heading`} className="sr-only">
        Applicants list
      </h2>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div className="flex w-full flex-col gap-1 sm:w-56">
          <Label htmlFor={statusId}>Status</Label>
          <Select
            id={statusId}
            value={status}
            onChange={(event) => onChange({ status: event.target.value as StatusFilter })}
          >
            <option value="all">All ({countOf('all')})</option>
            {APPLICATION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {APPLICATION_STATUS_LABELS[value]} ({countOf(value)})
              </option>
            ))}
          </Select>
        </div>
        <ScreeningFilter
          value={screening}
          applicants={applicants}
          onChange={(next) => onChange({ screening: next })}
        />
        <div className="flex w-full flex-col gap-1 sm:w-48">
          <Label htmlFor={sortId}>Sort by applied date</Label>
          <Select
            id={sortId}
            value={sort}
            onChange={(event) => onChange({ sort: event.target.value as AppliedSort })}
          >
            <option value="newest">Newest first</option>
            <option value="oldest">Oldest first</option>
          </Select>
        </div>
        <p role="status" className="text-sm text-slate-600 sm:ml-auto">
          {shown.length === 1 ? '1 applicant' : `${shown.length} applicants`}
        </p>
      </div>
      {shown.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-sm text-slate-600">
          {screening === 'all'
            ? 'No applicants with this status.'
            : 'No applicants with this status and screening result.'}
        </p>
      ) : (
        <Card className="relative overflow-x-auto">
          <table className="w-full min-w-[22rem] text-left text-sm">
            <caption className="sr-only">
              Applicants, {sort === 'newest' ? 'newest' : 'oldest'} first
            </caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Applicant
                </th>
                <th scope="col" className="px-4 py-3">
                  Status
                </th>
                <th
                  scope="col"
                  className="px-4 py-3"
                  aria-sort={sort === 'newest' ? 'descending' : 'ascending'}
                >
                  Applied
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {shown.map((applicant) => {
                const name = applicantName(applicant);
                return (
                  <tr key={applicant.username} className="hover:bg-slate-50">
                    <td className="px-4 py-3">
                      <div className="flex items-center gap-3">
                        <Avatar
                          src={applicant.photo}
                          name={name}
                          initials={initials(applicant.firstName, applicant.lastName)}
                          size="sm"
                          className="max-sm:hidden"
                        />
                        <div className="min-w-0">
                          <button
                            type="button"
                            onClick={() => onOpen(applicant.username)}
                            aria-haspopup="dialog"
                            data-applicant-open={applicant.username}
                            className="cursor-pointer rounded text-left font-medium break-words text-slate-900 hover:text-brand-700 hover:underline"
                          >
                            {name}
                          </button>
                          <p className="truncate text-xs text-slate-500">@{applicant.username}</p>
                          <div className="mt-1 empty:hidden">
                            <ApplicantFlags applicant={applicant} />
                          </div>
                        </div>
                      </div>
                    </td>
                    <td className="px-4 py-3">
                      <ApplicationStatusBadge status={applicant.applicationStatus} />
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-slate-600">
                      <time dateTime={applicant.appliedAt}>{formatDay(applicant.appliedAt)}</time>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </Card>
      )}
    </section>
  );
}
