import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { targetLabel, targetPath, type ReportGroup } from '../lib/report-targets';
import { ReportList } from './report-list';

/** One reported job or account in the queue: its name (a link to review it), how many reports, and each one. */
export function ReportGroupCard({ group }: { group: ReportGroup }) {
  const label = targetLabel(group.kind, group.target);
  const count = group.reports.length;
  const reporters = [
    ...new Set(group.reports.map((report) => report.reporter.username).filter(Boolean)),
  ];
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 className="text-lg font-semibold text-slate-900">
          <Link
            to={targetPath(group.kind, group.target)}
            className="inline-flex items-center gap-1 break-all text-brand-700 hover:underline"
          >
            {label}
            <ChevronRight aria-hidden className="size-4 shrink-0" />
          </Link>
        </h2>
        <p className="text-sm font-medium text-slate-700">
          {count === 1 ? '1 report' : `${count} reports`}
        </p>
      </div>
      {reporters.length > 0 && (
        <p className="text-sm text-slate-600">
          From {reporters.map((username) => `@${username}`).join(', ')}
        </p>
      )}
      <ReportList reports={group.reports} />
    </Card>
  );
}
