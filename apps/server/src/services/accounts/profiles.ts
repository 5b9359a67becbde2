import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Role } from '@jobhunter/shared';
import type { Database, Executor } from '../../db/client';
import { accounts, usernames } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { toOwnProfileResponse } from './email-verification-status';
import { accountMessages } from './messages';
import { toProfileListItem, toProfileResponse, withoutContact } from './profile-view';

/** The signed-in account's own profile; 404 once it has been deleted. */
export async function getOwnProfile({
  db,
  role,
  accountId,
}: {
  db: Executor;
  role: Role;
  accountId: string;
}) {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.role, role)));
  if (!row) throw notFound(accountMessages.notFound(role));
  return toOwnProfileResponse(row);
}

export interface GetPublicProfileOptions {
  db: Database;
  role: Role;
  username: string;
  /** Email and number are for signed-in viewers only (docs/product.md §6). */
  withContact: boolean;
}

/**
 * A profile by username in any letter case, found through the case-insensitive username index.
 * A suspended account's is not found, as if it did not exist.
 */
export async function getPublicProfile({
  db,
  role,
  username,
  withContact,
}: GetPublicProfileOptions) {
  const [row] = await db
    .select({ account: accounts })
    .from(usernames)
    .innerJoin(accounts, eq(accounts.username, usernames.username))
    .where(
      and(
        sql`lower(${usernames.username}) = lower(${username})`,
        eq(accounts.role, role),
        isNull(accounts.suspendedAt),
      ),
    );
  if (!row) throw notFound(accountMessages.notFound(role));
  const profile = toProfileResponse(row.account);
  return withContact ? profile : withoutContact(profile);
}

export interface ListProfilesOptions {
  db: Database;
  role: Role;
  limit: number;
  offset: number;
}

/**
 * Newest accounts first, leaving out suspended accounts and candidates who chose not to be listed;
 * the id breaks ties so pages never overlap.
 */
export async function listProfiles({ db, role, limit, offset }: ListProfilesOptions) {
  const rows = await db
    .select({
      username: accounts.username,
      photo: accounts.photo,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      currentJob: accounts.currentJob,
    })
    .from(accounts)
    .where(
      and(
        eq(accounts.role, role),
        isNull(accounts.suspendedAt),
        role === 'candidate' ? eq(accounts.discoverable, true) : undefined,
      ),
    )
    .orderBy(desc(accounts.createdAt), desc(accounts.id))
    .limit(limit)
    .offset(offset);
  return rows.map(toProfileListItem);
}
