import type { Report, ReportKind } from '@jobhunter/shared';
import { adminAccountPath, adminJobPath } from '@/lib/paths';

/** Every report on one job or one account, newest first. */
export interface ReportGroup {
  kind: ReportKind;
  target: string;
  reports: Report[];
}

/** How a reported thing is named in the queue: 'Job ABC123', 'Candidate @ada', 'Recruiter @priya'. */
export function targetLabel(kind: ReportKind, target: string) {
  if (kind === 'job') return `Job ${target}`;
  return `${kind === 'candidate' ? 'Candidate' : 'Recruiter'} @${target}`;
}

/** Where an admin reviews a reported thing and acts on it. */
export function targetPath(kind: ReportKind, target: string) {
  return kind === 'job' ? adminJobPath(target) : adminAccountPath(kind, target);
}

const sameTarget = (report: Report, kind: ReportKind, target: string) =>
  report.kind === kind && report.target.toLowerCase() === target.toLowerCase();

/** Reports grouped by what they report, the group with the newest report first. */
export function groupReports(reports: Report[]): ReportGroup[] {
  const newestFirst = [...reports].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const groups: ReportGroup[] = [];
  for (const report of newestFirst) {
    const group = groups.find((item) => sameTarget(report, item.kind, item.target));
    if (group) group.reports.push(report);
    else groups.push({ kind: report.kind, target: report.target, reports: [report] });
  }
  return groups;
}
