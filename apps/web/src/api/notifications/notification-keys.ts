import type { Role } from '@jobhunter/shared';

/**
 * TanStack Query keys of `/api/notifications`; one list per signed-in account. Shared: reading a
 * conversation marks its message notifications read, so the conversation refreshes them too.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (role: Role, username: string) => ['notifications', 'list', role, username] as const,
};
