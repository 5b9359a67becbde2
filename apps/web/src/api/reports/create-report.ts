import { useMutation } from '@tanstack/react-query';
import type { ReportInput, Role } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { withApiErrors } from '@/lib/api-error';
import { FAILURE_TEXTS } from '@/lib/failure-texts';

/**
 * `POST /api/reports` with the reporter's token: 201 `{id}`. A refusal keeps the server's message
 * ('You already reported this' on 409, the broken rule on 400, the limit on 429).
 */
export function createReport(reporter: Role, input: ReportInput) {
  return withApiErrors(
    apiRequest<{ id: string }>('/reports', { method: 'POST', body: input, auth: reporter }),
    { 0: FAILURE_TEXTS.unknown },
  );
}

export function useCreateReport(reporter: Role) {
  return useMutation({ mutationFn: (input: ReportInput) => createReport(reporter, input) });
}
