import type { Report, ReportKind } from '@jobhunter/shared';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useReports } from '@/api/admin/get-reports';
import { ReportList } from './report-list';

/** The open and the resolved reports of one job or account. */
export function useTargetReports(kind: ReportKind, target: string) {
  const open = useReports('open', { kind, target });
  const resolved = useReports('resolved', { kind, target });
  return {
    open: open.data ?? [],
    resolved: resolved.data ?? [],
    loading: open.isPending || resolved.isPending,
    error: open.error ?? resolved.error,
  };
}

function Section({ title, reports }: { title: string; reports: Report[] }) {
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <h2 className="text-lg font-semibold text-slate-900">
        {title} ({reports.length})
      </h2>
      {reports.length > 0 ? (
        <ReportList reports={reports} />
      ) : (
        <p className="text-sm text-slate-600">None.</p>
      )}
    </Card>
  );
}

/** The reports sections of a target's page. */
export function TargetReports({ reports }: { reports: ReturnType<typeof useTargetReports> }) {
  if (reports.loading) return <Spinner className="py-8" label="Loading reports..." showLabel />;
  if (reports.error)
    return (
      <p role="alert" className="text-sm font-medium text-red-700">
        {reports.error.message}
      </p>
    );
  return (
    <>
      <Section title="Open reports" reports={reports.open} />
      {reports.resolved.length > 0 && (
        <Section title="Resolved reports" reports={reports.resolved} />
      )}
    </>
  );
}
