import type { ReportKind, ReportStatus, Role } from '@jobhunter/shared';

/** TanStack Query keys of the admin area; every moderation action refreshes `adminKeys.all`. */
export const adminKeys = {
  all: ['admin'] as const,
  reports: (status: ReportStatus, on?: { kind: ReportKind; target: string }) =>
    on
      ? (['admin', 'reports', status, on.kind, on.target] as const)
      : (['admin', 'reports', status] as const),
  job: (jobID: string) => ['admin', 'job', jobID] as const,
  account: (role: Role, username: string) => ['admin', 'account', role, username] as const,
  audit: ['admin', 'audit'] as const,
};
