import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema';
import { createAccount, type CreatedAccount } from '../factories';
import { jobInput, postJob, uniqueJobId } from '../factories-jobs';
import { bearer, buildTestApp, type TestContext } from '../helper';

let ctx: TestContext;
let recruiter: CreatedAccount;
beforeAll(async () => {
  ctx = await buildTestApp({ LOGIN_RATE_LIMIT: 1000 });
  recruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter');
});
afterAll(() => ctx.close());

const NUL_MESSAGE = 'Text must not contain the NUL character (U+0000)';

// PostgreSQL cannot store U+0000 in text: every route refuses it up front, wherever it appears.
describe('a NUL character anywhere in the input is a 400, and nothing is written', () => {
  it.each([
    ['a path', { method: 'GET', url: '/api/candidate/fetch/ab%00cd' }, 'params.username'],
    ['a query', { method: 'GET', url: '/api/job/search?skill=a%00b' }, 'query.skill'],
    ['a streamed list', { method: 'GET', url: '/api/job/fetch?username=%00' }, 'query.username'],
    [
      'a login body',
      {
        method: 'POST',
        url: '/api/recruiter/login',
        payload: { username: 'a\u0000b', password: 'x' },
      },
      'body.username',
    ],
    [
      'a key of a body',
      {
        method: 'POST',
        url: '/api/candidate/username/check',
        payload: { 'user\u0000name': 'abc' },
      },
      'body.user\u0000name',
    ],
  ] as const)('in %s', async (_where, request, path) => {
    const response = await ctx.app.inject(request);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: NUL_MESSAGE,
      errors: [{ path, message: NUL_MESSAGE }],
    });
  });

  it('in a text field of a job being posted, deep in a list too', async () => {
    for (const overrides of [
      { perks_and_benefits: 'ab\u0000cd' },
      { skills_required: ['Go', 'Ru\u0000st'] },
    ]) {
      const jobID = uniqueJobId();
      await ctx.app.inject({
        method: 'POST',
        url: '/api/job/createID',
        headers: bearer(recruiter.accessToken),
        payload: { username: recruiter.username, jobID },
      });
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/job/create',
        headers: bearer(recruiter.accessToken),
        payload: jobInput({ jobID, ...overrides }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(NUL_MESSAGE);
    }
    expect(await ctx.app.db.$count(jobs)).toBe(0);
  });
});

// JSON.parse takes any depth within the 1 MB body limit; a recursive walk over it ran out of stack (a 500).
describe('a body nested deeper than a call stack goes is answered, not a 500', () => {
  const depth = 100_000;
  it.each([
    [
      'arrays',
      '['.repeat(depth) + ']'.repeat(depth),
      'Invalid input: expected object, received array',
    ],
    ['objects', '{"a":'.repeat(depth) + '1' + '}'.repeat(depth), 'Username is required'],
    [
      'objects with a NUL at the bottom',
      '{"a":'.repeat(depth) + '"\\u0000"' + '}'.repeat(depth),
      NUL_MESSAGE,
    ],
  ])('%s', async (_shape, payload, message) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/candidate/username/check',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

// An unpaired surrogate (valid in JSON text, \udc27) has no UTF-8 form, so no database can store it.
describe('an unpaired surrogate in JSON text is a 400, while real astral characters are stored', () => {
  const LONE_SURROGATE_MESSAGE =
    'Text must be valid Unicode: it holds an unpaired surrogate (U+D800 to U+DFFF)';
  const login = (rawUsername: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/candidate/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"username":"${rawUsername}","password":"secret"}`,
    });

  it.each([
    ['a low surrogate after a non-ASCII letter', '\u00e9\\udc27'],
    ['a high surrogate at the end', 'abc\\ud83d'],
    ['two low surrogates', '\\ude00\\ude00'],
  ])('%s', async (_case, rawUsername) => {
    const response = await login(rawUsername);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: LONE_SURROGATE_MESSAGE,
      errors: [{ path: 'body.username', message: LONE_SURROGATE_MESSAGE }],
    });
  });

  it('a paired surrogate (an emoji) is ordinary text', async () => {
    const response = await login('\\ud83d\\ude00');
    expect(response.statusCode).toBe(404);
  });
});

describe('numbers past what the columns hold are a 400 with a clear message', () => {
  it.each([
    ['minCTC=2147483648', 'minCTC must be a number from 0 to 1000000000'],
    ['minCTC=1e300', 'minCTC must be a number from 0 to 1000000000'],
    ['minCTC=Infinity', 'minCTC must be a number from 0 to 1000000000'],
    ['minCTC=-1', 'minCTC must be a number from 0 to 1000000000'],
    ['maxExperienceYears=178956971', 'maxExperienceYears must be a number from 0 to 100'],
    ['maxExperienceYears=NaN', 'maxExperienceYears must be a number from 0 to 100'],
  ])('GET /api/job/search?%s', async (query, message) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/job/search?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('still filters by the largest amounts allowed', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/job/search?minCTC=1000000000&maxExperienceYears=100',
    });
    expect(response.statusCode).toBe(200);
  });

  it.each(['limit=0', 'limit=1001', 'offset=-1', 'offset=1e300', 'limit=abc'])(
    'GET /api/job/fetch?%s',
    async (query) => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/job/fetch?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^(limit|offset) must be a whole number from/);
    },
  );
});

describe('GET /api/job/fetch is one bounded page', () => {
  it('answers newest first, limit and offset paging through', async () => {
    const posted = [];
    for (let index = 0; index < 3; index += 1) posted.push(await postJob(ctx.app, recruiter));
    const page = async (query: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/job/fetch?${query}` }))
        .json()
        .map((job: { jobID: string }) => job.jobID);
    const all = await page('');
    expect(all.slice(0, 3)).toEqual([...posted].reverse());
    expect(await page('limit=2')).toEqual(all.slice(0, 2));
    expect(await page('limit=2&offset=2')).toEqual(all.slice(2, 4));
  });
});
