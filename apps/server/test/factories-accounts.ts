import { randomUUID } from 'node:crypto';
import type { ProfileInput, Role } from '@jobhunter/shared';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../src/app';
import { accounts } from '../src/db/schema';
import { signAccessToken, type AccessTokenClaims } from '../src/lib/access-token';
import { profileInput, type AccountFactoryOptions } from './factories';

export const ROLES_UNDER_TEST = ['candidate', 'recruiter'] as const satisfies readonly Role[];

export interface RegisteredAccount {
  role: Role;
  username: string;
  password: string;
  profile: ProfileInput;
}

/**
 * Reserve then create, as the registration wizard does. The address is then marked confirmed
 * unless asked otherwise (its verification email is still sent).
 */
export async function registerViaApi(
  app: App,
  role: Role,
  overrides: Partial<ProfileInput> = {},
  { emailVerified = true }: AccountFactoryOptions = {},
): Promise<RegisteredAccount> {
  const profile = profileInput(overrides);
  const reserve = await app.inject({
    method: 'POST',
    url: `/api/${role}/username/create`,
    payload: { username: profile.username, password: profile.password },
  });
  expect(reserve.statusCode, reserve.body).toBe(201);
  const create = await app.inject({ method: 'POST', url: `/api/${role}/create`, payload: profile });
  expect(create.statusCode, create.body).toBe(201);
  if (emailVerified)
    await app.db
      .update(accounts)
      .set({ emailVerifiedAt: new Date() })
      .where(and(eq(accounts.role, role), eq(accounts.username, profile.username!)));
  return { role, username: profile.username!, password: profile.password!, profile };
}

export interface LoggedIn {
  accessToken: string;
  refreshToken: string;
  account: { id: string; photo: string; username: string };
}

export async function loginViaApi(
  app: App,
  role: Role,
  username: string,
  password: string,
): Promise<LoggedIn> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/${role}/login`,
    payload: { username, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  return { accessToken: body.accessToken, refreshToken: body.refreshToken, account: body[role] };
}

/** Registered and signed in: what most tests of signed-in calls start from. */
export async function signedInAccount(
  app: App,
  role: Role,
  overrides: Partial<ProfileInput> = {},
  options: AccountFactoryOptions = {},
) {
  const account = await registerViaApi(app, role, overrides, options);
  const session = await loginViaApi(app, role, account.username, account.password);
  return { ...account, ...session };
}

/** A well-formed access token with any claims, signed with any secret and lifetime. */
export function craftToken(
  claims: Partial<AccessTokenClaims> & { role: Role },
  secret: string,
  ttlSeconds = 900,
) {
  return signAccessToken(
    { accountId: randomUUID(), username: 'nobody', sessionId: randomUUID(), ...claims },
    { secret, ttlSeconds },
  );
}

/** Fails when any key of the body, however deep, names a password or a hash. */
export function expectNoSecrets(body: unknown) {
  const keys: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        keys.push(key);
        walk(inner);
      }
    }
  };
  walk(body);
  expect(keys.filter((key) => /password|hash/i.test(key))).toEqual([]);
}
