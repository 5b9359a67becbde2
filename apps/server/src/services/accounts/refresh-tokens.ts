import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Role } from '@jobhunter/shared';
import type { Database, Executor } from '../../db/client';
import { accounts, refreshTokens } from '../../db/schema';
import { forbidden } from '../../lib/http-error';
import { accountMessages } from './messages';
import { signSessionAccessToken, type SessionSettings } from './session';

/** Only the hash is stored, so a leaked table cannot be replayed. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface IssueRefreshTokenOptions {
  db: Executor;
  accountId: string;
  familyId: string;
  ttlSeconds: number;
}

export async function issueRefreshToken({ db, accountId, familyId, ttlSeconds }: IssueRefreshTokenOptions) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    accountId,
    familyId,
    tokenHash: hashToken(token),
    expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
  });
  return token;
}

/** Ends one login: every refresh token of the family stops working. */
export async function revokeFamily(db: Executor, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export interface RotateRefreshTokenOptions {
  db: Database;
  role: Role;
  refreshToken: string;
  settings: SessionSettings;
}

/**
 * Trades a refresh token for a new pair in the same family. A token that was already used or
 * revoked means it leaked (or the session ended): the whole family is revoked, so whoever holds
 * the newest token is signed out too and must log in again.
 */
export async function rotateRefreshToken({ db, role, refreshToken, settings }: RotateRefreshTokenOptions) {
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: refreshTokens.id,
        familyId: refreshTokens.familyId,
        spent: sql<boolean>`(${refreshTokens.usedAt} is not null or ${refreshTokens.revokedAt} is not null)`,
        expired: sql<boolean>`${refreshTokens.expiresAt} <= now()`,
        account: { id: accounts.id, username: accounts.username, role: accounts.role },
      })
      .from(refreshTokens)
      .innerJoin(accounts, eq(accounts.id, refreshTokens.accountId))
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)))
      // Two refreshes with one token queue here; the second sees it used and counts as reuse.
      .for('update', { of: refreshTokens });
    if (!row || row.account.role !== role) return { error: accountMessages.invalidRefreshToken };
    if (row.spent) {
      await revokeFamily(tx, row.familyId);
      return { error: accountMessages.reusedRefreshToken };
    }
    if (row.expired) return { error: accountMessages.expiredRefreshToken };

    await tx.update(refreshTokens).set({ usedAt: sql`now()` }).where(eq(refreshTokens.id, row.id));
    const next = await issueRefreshToken({
      db: tx,
      accountId: row.account.id,
      familyId: row.familyId,
      ttlSeconds: settings.refreshTtlSeconds,
    });
    return { account: row.account, familyId: row.familyId, refreshToken: next };
  });
  // Thrown only now, so the family's revocation above is committed rather than rolled back. 403, not
  // 401: a client that refreshes on every 401 must not refresh again on its refresh's own failure.
  if ('error' in outcome) throw forbidden(outcome.error);

  const accessToken = await signSessionAccessToken(outcome.account, outcome.familyId, settings);
  return { accessToken, refreshToken: outcome.refreshToken };
}

export interface RevokeSessionOptions {
  db: Database;
  accountId: string;
  sessionId: string;
}

/** Logout: the signed-in login's refresh tokens stop working. */
export async function revokeSession({ db, accountId, sessionId }: RevokeSessionOptions) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(eq(refreshTokens.familyId, sessionId), eq(refreshTokens.accountId, accountId), isNull(refreshTokens.revokedAt)),
    );
}
