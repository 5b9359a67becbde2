import { z } from 'zod';
import { ROLES } from '@jobhunter/shared';
import type { SuspensionTarget } from './suspension-target';

/** What a suspend or unsuspend answers: the account and whether (since when, why) it is suspended. */
export const suspensionStateSchema = z.object({
  role: z.enum(ROLES),
  username: z.string(),
  suspended: z.boolean(),
  suspendedAt: z.string().nullable(),
  reason: z.string().nullable(),
});
export type SuspensionState = z.infer<typeof suspensionStateSchema>;

export function toSuspensionState({
  role,
  username,
  suspendedAt,
  suspendedReason,
}: SuspensionTarget): SuspensionState {
  return {
    role,
    username,
    suspended: suspendedAt !== null,
    suspendedAt: suspendedAt?.toISOString() ?? null,
    reason: suspendedReason,
  };
}
