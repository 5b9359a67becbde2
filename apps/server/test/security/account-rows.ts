import type { Role } from '@jobhunter/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { accounts, passwordResetTokens, sessions } from '../../src/db/schema';
import { hashOpaqueToken, newOpaqueToken } from '../../src/lib/opaque-token';
import { profileInput } from '../factories';
import { freshAccount, freshSession, read } from './fixture-world';
import type { Actor, Case, World } from './matrix-types';

/** How many logins of the account are live; a refused logout must not end one. */
const liveSessions = (world: World, owner: Actor) =>
  world.app.db.$count(sessions, and(eq(sessions.accountId, owner.id), isNull(sessions.revokedAt)));

const passwordHashOf = async (world: World, owner: Actor) =>
  (
    await world.app.db
      .select({ hash: accounts.passwordHash })
      .from(accounts)
      .where(eq(accounts.id, owner.id))
  )[0]?.hash;

/** A username nobody holds yet (the factory's counter makes it unique). */
const newUsername = () => profileInput().username!;

/** The rows of one role's accounts API; app.ts mounts the same routes under both roles. */
export function accountRows(role: Role): Case[] {
  const base = `/api/${role}`;
  return [
    {
      operation: `POST ${base}/username/check`,
      access: 'public',
      role,
      status: 200,
      request: () => ({
        method: 'POST',
        url: `${base}/username/check`,
        payload: { username: newUsername() },
      }),
    },
    {
      operation: `POST ${base}/username/create`,
      access: 'public',
      role,
      status: 201,
      request: (scene) => ({
        method: 'POST',
        url: `${base}/username/create`,
        payload: { username: newUsername(), password: scene.owner.password },
      }),
    },
    {
      operation: `POST ${base}/create`,
      access: 'public',
      role,
      status: 201,
      // Registration needs a username reserved with the same password; each call registers its own.
      prepare: async (world) => {
        const profile = profileInput();
        const reserved = await world.app.inject({
          method: 'POST',
          url: `${base}/username/create`,
          payload: { username: profile.username, password: profile.password },
        });
        expect(reserved.statusCode, reserved.body).toBe(201);
        return { username: profile.username };
      },
      request: (scene) => ({
        method: 'POST',
        url: `${base}/create`,
        payload: profileInput({ username: scene.username }),
      }),
    },
    {
      operation: `POST ${base}/login`,
      access: 'public',
      role,
      status: 200,
      request: ({ owner }) => ({
        method: 'POST',
        url: `${base}/login`,
        payload: { username: owner.username, password: owner.password },
      }),
    },
    {
      operation: `POST ${base}/refresh-token`,
      access: 'public',
      role,
      status: 200,
      // Refresh tokens rotate: each call spends one of its own login.
      prepare: async (world, owner) => ({
        refreshToken: (await freshSession(world, owner)).refreshToken,
      }),
      request: (scene) => ({
        method: 'POST',
        url: `${base}/refresh-token`,
        payload: { refreshToken: scene.refreshToken },
      }),
    },
    {
      operation: `POST ${base}/logout`,
      access: 'self',
      role,
      status: 200,
      otherOwner: 403,
      why: 'routes/accounts: requireSelf compares body.username with the token',
      // Already signed out (no token, or one that does not verify): 200, and nothing ends.
      withoutToken: 200,
      // Logout ends a login: each call ends one of its own, never the world's.
      prepare: async (world, owner) => ({ owner: await freshSession(world, owner) }),
      request: ({ owner }) => ({
        method: 'POST',
        url: `${base}/logout`,
        payload: { username: owner.username },
      }),
      state: (world, { owner }) => liveSessions(world, owner),
    },
    {
      operation: `GET ${base}/dashboard`,
      access: 'role',
      role,
      status: 200,
      request: () => ({ method: 'GET', url: `${base}/dashboard` }),
      otherSees: (response, { other }) => expect(response.json().username).toBe(other.username),
    },
    {
      operation: `GET ${base}/fetch/{username}`,
      access: 'public',
      role,
      status: 200,
      request: ({ owner }) => ({ method: 'GET', url: `${base}/fetch/${owner.username}` }),
    },
    {
      operation: `GET ${base}/fetchAll`,
      access: 'public',
      role,
      status: 200,
      request: () => ({ method: 'GET', url: `${base}/fetchAll` }),
    },
    {
      operation: `PATCH ${base}/profile`,
      access: 'role',
      role,
      status: 200,
      request: () => ({
        method: 'PATCH',
        url: `${base}/profile`,
        payload: { one_liner_intro: 'Edited by the matrix' },
      }),
      state: async (world, { owner }) =>
        (await read(world, `${base}/fetch/${owner.username}`)).json().one_liner_intro,
      otherSees: (response, { other }) => expect(response.json().username).toBe(other.username),
    },
    {
      operation: `PUT ${base}/password`,
      access: 'role',
      role,
      status: 200,
      // Each account changes its own password: fresh accounts, so the world's logins and passwords stay as they are.
      prepare: async (world) => ({
        owner: await freshAccount(world, role),
        other: await freshAccount(world, role),
      }),
      request: ({ owner }) => ({
        method: 'PUT',
        url: `${base}/password`,
        payload: { currentPassword: owner.password, newPassword: 'another-long-password' },
      }),
      state: (world, { owner }) => passwordHashOf(world, owner),
    },
    {
      operation: `POST ${base}/logout-all`,
      access: 'role',
      role,
      status: 200,
      // Ends every login of the caller: fresh accounts, never the world's.
      prepare: async (world) => ({
        owner: await freshAccount(world, role),
        other: await freshAccount(world, role),
      }),
      request: () => ({ method: 'POST', url: `${base}/logout-all` }),
      state: (world, { owner }) => liveSessions(world, owner),
    },
    {
      operation: `GET ${base}/export`,
      access: 'role',
      role,
      status: 200,
      request: () => ({ method: 'GET', url: `${base}/export` }),
      otherSees: (response, { other }) =>
        expect(response.json().profile.username).toBe(other.username),
    },
    {
      operation: `POST ${base}/password-reset`,
      access: 'public',
      role,
      status: 202,
      request: ({ owner }) => ({
        method: 'POST',
        url: `${base}/password-reset`,
        payload: { email: owner.profile.email },
      }),
    },
    {
      operation: `POST ${base}/password-reset/confirm`,
      access: 'public',
      role,
      status: 200,
      // A reset ends every login of the account: each call resets a fresh account with a link of its own.
      prepare: async (world) => {
        const owner = await freshAccount(world, role);
        const resetToken = newOpaqueToken();
        await world.app.db.insert(passwordResetTokens).values({
          accountId: owner.id,
          tokenHash: hashOpaqueToken(resetToken),
          expiresAt: sql`now() + interval '30 minutes'`,
        });
        return { owner, resetToken };
      },
      request: ({ resetToken }) => ({
        method: 'POST',
        url: `${base}/password-reset/confirm`,
        payload: { token: resetToken, newPassword: 'another-long-password' },
      }),
    },
    {
      operation: `DELETE ${base}/delete/{username}`,
      access: 'self',
      role,
      status: 200,
      otherOwner: 403,
      why: 'routes/accounts: requireSelf compares the username in the path with the token',
      // Each call deletes an account of its own.
      prepare: async (world) => ({ owner: await freshAccount(world, role) }),
      request: ({ owner }) => ({ method: 'DELETE', url: `${base}/delete/${owner.username}` }),
      state: async (world, { owner }) =>
        (await read(world, `${base}/fetch/${owner.username}`)).statusCode,
    },
  ];
}
