import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobInvitations } from '../../src/db/schema';
import { bulkJobs } from '../factories-bulk-jobs';
import { createAccount, type CreatedAccount } from '../factories';
import { createAdminAccount } from '../factories-admin';
import { addMember, createCompany } from '../factories-companies';
import { postJob } from '../factories-jobs';
import { bearer, buildTestApp, type TestContext } from '../helper';

let ctx: TestContext;
let candidate: CreatedAccount;
beforeAll(async () => {
  ctx = await buildTestApp();
  candidate = await createAccount(ctx.app.db, ctx.config, 'candidate');
});
afterAll(() => ctx.close());

const newRecruiter = () => createAccount(ctx.app.db, ctx.config, 'recruiter');
const invite = (who: { accessToken: string } | null, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/candidate/invitations',
    headers: who ? bearer(who.accessToken) : {},
    payload,
  });
const storedInvitations = (jobID: string) =>
  ctx.app.db.select().from(jobInvitations).where(eq(jobInvitations.jobId, jobID));

describe('who may invite', () => {
  it("lets the job's company owners and recruiters invite, and refuses a viewer and other companies with 403", async () => {
    const [owner, poster, colleague, viewer, outsider] = await Promise.all(
      [1, 2, 3, 4, 5].map(newRecruiter),
    );
    const company = await createCompany(ctx.app.db, { owner });
    await addMember(ctx.app.db, { company, account: poster, role: 'recruiter' });
    await addMember(ctx.app.db, { company, account: colleague, role: 'recruiter' });
    await addMember(ctx.app.db, { company, account: viewer, role: 'viewer' });
    await createCompany(ctx.app.db, { owner: outsider });
    const loner = await newRecruiter();
    const jobs = await Promise.all([1, 2, 3].map(() => postJob(ctx.app, poster)));

    for (const stranger of [viewer, outsider, loner]) {
      const reply = await invite(stranger, { username: candidate.username, jobID: jobs[0] });
      expect(reply.statusCode, reply.body).toBe(403);
      expect(reply.json().message).toBe('Only the recruiter who posted this job can do this');
    }
    expect(await storedInvitations(jobs[0])).toEqual([]);

    for (const [index, member] of [poster, colleague, owner].entries()) {
      const reply = await invite(member, { username: candidate.username, jobID: jobs[index] });
      expect(reply.statusCode, reply.body).toBe(201);
      expect((await storedInvitations(jobs[index]))[0].invitedBy).toBe(member.id);
    }
  });

  it('lets one of two colleagues inviting the same candidate to the same job at once in', async () => {
    const [owner, colleague] = await Promise.all([newRecruiter(), newRecruiter()]);
    const company = await createCompany(ctx.app.db, { owner });
    await addMember(ctx.app.db, { company, account: colleague, role: 'recruiter' });
    const jobID = await postJob(ctx.app, owner);
    const replies = await Promise.all(
      [owner, colleague].map((member) => invite(member, { username: candidate.username, jobID })),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 409]);
    expect(replies.find((reply) => reply.statusCode === 409)!.json().message).toBe(
      'You already invited them to this job',
    );
    expect(await storedInvitations(jobID)).toHaveLength(1);
  });

  it('is for recruiters: 401 signed out, 403 a candidate or an admin', async () => {
    const recruiter = await newRecruiter();
    const jobID = await postJob(ctx.app, recruiter);
    const payload = { username: candidate.username, jobID };
    expect((await invite(null, payload)).statusCode).toBe(401);
    const other = await createAccount(ctx.app.db, ctx.config, 'candidate');
    expect((await invite(other, payload)).statusCode).toBe(403);
    expect((await invite(await createAdminAccount(ctx.app), payload)).statusCode).toBe(403);
    expect(await storedInvitations(jobID)).toEqual([]);
  });
});

describe('the hourly limit', () => {
  it('takes 30 invitations an hour from one recruiter, then 429 with Retry-After; others are not held back', async () => {
    const busy = await newRecruiter();
    await bulkJobs(ctx.app.db, busy, 'QX')(31);
    const jobIds = Array.from(
      { length: 31 },
      (_, index) => `QXA${String(index + 1).padStart(3, '0')}`,
    );
    for (const jobID of jobIds.slice(0, 30))
      expect((await invite(busy, { username: candidate.username, jobID })).statusCode).toBe(201);
    const over = await invite(busy, { username: candidate.username, jobID: jobIds[30] });
    expect(over.statusCode, over.body).toBe(429);
    expect(over.json().message).toBe(
      'You sent too many invitations in the last hour; try again later',
    );
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedInvitations(jobIds[30])).toEqual([]);

    const calm = await newRecruiter();
    const jobID = await postJob(ctx.app, calm);
    expect((await invite(calm, { username: candidate.username, jobID })).statusCode).toBe(201);
  });

  it('counts only the last hour', async () => {
    const recruiter = await newRecruiter();
    await bulkJobs(ctx.app.db, recruiter, 'QY')(31);
    const other = await createAccount(ctx.app.db, ctx.config, 'candidate');
    // Thirty sent two hours ago: they no longer count.
    await ctx.app.db.insert(jobInvitations).values(
      Array.from({ length: 30 }, (_, index) => ({
        jobId: `QYA${String(index + 1).padStart(3, '0')}`,
        candidateId: other.id,
        invitedBy: recruiter.id,
        createdAt: new Date(Date.now() - 2 * 3_600_000),
      })),
    );
    const reply = await invite(recruiter, { username: candidate.username, jobID: 'QYA031' });
    expect(reply.statusCode, reply.body).toBe(201);
  });
});
