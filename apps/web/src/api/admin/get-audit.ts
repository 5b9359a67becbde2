import { useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { withApiErrors } from '@/lib/api-error';
import { FAILURE_TEXTS } from '@/lib/failure-texts';
import { adminKeys } from './admin-keys';

/** `GET /api/admin/audit`: what admins did, newest first. */
export function getAudit(signal?: AbortSignal) {
  return withApiErrors(apiRequest<AuditEntry[]>('/admin/audit', { auth: 'admin', signal }), {
    0: FAILURE_TEXTS.unknown,
  });
}

export function useAudit() {
  return useQuery({ queryKey: adminKeys.audit, queryFn: ({ signal }) => getAudit(signal) });
}
