import type { ApplicationRef, Role } from '@jobhunter/shared';

/**
 * TanStack Query keys of `/api/interviews`, per signed-in account: any change to an interview
 * refreshes `interviewKeys.all`, which covers the dashboards' lists and every application's.
 */
export const interviewKeys = {
  all: ['interviews'] as const,
  list: (role: Role, username: string) => ['interviews', role, username] as const,
  application: (role: Role, username: string, { jobID, candidateUsername }: ApplicationRef) =>
    ['interviews', role, username, jobID, candidateUsername] as const,
};
