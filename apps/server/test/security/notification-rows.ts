import { ROLES, type Role } from '@jobhunter/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { emailOptOuts, notifications } from '../../src/db/schema';
import { unsubscribeToken } from '../../src/services/notifications/unsubscribe-token';
import { freshAccount } from './fixture-world';
import type { Actor, Case, World } from './matrix-types';

/** A notification of the owner's own, so there is something of theirs that no other caller may see or mark. */
async function ownNotification(world: World, owner: Actor): Promise<string> {
  const [row] = await world.app.db
    .insert(notifications)
    .values({
      accountId: owner.id,
      type: owner.role === 'candidate' ? 'status' : 'application',
      title: 'Matrix',
      body: 'b',
      link: '/',
    })
    .returning({ id: notifications.id });
  return row.id;
}

/** Which of the owner's notifications are still unread. */
const unreadIds = async (world: World, owner: Actor) =>
  (
    await world.app.db
      .select({ id: notifications.id, readAt: notifications.readAt })
      .from(notifications)
      .where(eq(notifications.accountId, owner.id))
  )
    .filter((row) => row.readAt === null)
    .map((row) => row.id)
    .sort();

const optOuts = async (world: World, owner: Actor) =>
  (
    await world.app.db
      .select({ type: emailOptOuts.type })
      .from(emailOptOuts)
      .where(eq(emailOptOuts.accountId, owner.id))
  )
    .map((row) => row.type)
    .sort();

/** In-app notifications and email preferences: either role, each account its own. */
function signedInRows(role: Role): Case[] {
  return [
    {
      operation: 'GET /api/notifications/',
      access: 'signedIn',
      role,
      status: 200,
      prepare: async (world, owner) => ({ notificationId: await ownNotification(world, owner) }),
      request: () => ({ method: 'GET', url: '/api/notifications/' }),
      otherSees: (response, { notificationId }) =>
        expect(
          (response.json() as { items: { id: string }[] }).items.map((item) => item.id),
        ).not.toContain(notificationId),
    },
    {
      operation: 'POST /api/notifications/read',
      access: 'signedIn',
      role,
      status: 200,
      // Marks all of the caller's own: a fresh owner per call, with one unread notification.
      prepare: async (world) => {
        const owner = await freshAccount(world, role);
        await ownNotification(world, owner);
        return { owner };
      },
      request: () => ({ method: 'POST', url: '/api/notifications/read', payload: {} }),
      state: (world, { owner }) => unreadIds(world, owner),
    },
    {
      operation: 'GET /api/notifications/preferences',
      access: 'signedIn',
      role,
      status: 200,
      request: () => ({ method: 'GET', url: '/api/notifications/preferences' }),
    },
    {
      operation: 'PATCH /api/notifications/preferences',
      access: 'signedIn',
      role,
      status: 200,
      prepare: async (world) => ({ owner: await freshAccount(world, role) }),
      request: () => ({
        method: 'PATCH',
        url: '/api/notifications/preferences',
        payload: { job_alert: false },
      }),
      state: (world, { owner }) => optOuts(world, owner),
    },
  ];
}

/** The unsubscribe link works signed out: the signed token, not a bearer token, says whose email stops. */
const unsubscribeRow: Case = {
  operation: 'POST /api/unsubscribe/',
  access: 'public',
  role: 'candidate',
  status: 200,
  request: ({ owner }, _actor, world) => ({
    method: 'POST',
    url: '/api/unsubscribe/',
    query: {
      token: unsubscribeToken({ accountId: owner.id, type: 'job_alert' }, world.config.JWT_SECRET),
    },
  }),
};

export const notificationRows: Case[] = [...ROLES.flatMap(signedInRows), unsubscribeRow];
