import type { Role } from '@jobhunter/shared';

/** TanStack Query keys of the notifications area; one list per signed-in account. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (role: Role, username: string) => ['notifications', 'list', role, username] as const,
};
