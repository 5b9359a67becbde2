import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SAVED_SEARCHES } from '../../src/services/saved-searches/saved-searches';
import { savedSearches } from '../../src/db/schema';
import { createAccount, type CreatedAccount } from '../factories';
import { postJob } from '../factories-jobs';
import { bearer, buildTestApp, type TestContext } from '../helper';

let ctx: TestContext;
let candidate: CreatedAccount;
let otherCandidate: CreatedAccount;
let recruiter: CreatedAccount;
beforeAll(async () => {
  ctx = await buildTestApp();
  [candidate, otherCandidate, recruiter] = await Promise.all([
    createAccount(ctx.app.db, ctx.config, 'candidate'),
    createAccount(ctx.app.db, ctx.config, 'candidate'),
    createAccount(ctx.app.db, ctx.config, 'recruiter'),
  ]);
});
afterAll(() => ctx.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  account?: CreatedAccount,
  payload?: object,
) => ctx.app.inject({ method, url, headers: account ? bearer(account.accessToken) : {}, payload });
const save = (account: CreatedAccount, payload: object) =>
  call('POST', '/api/saved-searches', account, payload);

describe('saving a search', () => {
  it('keeps the query normalised: lists split, sorted and distinct, paging, sort and username dropped', async () => {
    const response = await save(candidate, {
      name: '  Remote React  ',
      query:
        '?q=react&work_environment=Remote,Hybrid&work_environment=Remote&sort=newest&page=3&pageSize=50&username=someone&minCTC=50000&fresher=true',
      frequency: 'instant',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Remote React',
      query: 'q=react&work_environment=Hybrid&work_environment=Remote&fresher=true&minCTC=50000',
      frequency: 'instant',
      createdAt: expect.any(String),
    });
  });

  it('lists your own, newest first, and nobody else’s', async () => {
    const first = (
      await save(otherCandidate, { name: 'One', query: 'q=python', frequency: 'daily' })
    ).json();
    const second = (
      await save(otherCandidate, { name: 'Two', query: 'location=Berlin', frequency: 'instant' })
    ).json();
    const list = await call('GET', '/api/saved-searches', otherCandidate);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([second, first]);
    expect(
      (await call('GET', '/api/saved-searches', candidate))
        .json()
        .map((search: { id: string }) => search.id),
    ).not.toContain(first.id);
  });

  it('refuses an invalid search with the search schema’s message', async () => {
    const response = await save(candidate, {
      name: 'Bad',
      query: 'work_environment=Moon',
      frequency: 'instant',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('work_environment must be one of Remote, Hybrid, On-site');
    expect(response.json().errors[0]).toMatchObject({ path: 'query.work_environment.0' });
    expect(
      (await save(candidate, { name: 'Bad', query: 'minCTC=-5', frequency: 'instant' })).json()
        .message,
    ).toMatch(/^minCTC must be a number/);
    expect(
      (await save(candidate, { name: '', query: 'q=x', frequency: 'instant' })).statusCode,
    ).toBe(400);
    expect(
      (await save(candidate, { name: 'x', query: 'q=x', frequency: 'weekly' })).json().message,
    ).toBe('frequency must be one of instant, daily');
  });

  it('refuses the same search twice (409, naming the first), also written differently', async () => {
    await save(candidate, {
      name: 'Go jobs',
      query: 'q=golang&skill=Go,Kubernetes',
      frequency: 'daily',
    });
    const again = await save(candidate, {
      name: 'Again',
      query: 'skill=Kubernetes&skill=Go&q=golang&page=2',
      frequency: 'instant',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'You already saved this search as "Go jobs"' });
    expect(
      (
        await save(otherCandidate, {
          name: 'Mine too',
          query: 'q=golang&skill=Go,Kubernetes',
          frequency: 'daily',
        })
      ).statusCode,
    ).toBe(201);
  });

  it('saves a misspelt word as the word the jobs page searched for, so the alert finds those jobs', async () => {
    await postJob(ctx.app, recruiter, { designation: 'Python Developer' });
    const searched = await call('GET', '/api/job/search?q=pyhton%20developer');
    expect(searched.json()).toMatchObject({ correctedQuery: 'python developer', total: 1 });

    const saved = await save(candidate, {
      name: 'Python',
      query: 'q=pyhton+developer&work_environment=Remote',
      frequency: 'instant',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().query).toBe('q=python+developer&work_environment=Remote');
    // The same search typed correctly is the same alert.
    const again = await save(candidate, {
      name: 'Again',
      query: 'q=python+developer&work_environment=Remote',
      frequency: 'daily',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'You already saved this search as "Python"' });
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} per candidate`, async () => {
    const account = await createAccount(ctx.app.db, ctx.config, 'candidate');
    await ctx.app.db.insert(savedSearches).values(
      Array.from({ length: MAX_SAVED_SEARCHES }, (_, index) => ({
        candidateId: account.id,
        name: `S${index}`,
        query: `q=word${index}`,
        frequency: 'daily' as const,
      })),
    );
    const refused = await save(account, { name: 'One more', query: 'q=extra', frequency: 'daily' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      `You can keep at most ${MAX_SAVED_SEARCHES} saved searches: delete one you no longer need first`,
    );
  });
});

describe('changing and deleting a saved search', () => {
  it('renames and changes the frequency of your own; 404 for another candidate’s, which stays as it was', async () => {
    const { id } = (
      await save(candidate, { name: 'Data', query: 'q=data', frequency: 'instant' })
    ).json();
    const renamed = await call('PATCH', `/api/saved-searches/${id}`, candidate, {
      name: 'Data jobs',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      id,
      name: 'Data jobs',
      frequency: 'instant',
      query: 'q=data',
    });
    expect(
      (await call('PATCH', `/api/saved-searches/${id}`, candidate, { frequency: 'daily' })).json(),
    ).toMatchObject({ name: 'Data jobs', frequency: 'daily' });

    const foreign = await call('PATCH', `/api/saved-searches/${id}`, otherCandidate, {
      name: 'Stolen',
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'No such saved search' });
    expect((await call('DELETE', `/api/saved-searches/${id}`, otherCandidate)).statusCode).toBe(
      404,
    );
    const mine = (await call('GET', '/api/saved-searches', candidate)).json();
    expect(mine.find((search: { id: string }) => search.id === id)).toMatchObject({
      name: 'Data jobs',
      frequency: 'daily',
    });
  });

  it('answers 400 for a bad id or body', async () => {
    const { id } = (
      await save(candidate, { name: 'Ops', query: 'q=devops', frequency: 'instant' })
    ).json();
    expect(
      (await call('PATCH', '/api/saved-searches/not-a-uuid', candidate, { name: 'x' })).statusCode,
    ).toBe(400);
    expect((await call('DELETE', '/api/saved-searches/not-a-uuid', candidate)).statusCode).toBe(
      400,
    );
    const empty = await call('PATCH', `/api/saved-searches/${id}`, candidate, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Send a name or a frequency to change');
    expect(
      (await call('PATCH', `/api/saved-searches/${id}`, candidate, { query: 'q=other' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('PATCH', `/api/saved-searches/${id}`, candidate, { frequency: 'hourly' }))
        .statusCode,
    ).toBe(400);
  });

  it('deletes your own once', async () => {
    const { id } = (
      await save(candidate, { name: 'Temp', query: 'q=temporary', frequency: 'instant' })
    ).json();
    const deleted = await call('DELETE', `/api/saved-searches/${id}`, candidate);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Saved search deleted' });
    expect((await call('DELETE', `/api/saved-searches/${id}`, candidate)).statusCode).toBe(404);
    expect(
      (await call('GET', '/api/saved-searches', candidate))
        .json()
        .map((search: { id: string }) => search.id),
    ).not.toContain(id);
  });
});

describe('access', () => {
  it('is for signed-in candidates only: 401 without a token, 403 for a recruiter', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url, payload] of [
      ['GET', '/api/saved-searches', undefined],
      ['POST', '/api/saved-searches', { name: 'x', query: 'q=x', frequency: 'daily' }],
      ['PATCH', `/api/saved-searches/${id}`, { name: 'x' }],
      ['DELETE', `/api/saved-searches/${id}`, undefined],
    ] as const) {
      expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
      const asRecruiter = await call(method, url, recruiter, payload);
      expect(asRecruiter.statusCode).toBe(403);
      expect(asRecruiter.json()).toEqual({ message: 'Only a signed-in candidate can do this' });
    }
  });
});
