import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { AccountRole } from '@jobhunter/shared';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import { accounts, sessions } from '../../db/schema';
import { signAccessToken } from '../../lib/access-token';

export interface SessionSettings {
  secret: string;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
}

/** The token lifetimes and key the configuration sets. */
export const sessionSettingsOf = (config: AppConfig): SessionSettings => ({
  secret: config.JWT_SECRET,
  accessTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
  refreshTtlSeconds: config.REFRESH_TOKEN_TTL_SECONDS,
});

export interface SessionAccount {
  id: string;
  username: string;
  role: AccountRole;
}

/** The access token names its session (`sid`), so the auth plugin can refuse it once the session ends. */
export function signSessionAccessToken(
  account: SessionAccount,
  sessionId: string,
  settings: SessionSettings,
) {
  return signAccessToken(
    { accountId: account.id, username: account.username, role: account.role, sessionId },
    { secret: settings.secret, ttlSeconds: settings.accessTtlSeconds },
  );
}

export interface SessionRef {
  db: Executor;
  accountId: string;
  sessionId: string;
}

/**
 * Whether the session is live: a primary-key lookup per bearer request, with its account. A deleted
 * account's sessions are deleted with it, and a suspended account's no longer count, so their tokens
 * fail here on every instance at their next request.
 */
export async function isSessionLive({ db, accountId, sessionId }: SessionRef) {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.accountId, accountId),
        isNull(sessions.revokedAt),
        isNull(accounts.suspendedAt),
      ),
    );
  return row !== undefined;
}

/** Logout: this session's access and refresh tokens stop working at once. */
export async function endSession({ db, accountId, sessionId }: SessionRef) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.accountId, accountId),
        isNull(sessions.revokedAt),
      ),
    );
}

export interface EndSessionsOptions {
  db: Executor;
  accountId: string;
  /** The session that stays (a password change keeps the one that made it). */
  except?: string;
}

/** Ends every live session of the account, or every one but `except`. */
export async function endSessions({ db, accountId, except }: EndSessionsOptions) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.accountId, accountId),
        isNull(sessions.revokedAt),
        except ? ne(sessions.id, except) : undefined,
      ),
    );
}
