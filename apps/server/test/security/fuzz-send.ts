import type { Role } from '@jobhunter/shared';
import type { LightMyRequestResponse } from 'fastify';
import type { FuzzRequest } from './fuzz-request';
import { authorizationOf } from './identities';
import type { Actor, World } from './matrix-types';

/** Generous: a real answer takes milliseconds; only a request that never ends gets near it. */
export const HANG_LIMIT_MS = 10_000;

/** Accounts the fuzzer deleted on purpose, whose tokens it keeps using (deleted-accounts.ts). */
export type DeletedAccounts = Record<Role, Actor>;

/** The request's Authorization header, with the world's current tokens. */
async function authorizationFor(
  request: FuzzRequest,
  world: World,
  deleted: DeletedAccounts,
): Promise<string | undefined> {
  const { auth } = request;
  if (!auth) return undefined;
  if ('header' in auth) return auth.header;
  if ('deletedAccount' in auth) return `Bearer ${deleted[auth.deletedAccount].accessToken}`;
  const scene = { owner: world.accounts[auth.role].a, other: world.accounts[auth.role].b };
  return authorizationOf(auth.identity, scene, world, auth.role);
}

/** Sends the request through the real app; rejects when no answer comes within HANG_LIMIT_MS. */
export async function send(
  world: World,
  deleted: DeletedAccounts,
  request: FuzzRequest,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...request.headers };
  const authorization = await authorizationFor(request, world, deleted);
  if (authorization !== undefined) headers.authorization = authorization;
  if (request.body?.contentType !== undefined) headers['content-type'] = request.body.contentType;
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no response within ${HANG_LIMIT_MS / 1000} s`)),
      HANG_LIMIT_MS,
    );
  });
  try {
    return await Promise.race([
      world.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers,
        payload: request.body?.payload,
        ...(request.remoteAddress ? { remoteAddress: request.remoteAddress } : {}),
      }),
      hang,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
