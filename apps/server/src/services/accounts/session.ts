import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Role } from '@jobhunter/shared';
import type { Executor } from '../../db/client';
import { sessions } from '../../db/schema';
import { signAccessToken } from '../../lib/access-token';

export interface SessionSettings {
  secret: string;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
}

export interface SessionAccount {
  id: string;
  username: string;
  role: Role;
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
 * Whether the session is live: one primary-key lookup per bearer request. A deleted account's
 * sessions are deleted with it, so its tokens fail here too.
 */
export async function isSessionLive({ db, accountId, sessionId }: SessionRef) {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.accountId, accountId),
        isNull(sessions.revokedAt),
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
