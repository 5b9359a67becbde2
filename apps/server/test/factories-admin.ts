import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../src/app';
import { accounts } from '../src/db/schema';
import { signAccessToken } from '../src/lib/access-token';
import { startSession } from '../src/services/accounts/login';
import { sessionSettingsOf } from '../src/services/accounts/session';
import { createAdmin, type AdminInput } from '../src/services/admin/create-admin';

export interface AdminAccount {
  id: string;
  username: string;
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
}

let counter = 0;

/** Admin input that passes every rule, unique within a run. */
export function adminInput(overrides: Partial<AdminInput> = {}) {
  counter += 1;
  const tag = `${counter}${randomUUID().slice(0, 6)}`;
  return {
    username: `admin.${tag}`,
    email: `admin.${tag}@example.com`,
    password: 'an-admin-password',
    ...overrides,
  };
}

/**
 * An admin made as the command line makes one, signed in with a session started as the login
 * starts one (without its argon2 check).
 */
export async function createAdminAccount(
  app: App,
  overrides: Partial<AdminInput> = {},
): Promise<AdminAccount> {
  const input = adminInput(overrides);
  const admin = await createAdmin(app.db, input);
  const tokens = await startSession(
    app.db,
    { ...admin, role: 'admin' },
    sessionSettingsOf(app.config),
  );
  return { ...admin, email: input.email, password: input.password, ...tokens };
}

/** Signs in through `POST /api/admin/login`. */
export async function adminLogin(app: App, username: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { accessToken: string; refreshToken: string };
}

/** The admin's own claims in a token of another lifetime (negative: already expired). */
export function adminToken(app: App, admin: AdminAccount, ttlSeconds: number) {
  const sessionId = String(decodeJwt(admin.accessToken).sid);
  return signAccessToken(
    { accountId: admin.id, username: admin.username, role: 'admin', sessionId },
    { secret: app.config.JWT_SECRET, ttlSeconds },
  );
}

/** Suspends the account, or lifts it, by its column alone: what the session checks read. */
export async function setSuspended(app: App, accountId: string, suspended: boolean) {
  await app.db
    .update(accounts)
    .set(
      suspended
        ? { suspendedAt: new Date(), suspendedReason: 'Set by a test' }
        : { suspendedAt: null, suspendedReason: null },
    )
    .where(eq(accounts.id, accountId));
}
