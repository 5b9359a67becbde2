import { ROLES, type Role } from '@jobhunter/shared';
import { eq } from 'drizzle-orm';
import { accounts } from '../../src/db/schema';
import { setSuspended } from '../factories-admin';
import { freshAccount } from './fixture-world';
import type { Case, Scene, World } from './matrix-types';

/** Whether, since when and why the account named by the scene is suspended; a refused call leaves it. */
const suspensionOf = async (world: World, { username }: Scene) =>
  (
    await world.app.db
      .select({ at: accounts.suspendedAt, reason: accounts.suspendedReason })
      .from(accounts)
      .where(eq(accounts.username, username!))
  )[0];

/**
 * The suspend and unsuspend rows of one role. Each call falls on an account of its own, never on
 * the world's, whose sessions a suspension would end.
 */
function rowsOf(role: Role): Case[] {
  const url = (scene: Scene, action: string) =>
    `/api/admin/accounts/${role}/${scene.username}/${action}`;
  return [
    {
      operation: 'POST /api/admin/accounts/{role}/{username}/suspend',
      label: role,
      access: 'admin',
      role,
      status: 200,
      prepare: async (world) => ({ username: (await freshAccount(world, role)).username }),
      request: (scene) => ({
        method: 'POST',
        url: url(scene, 'suspend'),
        payload: { reason: 'Spam in every message' },
      }),
      state: suspensionOf,
    },
    {
      operation: 'POST /api/admin/accounts/{role}/{username}/unsuspend',
      label: role,
      access: 'admin',
      role,
      status: 200,
      prepare: async (world) => {
        const account = await freshAccount(world, role);
        await setSuspended(world.app, account.id, true);
        return { username: account.username };
      },
      request: (scene) => ({ method: 'POST', url: url(scene, 'unsuspend') }),
      state: suspensionOf,
    },
  ];
}

/** Who may suspend and unsuspend accounts: admins only. */
export const suspensionRows: Case[] = ROLES.flatMap(rowsOf);
