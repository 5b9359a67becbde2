import type { ReportStatus, Role } from '@jobhunter/shared';

/** TanStack Query keys of the admin area; every moderation action refreshes `adminKeys.all`. */
export const adminKeys = {
  all: ['admin'] as const,
  reports: (status: ReportStatus) => ['admin', 'reports', status] as const,
  job: (jobID: string) => ['admin', 'job', jobID] as const,
  account: (role: Role, username: string) => ['admin', 'account', role, username] as const,
  audit: ['admin', 'audit'] as const,
};
