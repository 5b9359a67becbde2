import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type CreatedAccount } from '../factories';
import { craftToken, ROLES_UNDER_TEST } from '../factories-accounts';
import { postJob } from '../factories-jobs';
import { bearer, buildTestApp, type TestContext } from '../helper';

let ctx: TestContext;
let recruiter: CreatedAccount;
let candidate: CreatedAccount;
let jobID: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  recruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter', {
    email: 'poster.private@example.com',
  });
  candidate = await createAccount(ctx.app.db, ctx.config, 'candidate');
  jobID = await postJob(ctx.app, recruiter, { designation: 'Privacy Officer' });
});
afterAll(() => ctx.close());

/** A token that was valid until its login ended. */
async function endedToken(role: 'candidate' | 'recruiter') {
  const account = await createAccount(ctx.app.db, ctx.config, role);
  const logout = await ctx.app.inject({
    method: 'POST',
    url: `/api/${role}/logout`,
    headers: bearer(account.accessToken),
    payload: { username: account.username },
  });
  expect(logout.statusCode).toBe(200);
  return account.accessToken;
}

/** Headers a signed-out visitor might send: none, garbage, a forged or an ended token. All count as signed out. */
async function signedOutHeaders(): Promise<Record<string, string>[]> {
  return [
    {},
    bearer('not.a.token'),
    bearer(
      await craftToken(
        { role: 'candidate', accountId: candidate.id },
        'another-secret-that-is-at-least-32-characters',
      ),
    ),
    bearer(await endedToken('candidate')),
  ];
}

describe.each(ROLES_UNDER_TEST)('GET /api/%s/fetch/{username}', (role) => {
  const fetchProfile = (username: string, headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: `/api/${role}/fetch/${username}`, headers });

  it('leaves out email and number for a signed-out visitor, and never fails on a bad token', async () => {
    const owner = role === 'candidate' ? candidate : recruiter;
    for (const headers of await signedOutHeaders()) {
      const response = await fetchProfile(owner.username, headers);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).not.toHaveProperty('email');
      expect(body).not.toHaveProperty('number');
      expect(body).toMatchObject({
        username: owner.username,
        firstName: owner.profile.firstName,
        current_job: owner.profile.current_job,
      });
    }
  });

  it('shows them with a valid token of any account, of either role', async () => {
    const owner = role === 'candidate' ? candidate : recruiter;
    for (const viewer of [
      candidate,
      recruiter,
      await createAccount(ctx.app.db, ctx.config, role),
    ]) {
      const response = await fetchProfile(owner.username, bearer(viewer.accessToken));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        email: owner.profile.email,
        number: owner.profile.number,
      });
    }
  });
});

describe('job reads', () => {
  type JobSeen = { jobID: string; email: string };
  const reads = () => [
    {
      name: 'fetchIndividualJob',
      url: `/api/job/fetchIndividualJob/${jobID}`,
      jobOf: (body: JobSeen) => body,
    },
    {
      name: 'fetch',
      url: '/api/job/fetch',
      jobOf: (body: JobSeen[]) => body.find((job) => job.jobID === jobID),
    },
    {
      name: 'search',
      url: '/api/job/search?q=Privacy%20Officer',
      jobOf: (body: { items: JobSeen[] }) => body.items.find((job) => job.jobID === jobID),
    },
  ];

  it('blank the poster’s email for signed-out visitors and show it with a valid token, whatever was cached first', async () => {
    for (const read of reads()) {
      const emailSeen = async (headers: Record<string, string>) => {
        const response = await ctx.app.inject({ method: 'GET', url: read.url, headers });
        expect(response.statusCode, `${read.name}: ${response.body}`).toBe(200);
        return read.jobOf(response.json())?.email;
      };
      // Signed in first (fills the cache with the full job), then signed out, then signed in again.
      expect(await emailSeen(bearer(candidate.accessToken)), read.name).toBe(
        'poster.private@example.com',
      );
      for (const headers of await signedOutHeaders())
        expect(await emailSeen(headers), read.name).toBe('');
      expect(await emailSeen(bearer(recruiter.accessToken)), read.name).toBe(
        'poster.private@example.com',
      );
    }
  });
});
