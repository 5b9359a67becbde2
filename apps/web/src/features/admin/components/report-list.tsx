import { REPORT_REASON_LABELS, type Report } from '@jobhunter/shared';
import { formatMoment } from '../lib/format-moment';

/** Who reported: their username, or what is left when their account is gone. */
function reporterName(report: Report) {
  const { role, username } = report.reporter;
  return username ? `@${username} (${role})` : `a deleted ${role} account`;
}

/** Each report: its reason, who sent it and when, and what they wrote. */
export function ReportList({ reports }: { reports: Report[] }) {
  return (
    <ul className="flex flex-col divide-y divide-slate-100">
      {reports.map((report) => (
        <li key={report.id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
          <p className="text-sm text-slate-700">
            <span className="font-semibold text-slate-900">
              {REPORT_REASON_LABELS[report.reason]}
            </span>{' '}
            by {reporterName(report)},{' '}
            <time dateTime={report.createdAt}>{formatMoment(report.createdAt)}</time>
          </p>
          {report.details && (
            <p className="text-sm break-words whitespace-pre-line text-slate-700">
              {report.details}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
