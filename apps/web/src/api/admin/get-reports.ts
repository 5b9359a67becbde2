import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Report, ReportStatus } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { withApiErrors } from '@/lib/api-error';
import { FAILURE_TEXTS } from '@/lib/failure-texts';
import { adminKeys } from './admin-keys';

/** `GET /api/admin/reports?status=`: every report with that status, with its target's open count. */
export function getReports(status: ReportStatus, signal?: AbortSignal) {
  return withApiErrors(
    apiRequest<Report[]>('/admin/reports', { query: { status }, auth: 'admin', signal }),
    { 0: FAILURE_TEXTS.unknown },
  );
}

export const reportsQueryOptions = (status: ReportStatus) =>
  queryOptions({
    queryKey: adminKeys.reports(status),
    queryFn: ({ signal }) => getReports(status, signal),
  });

export function useReports(status: ReportStatus) {
  return useQuery(reportsQueryOptions(status));
}
