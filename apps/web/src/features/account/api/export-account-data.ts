import { useMutation } from '@tanstack/react-query';
import type { Role } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { saveJsonFile } from '../lib/save-json-file';

/** `GET /api/{role}/export`: everything stored about the account, as one JSON document. */
export function exportAccountData(role: Role) {
  return apiRequest<unknown>(`/${role}/export`, { auth: role });
}

/** Fetches the export and hands it to the browser as `jobhunter-{username}-data.json`. */
export function useExportAccountData(role: Role, username: string) {
  return useMutation({
    mutationFn: async () =>
      saveJsonFile(`jobhunter-${username}-data.json`, await exportAccountData(role)),
  });
}
