import { ROLES, type Role } from '@jobhunter/shared';
import { count, eq, sql } from 'drizzle-orm';
import { accounts, emailVerifications } from '../../src/db/schema';
import { hashOpaqueToken, newOpaqueToken } from '../../src/lib/opaque-token';
import { freshAccount } from './fixture-world';
import type { Actor, Case, World } from './matrix-types';

/** A fresh account whose address is not confirmed yet: the state both calls are about. */
async function unconfirmedAccount(world: World, role: Role): Promise<Actor> {
  const actor = await freshAccount(world, role);
  await world.app.db
    .update(accounts)
    .set({ emailVerifiedAt: null })
    .where(eq(accounts.id, actor.id));
  return actor;
}

/** The links of the account that are waiting to be used; a refused call adds or uses none. */
const waitingLinks = async (world: World, owner: Actor) =>
  (
    await world.app.db
      .select({ links: count() })
      .from(emailVerifications)
      .where(eq(emailVerifications.accountId, owner.id))
  )[0].links;

function rowsOf(role: Role): Case[] {
  const base = `/api/${role}`;
  return [
    {
      operation: `POST ${base}/verify-email`,
      access: 'public',
      role,
      status: 200,
      // Opened from the mail app, maybe signed out: the token alone decides. Each call uses a link
      // of its own, carried in the scene's slot for an emailed link's token.
      prepare: async (world) => {
        const owner = await unconfirmedAccount(world, role);
        const resetToken = newOpaqueToken();
        await world.app.db.insert(emailVerifications).values({
          tokenHash: hashOpaqueToken(resetToken),
          accountId: owner.id,
          email: owner.profile.email!,
          expiresAt: sql`now() + interval '7 days'`,
        });
        return { owner, resetToken };
      },
      request: ({ resetToken }) => ({
        method: 'POST',
        url: `${base}/verify-email`,
        payload: { token: resetToken },
      }),
    },
    {
      operation: `POST ${base}/verify-email/resend`,
      access: 'role',
      role,
      status: 202,
      // Each account asks for its own link (limited per account): fresh unconfirmed accounts per call.
      prepare: async (world) => ({
        owner: await unconfirmedAccount(world, role),
        other: await unconfirmedAccount(world, role),
      }),
      request: () => ({ method: 'POST', url: `${base}/verify-email/resend` }),
      state: (world, { owner }) => waitingLinks(world, owner),
    },
  ];
}

/** Who may confirm an email address and ask for the link again. */
export const verificationRows: Case[] = ROLES.flatMap(rowsOf);
