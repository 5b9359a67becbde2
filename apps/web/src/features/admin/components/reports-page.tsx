import { REPORT_STATUSES, type ReportStatus } from '@jobhunter/shared';
import { Inbox } from 'lucide-react';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { LoadError } from '@/components/ui/load-error';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useReports } from '@/api/admin/get-reports';
import { groupReports } from '../lib/report-targets';
import { AdminOnly } from './admin-only';
import { ReportGroupCard } from './report-group-card';

const STATUS_LABELS: Record<ReportStatus, string> = { open: 'Open', resolved: 'Resolved' };

function ReportsQueue() {
  const [params, setParams] = useSearchParams();
  const status: ReportStatus = params.get('status') === 'resolved' ? 'resolved' : 'open';
  const reports = useReports(status);
  const groups = groupReports(reports.data ?? []);
  const selectId = useId();
  return (
    <>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Reports</h1>
        <div className="flex items-center gap-2">
          <Label htmlFor={selectId}>Status</Label>
          <Select
            id={selectId}
            value={status}
            onChange={(event) =>
              setParams(event.target.value === 'open' ? {} : { status: event.target.value })
            }
          >
            {REPORT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {reports.isPending ? (
        <Spinner className="py-24" label="Loading reports..." showLabel />
      ) : reports.isError ? (
        <LoadError
          title="Unable to load reports"
          error={reports.error}
          onRetry={() => void reports.refetch()}
        />
      ) : groups.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title={status === 'open' ? 'No open reports' : 'No resolved reports'}
          description={status === 'open' ? 'Nothing is waiting for a moderator.' : undefined}
        />
      ) : (
        <ul className="flex flex-col gap-4" aria-label={`${STATUS_LABELS[status]} reports`}>
          {groups.map((group) => (
            <li key={`${group.kind}:${group.target}`}>
              <ReportGroupCard group={group} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** /Admin: the reports, open or resolved, one card per reported job or account. */
export function ReportsPage() {
  useDocumentMeta('Reports · Admin · JobHunter');
  return (
    <AdminOnly>
      <ReportsQueue />
    </AdminOnly>
  );
}
