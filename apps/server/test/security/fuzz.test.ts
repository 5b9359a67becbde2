import { ROLES, type Role } from '@jobhunter/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestContext } from '../helper';
import { buildWorld } from './fixture-world';
import { ALLOWED_ORIGIN } from './fuzz-auth';
import { KnownRefreshTokens } from './leak-detector';
import { exampleBodies, worldHints } from './fuzz-hints';
import { batchesFor, MULTIPART_OPERATIONS, type FuzzRequest, type Signer } from './fuzz-request';
import { send, type DeletedAccounts } from './fuzz-send';
import { deletedAccounts } from './deleted-accounts';
import { FuzzStats } from './fuzz-stats';
import { decodedBody, describeExchange, isTokenResponse, problemsOf } from './fuzz-verdict';
import type { World } from './matrix-types';
import { photoSamples, resumeSamples } from './multipart-bodies';
import { documentedOperationDetails, type DocumentedOperation } from './openapi-operations';
import { restoreWorld } from './world-upkeep';

/**
 * Property-based fuzzing of every operation in the OpenAPI document: generated paths, queries,
 * bodies and tokens, valid and hostile. Whatever is sent, the answer comes, is not a 5xx, is the
 * JSON it says it is, and shows no stack, SQL, hash or token it should not.
 * FUZZ_RUNS sets the number of cases (a case is a request, or a few sent at once), FUZZ_SEED replays
 * a run (`npm run fuzz` for a long one).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
// Chosen here rather than by fast-check, so a run that passes can be replayed too.
const SEED =
  process.env.FUZZ_SEED === undefined
    ? Math.floor(Math.random() * 2 ** 31)
    : Number(process.env.FUZZ_SEED);

let ctx: TestContext;
let world: World;
let deleted: DeletedAccounts;
let operations: DocumentedOperation[];
const stats = new FuzzStats();

beforeAll(async () => {
  // The limits would answer most of the run with 429 from one address; their own tests cover them.
  const lifted = 10_000_000;
  ctx = await buildTestApp({
    LOGIN_RATE_LIMIT: lifted,
    REGISTRATION_RATE_LIMIT: lifted,
    UPLOAD_RATE_LIMIT: lifted,
    REFRESH_RATE_LIMIT: lifted,
    // As deployed behind a proxy for a separately hosted client: forwarded headers and CORS get fuzzed too.
    TRUST_PROXY: true,
    CORS_ORIGINS: [ALLOWED_ORIGIN],
  });
  world = await buildWorld(ctx);
  deleted = await deletedAccounts(world);
  operations = documentedOperationDetails(ctx.app);
});
afterAll(async () => {
  if (stats.requests)
    console.log(
      `${stats.report(operations.map((operation) => operation.key))}\n  replay: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}`,
    );
  await ctx?.close();
});

/** Adds the refresh tokens the world holds now (restoring it starts new sessions): no answer may show one. */
function addWorldRefreshTokens(tokens: KnownRefreshTokens) {
  for (const pair of Object.values(world.accounts))
    for (const actor of Object.values(pair)) tokens.add(actor.refreshToken);
}

