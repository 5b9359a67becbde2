import type { Role } from '@jobhunter/shared';

/** The signed-in account's own profile (`GET /api/{role}/dashboard`), one entry per account. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  byRole: (role: Role) => ['dashboard', role] as const,
  account: (role: Role, username: string) => ['dashboard', role, username] as const,
};
