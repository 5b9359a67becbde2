import { and, eq, sql } from 'drizzle-orm';
import { moderationMessages, type AccountRole } from '@jobhunter/shared';
import type { Database, Executor } from '../../db/client';
import { accounts, sessions, usernames } from '../../db/schema';
import { foreignKeyViolation } from '../../lib/constraint-violation';
import { forbidden, HttpError, notFound, unauthorized } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { LoginThrottle } from './login-throttle';
import { accountMessages } from './messages';
import { issueRefreshToken } from './refresh-tokens';
import { signSessionAccessToken, type SessionAccount, type SessionSettings } from './session';

export interface LoginOptions {
  db: Database;
  role: AccountRole;
  username: string;
  password: string;
  /** The client's address: failures slow down guesses per (username, client) and per client. */
  client: string;
  throttle: LoginThrottle;
  settings: SessionSettings;
}

// Verified against when the username is unknown, so both failures take about as long.
let decoyHash: Promise<string> | undefined;

export async function login({
  db,
  role,
  username,
  password,
  client,
  throttle,
  settings,
}: LoginOptions) {
  const attempt = { username, client };
  const waitMs = await throttle.waitMs(attempt);
  if (waitMs > 0)
    throw new HttpError(
      429,
      accountMessages.tooManyLogins,
      {},
      { 'retry-after': String(Math.ceil(waitMs / 1000)) },
    );

  const [account] = await db
    .select({
      id: accounts.id,
      username: accounts.username,
      photo: accounts.photo,
      passwordHash: accounts.passwordHash,
      suspended: sql<boolean>`${accounts.suspendedAt} is not null`,
    })
    .from(usernames)
    .innerJoin(accounts, eq(accounts.username, usernames.username))
    .where(and(sql`lower(${usernames.username}) = lower(${username})`, eq(accounts.role, role)));

  if (!account) {
    decoyHash ??= hashPassword('decoy password for unknown usernames');
    await verifyPassword(await decoyHash, password);
    await throttle.recordFailure(attempt);
    throw unknownAccount(role);
  }
  if (!(await verifyPassword(account.passwordHash, password))) {
    await throttle.recordFailure(attempt);
    throw unauthorized(accountMessages.incorrectPassword);
  }
  await throttle.recordSuccess(attempt);
  // Only once the password is right: nobody learns that an account is suspended without it.
  if (account.suspended) throw forbidden(moderationMessages.accountSuspended);

  // The password check takes a while; an account deleted meanwhile cannot start a session.
  const tokens = await startSession(
    db,
    { id: account.id, username: account.username, role },
    settings,
  ).catch((error: unknown) => {
    throw foreignKeyViolation(error) === undefined ? error : unknownAccount(role);
  });
  return {
    ...tokens,
    account: { id: account.id, photo: account.photo, username: account.username },
  };
}

/**
 * A member's unknown username is a 404 naming the role, as the API always answered; an admin's
 * reads like a wrong password, so the admin login does not confirm which usernames are admins.
 */
const unknownAccount = (role: AccountRole) =>
  role === 'admin'
    ? unauthorized(accountMessages.incorrectPassword)
    : notFound(accountMessages.credentialsNotFound(role));

/** A new login: a session row and the first pair of tokens in it. */
export async function startSession(
  db: Executor,
  account: SessionAccount,
  settings: SessionSettings,
) {
  const [session] = await db
    .insert(sessions)
    .values({ accountId: account.id })
    .returning({ id: sessions.id });
  const refreshToken = await issueRefreshToken({
    db,
    accountId: account.id,
    sessionId: session.id,
    ttlSeconds: settings.refreshTtlSeconds,
  });
  const accessToken = await signSessionAccessToken(account, session.id, settings);
  return { accessToken, refreshToken };
}
