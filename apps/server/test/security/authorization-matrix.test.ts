import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helper';
import { buildWorld } from './fixture-world';
import {
  actorOf,
  authorizationOf,
  expectedStatus,
  holdsValidToken,
  IDENTITIES,
} from './identities';
import { ROWS } from './matrix-rows';
import type { Case, Scene, World } from './matrix-types';
import { documentedAuth, documentedOperations } from './openapi-operations';

let ctx: TestContext;
let world: World;
beforeAll(async () => {
  // Limits would turn the many calls of one address into 429s; their own tests cover them.
  ctx = await buildTestApp({
    LOGIN_RATE_LIMIT: 100_000,
    REGISTRATION_RATE_LIMIT: 100_000,
    UPLOAD_RATE_LIMIT: 100_000,
  });
  world = await buildWorld(ctx);
});
afterAll(() => ctx?.close());

describe('the table and the OpenAPI document', () => {
  const tabled = () => [...new Set(ROWS.map((row) => row.operation))].sort();

  it('has a row for every documented operation', () => {
    const documented = documentedOperations(ctx.app);
    expect(documented.length).toBeGreaterThan(0);
    expect(documented.filter((operation) => !tabled().includes(operation))).toEqual([]);
  });

  it('has no row for an operation the document lacks', () => {
    const documented = documentedOperations(ctx.app);
    expect(tabled().filter((operation) => !documented.includes(operation))).toEqual([]);
  });

  // Clients and the docs page decide whether to send a token from the document: it must agree with the table.
  it('declares bearerAuth on exactly the operations the table signs in for', () => {
    const documented = documentedAuth(ctx.app);
    const mismatches = ROWS.filter(
      (row) =>
        documented.get(row.operation) !==
        (row.access === 'public' || row.withoutToken !== undefined ? 'none' : 'bearer'),
    ).map(
      (row) => `${row.operation}: table ${row.access}, document ${documented.get(row.operation)}`,
    );
    expect(mismatches).toEqual([]);
  });
});

const title = (row: Case) =>
  `${row.operation}${row.label ? ` [${row.label}]` : ''} — ${row.access === 'public' || row.access === 'admin' ? row.access : `${row.access} ${row.role}`}`;

// A plain loop, not describe.each: its titles would cut the operation names short.
for (const row of ROWS) {
  describe(title(row), () => {
    const cells = IDENTITIES.map((identity) => [identity, expectedStatus(row, identity)] as const);
    it.each(cells)('%s → %i', async (identity, expected) => {
      const scene: Scene = { owner: world.accounts[row.role].a, other: world.accounts[row.role].b };
      Object.assign(scene, await row.prepare?.(world, scene.owner));
      const spec = row.request(scene, actorOf(identity, scene, world, row.role), world);
      const authorization = await authorizationOf(identity, scene, world, row.role);
      const refused = expected >= 400;
      // A refused call, and a call the row lets through without a valid token, change nothing.
      const inert =
        refused ||
        (row.access !== 'public' && row.withoutToken !== undefined && !holdsValidToken(identity));
      const before = inert ? await row.state?.(world, scene) : undefined;

      const response = await world.app.inject({
        ...spec,
        headers: { ...spec.headers, ...(authorization ? { authorization } : {}) },
      });

      expect(response.statusCode, `${spec.method} ${spec.url} → ${response.body}`).toBe(expected);
      if (refused) {
        expect(response.json()).toMatchObject({ message: expect.any(String) });
      }
      if (inert && row.state)
        expect(
          await row.state(world, scene),
          'a call that may not act changed the resource',
        ).toEqual(before);
      if (identity === 'otherOwner' || (identity === 'otherRole' && row.access === 'signedIn'))
        row.otherSees?.(response, scene, world);
    });
  });
}
