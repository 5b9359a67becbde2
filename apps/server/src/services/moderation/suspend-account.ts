import type { Role } from '@jobhunter/shared';
import type { Executor } from '../../db/client';
import type { AdminActor } from './audit';

export interface SuspensionOptions {
  admin: AdminActor;
  role: Role;
  username: string;
  reason: string;
}

/**
 * Suspends the account, in the caller's transaction (a report's resolution calls it too): its
 * sessions end, its login is refused, its profile and the jobs it posted are hidden; audited.
 * Throws 404 when there is no such account of that role.
 */
export async function suspendAccount(tx: Executor, options: SuspensionOptions): Promise<void> {
  void tx;
  throw new Error(`suspending ${options.username} is not written yet`);
}
