import { eq, sql } from 'drizzle-orm';
import { moderationMessages, type AccountRole } from '@jobhunter/shared';
import type { Database, Executor } from '../../db/client';
import { accounts, refreshTokens, sessions } from '../../db/schema';
import { forbidden } from '../../lib/http-error';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/opaque-token';
import { accountMessages } from './messages';
import { endSession, signSessionAccessToken, type SessionSettings } from './session';

export interface IssueRefreshTokenOptions {
  db: Executor;
  accountId: string;
  sessionId: string;
  ttlSeconds: number;
}

export async function issueRefreshToken({
  db,
  accountId,
  sessionId,
  ttlSeconds,
}: IssueRefreshTokenOptions) {
  const token = newOpaqueToken();
  await db.insert(refreshTokens).values({
    accountId,
    sessionId,
    tokenHash: hashOpaqueToken(token),
    expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
  });
  return token;
}

export interface RotateRefreshTokenOptions {
  db: Database;
  role: AccountRole;
  refreshToken: string;
  settings: SessionSettings;
}

/**
 * Trades a refresh token for a new pair in the same session. A token that was already used means
 * it leaked: the whole session ends, so whoever holds the newest token is signed out too and must
 * log in again. A token of an ended session (logout, password change...) no longer counts, nor
 * one of a suspended account.
 */
export async function rotateRefreshToken({
  db,
  role,
  refreshToken,
  settings,
}: RotateRefreshTokenOptions) {
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: refreshTokens.id,
        sessionId: refreshTokens.sessionId,
        used: sql<boolean>`${refreshTokens.usedAt} is not null`,
        expired: sql<boolean>`${refreshTokens.expiresAt} <= now()`,
        ended: sql<boolean>`${sessions.revokedAt} is not null`,
        suspended: sql<boolean>`${accounts.suspendedAt} is not null`,
        account: { id: accounts.id, username: accounts.username, role: accounts.role },
      })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .innerJoin(accounts, eq(accounts.id, refreshTokens.accountId))
      .where(eq(refreshTokens.tokenHash, hashOpaqueToken(refreshToken)))
      // Two refreshes with one token queue here; the second sees it used and counts as reuse.
      .for('update', { of: refreshTokens });
    if (!row || row.account.role !== role) return { error: accountMessages.invalidRefreshToken };
    // Before the session's own state: suspending may also end it, and this says why.
    if (row.suspended) return { error: moderationMessages.accountSuspended };
    if (row.ended) return { error: accountMessages.endedSession };
    if (row.used) {
      await endSession({ db: tx, accountId: row.account.id, sessionId: row.sessionId });
      return { error: accountMessages.reusedRefreshToken };
    }
    if (row.expired) return { error: accountMessages.expiredRefreshToken };

    await tx
      .update(refreshTokens)
      .set({ usedAt: sql`now()` })
      .where(eq(refreshTokens.id, row.id));
    await tx
      .update(sessions)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(sessions.id, row.sessionId));
    const next = await issueRefreshToken({
      db: tx,
      accountId: row.account.id,
      sessionId: row.sessionId,
      ttlSeconds: settings.refreshTtlSeconds,
    });
    return { account: row.account, sessionId: row.sessionId, refreshToken: next };
  });
  // Thrown only now, so ending the session above is committed rather than rolled back. 403, not
  // 401: a client that refreshes on every 401 must not refresh again on its refresh's own failure.
  if ('error' in outcome) throw forbidden(outcome.error);

  const accessToken = await signSessionAccessToken(outcome.account, outcome.sessionId, settings);
  return { accessToken, refreshToken: outcome.refreshToken };
}