describe('fuzzing every documented operation', () => {
  it('knows how to build a body for every operation that takes one', () => {
    const withoutBody = operations.filter(
      ({ key, method, bodies }) =>
        ['POST', 'PUT', 'PATCH'].includes(method) &&
        !bodies['application/json'] &&
        !MULTIPART_OPERATIONS.includes(key),
    );
    // These take no body at all. A new write documented without a JSON body (another upload?) shows
    // up here: give it a body generator (MULTIPART_OPERATIONS) or add it to this list.
    expect(withoutBody.map(({ key }) => key).sort()).toEqual([
      'POST /api/admin/accounts/{role}/{username}/unsuspend',
      'POST /api/admin/jobs/{jobID}/unhide',
      'POST /api/candidate/logout-all',
      'POST /api/candidate/verify-email/resend',
      'POST /api/interviews/{id}/decline',
      'POST /api/job/deleteID/{jobID}',
      'POST /api/job/{jobID}/close',
      'POST /api/job/{jobID}/reopen',
      'POST /api/recruiter/logout-all',
      'POST /api/recruiter/verify-email/resend',
      // The token is in the query; a mail app's one-click POST carries a form body that is not read.
      'POST /api/unsubscribe/',
      'PUT /api/saved-jobs/{jobID}',
    ]);
    for (const key of MULTIPART_OPERATIONS)
      expect(operations.map((operation) => operation.key)).toContain(key);
  });

  it(
    `answers ${RUNS} generated cases without a 5xx, a hang or a leak`,
    async () => {
      const hintSet = (role?: Role, self?: string) => {
        const hints = worldHints(world, role, self);
        return { hints, examples: exampleBodies(world, hints) };
      };
      // Mostly each role's account A; now and then a deleted account whose token still verifies.
      const signers: Signer[] = ROLES.flatMap((role) => [
        { role, auth: { identity: 'owner', role }, hintSet: hintSet(role), weight: 8 },
        {
          role,
          auth: { deletedAccount: role },
          hintSet: hintSet(role, deleted[role].username),
          weight: 1,
        },
      ]);
      const files = { photos: await photoSamples(), resumes: resumeSamples() };
      const context = { hostile: hintSet(), signers, files };
      const batches = batchesFor(operations, context);
      // Every refresh token the world holds or an answer handed out.
      const refreshTokens = new KnownRefreshTokens();
      addWorldRefreshTokens(refreshTokens);
      stats.start();

      const check = async (request: FuzzRequest) => {
        const sent = performance.now();
        const response = await send(world, deleted, request);
        stats.record(request.operation, response.statusCode, performance.now() - sent);
        const problems = problemsOf(request, response, refreshTokens);
        if (problems.length)
          throw new Error(`${problems.join('\n')}\n${describeExchange(request, response)}`);
        if (isTokenResponse(request, response))
          refreshTokens.add(JSON.parse(decodedBody(response)).refreshToken);
        return response.statusCode < 300 && request.method !== 'GET';
      };
      const property = fc.asyncProperty(batches, async (batch: FuzzRequest[]) => {
        stats.cases += 1;
        // All of a batch is sent at once; all are answered before a failure is reported.
        const outcomes = await Promise.allSettled(batch.map(check));
        const failed = outcomes.find((outcome) => outcome.status === 'rejected');
        if (failed) throw failed.reason;
        const changed = outcomes.map((outcome) => outcome.status === 'fulfilled' && outcome.value);
        if (changed.some(Boolean) && (await restoreWorld(world)).length) {
          const writes = batch
            .filter((_request, index) => changed[index])
            .map((request) => request.operation);
          stats.restoredAfter([...new Set(writes)].join(' + '));
          addWorldRefreshTokens(refreshTokens);
        }
      });
      await fc.assert(property, { numRuns: RUNS, seed: SEED, endOnFailure: false });
    },
    // No wall-clock budget of its own: only the per-request hang guard judges speed.
    RUNS * 1_000 + 120_000,
  );

  it("leaves the world's accounts able to sign in, their jobs readable and the CV there", async () => {
    await restoreWorld(world);
    const tokens = new Map<string, string>();
    for (const pair of Object.values(world.accounts)) {
      for (const actor of Object.values(pair)) {
        const login = await world.app.inject({
          method: 'POST',
          url: `/api/${actor.role}/login`,
          payload: { username: actor.username, password: actor.password },
          // An address of its own: the fuzzer's wrong passwords slowed down 127.0.0.1, as they should.
          remoteAddress: '203.0.113.77',
        });
        expect(login.statusCode, login.body).toBe(200);
        tokens.set(actor.username, login.json().accessToken);
      }
    }
    // A fresh login's token: a fuzzed request may have ended the world's own session of it.
    const candidate = world.accounts.candidate.a;
    const resume = await world.app.inject({
      method: 'GET',
      url: '/api/candidate/resume',
      headers: bearer(tokens.get(candidate.username)!),
    });
    // Fuzzed uploads may have replaced it (so another name), but never left the candidate without one.
    expect(resume.statusCode, resume.body).toBe(200);
    for (const jobID of [world.appliedJob, world.openJob]) {
      const job = await world.app.inject({
        method: 'GET',
        url: `/api/job/fetchIndividualJob/${jobID}`,
      });
      expect(job.statusCode, job.body).toBe(200);
    }
  });
});
