import { eq, sql } from 'drizzle-orm';
import type { AccountRole, Role } from '@jobhunter/shared';
import type { Database, Executor } from '../../db/client';
import { accounts, usernames } from '../../db/schema';
import { conflict } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { accountMessages } from './messages';
import { uniqueViolation } from '../../lib/constraint-violation';

/**
 * How long a reservation without an account holds its name. The wizard reserves at submit and
 * creates the account right after, so a day-old reservation is an abandoned registration.
 */
export const RESERVATION_HOURS = 24;

export interface Reservation {
  username: string;
  role: AccountRole;
  passwordHash: string;
  /** Older than RESERVATION_HOURS. */
  stale: boolean;
  /** The account attached to it, when registration finished. */
  accountId: string | null;
}

/** The reservation of a username in any letter case; `lock` holds it until the transaction ends. */
export async function findReservation(
  db: Executor,
  username: string,
  options: { lock?: boolean } = {},
): Promise<Reservation | undefined> {
  const query = db
    .select({
      username: usernames.username,
      role: usernames.role,
      passwordHash: usernames.passwordHash,
      stale: sql<boolean>`${usernames.createdAt} < now() - make_interval(hours => ${RESERVATION_HOURS})`,
      accountId: accounts.id,
    })
    .from(usernames)
    .leftJoin(accounts, eq(accounts.username, usernames.username))
    .where(sql`lower(${usernames.username}) = lower(${username})`);
  const [row] = options.lock ? await query.for('update', { of: usernames }) : await query;
  return row;
}

const isFree = (reservation: Reservation | undefined) =>
  !reservation || (!reservation.accountId && reservation.stale);

/** 409 unless the name is free for anyone: usernames are unique across both roles. */
export async function ensureUsernameAvailable({
  db,
  username,
}: {
  db: Database;
  username: string;
}) {
  if (!isFree(await findReservation(db, username))) throw conflict(accountMessages.usernameExists);
}

export interface ReserveUsernameOptions {
  db: Database;
  role: Role;
  username: string;
  password: string;
}

/**
 * Reserves a username for the password that may later claim it with `POST /create`. Re-reserving
 * with the same role and password succeeds again, so a user who resubmits the wizard (say after
 * fixing a duplicate email) is not locked out of the name they already hold.
 */
export async function reserveUsername({ db, role, username, password }: ReserveUsernameOptions) {
  const existing = await findReservation(db, username);
  if (!existing)
    return insertReservation(db, { username, role, passwordHash: await hashPassword(password) });
  if (existing.accountId) throw conflict(accountMessages.usernameExists);

  if (existing.role === role && (await verifyPassword(existing.passwordHash, password))) {
    // Restart the clock: the holder is still busy registering.
    await db
      .update(usernames)
      .set({ createdAt: sql`now()` })
      .where(eq(usernames.username, existing.username));
    return;
  }
  if (
    existing.stale &&
    (await reclaimStale(db, existing, {
      username,
      role,
      passwordHash: await hashPassword(password),
    }))
  ) {
    return;
  }
  throw conflict(accountMessages.usernameExists);
}

type NewReservation = typeof usernames.$inferInsert;

async function insertReservation(db: Database, values: NewReservation) {
  try {
    await db.insert(usernames).values(values);
  } catch (error) {
    // Someone reserved the same name (in any letter case) a moment ago.
    if (uniqueViolation(error) !== undefined) throw conflict(accountMessages.usernameExists);
    throw error;
  }
}

/** Takes over an abandoned reservation, unless it was claimed or renewed since it was read. */
async function reclaimStale(db: Database, seen: Reservation, values: NewReservation) {
  return db.transaction(async (tx) => {
    const current = await findReservation(tx, values.username, { lock: true });
    if (
      !current ||
      current.accountId ||
      !current.stale ||
      current.passwordHash !== seen.passwordHash
    )
      return false;
    await tx.delete(usernames).where(eq(usernames.username, current.username));
    await tx.insert(usernames).values(values);
    return true;
  });
}
