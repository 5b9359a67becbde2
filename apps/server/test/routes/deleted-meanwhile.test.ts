import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type CreatedAccount } from '../factories';
import { jobInput, postJob, uniqueJobId } from '../factories-jobs';
import { bearer, buildTestApp, type TestContext } from '../helper';

/**
 * A row a write refers to can be deleted between the service's check and its insert: an account
 * deleted while its owner logs in, a job deleted while someone applies. The fuzz test's concurrent
 * batches found these as 500s (a foreign-key violation). Here triggers delete the row right before
 * the insert, so the race happens every time, on both databases.
 */
let ctx: TestContext;
let recruiter: CreatedAccount;
let candidate: CreatedAccount;
/** Accounts the triggers delete; made (and signed in) before the triggers exist. */
let racingCandidate: CreatedAccount;
let racingRecruiter: CreatedAccount;
beforeAll(async () => {
  ctx = await buildTestApp({ LOGIN_RATE_LIMIT: 1000 });
  recruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter');
  candidate = await createAccount(ctx.app.db, ctx.config, 'candidate');
  racingCandidate = await createAccount(ctx.app.db, ctx.config, 'candidate', {
    username: 'racer1',
  });
  racingRecruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter', {
    username: 'racer2',
  });
  // Only rows marked for these tests: job IDs starting with RAC, usernames starting with racer.
  const statements = [
    `create function test_delete_job_first() returns trigger language plpgsql as $$
     begin
       delete from jobs where job_id = new.job_id;
       return new;
     end $$`,
    `create trigger test_job_deleted_meanwhile before insert on applications
     for each row when (new.job_id like 'RAC%') execute function test_delete_job_first()`,
    `create trigger test_job_deleted_meanwhile before insert on saved_jobs
     for each row when (new.job_id like 'RAC%') execute function test_delete_job_first()`,
    `create function test_delete_account_first() returns trigger language plpgsql as $$
     begin
       delete from usernames where username like 'racer%' and username = (select username from accounts where id = new.account_id);
       return new;
     end $$`,
    `create trigger test_account_deleted_meanwhile before insert on refresh_tokens
     for each row execute function test_delete_account_first()`,
    `create function test_delete_recruiter_first() returns trigger language plpgsql as $$
     begin
       delete from usernames where username like 'racer%' and username = new.username;
       return new;
     end $$`,
    `create trigger test_recruiter_deleted_meanwhile before insert on jobs
     for each row when (new.job_id like 'RAC%') execute function test_delete_recruiter_first()`,
    `create function test_delete_noted_job_first() returns trigger language plpgsql as $$
     begin
       delete from jobs where job_id = (select job_id from applications where id = new.application_id);
       return new;
     end $$`,
    `create trigger test_application_deleted_meanwhile before insert on application_notes
     for each row when (new.text like 'RACE%') execute function test_delete_noted_job_first()`,
  ];
  for (const statement of statements) await ctx.app.db.execute(sql.raw(statement));
});
afterAll(() => ctx.close());

/** A job ID the triggers act on: its row goes away just before anything refers to it. */
let raced = 0;
const racedJobId = () => `RAC${String((raced += 1)).padStart(3, '0')}`;

/** A job of the (ordinary) recruiter under a RAC… ID: applying to it or saving it deletes it first. */
async function racedJob() {
  const jobID = racedJobId();
  await postJob(ctx.app, recruiter, { jobID });
  return jobID;
}

describe('a row deleted between the check and the insert is a 404, not a 500', () => {
  it('a job deleted while a candidate applies to it', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/applications/create',
      headers: bearer(candidate.accessToken),
      payload: { job: { jobID: await racedJob() } },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No such job exists' });
  });

  it('a job deleted while a candidate saves it', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/saved-jobs/${await racedJob()}`,
      headers: bearer(candidate.accessToken),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No such job exists' });
  });

  it('an account deleted while its owner logs in', async () => {
    const racer = racingCandidate;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/candidate/login',
      payload: { username: racer.username, password: racer.password },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'candidate credentials not found' });
  });

  it('a recruiter deleted while posting a job', async () => {
    const racer = racingRecruiter;
    const jobID = racedJobId();
    const reserved = await ctx.app.inject({
      method: 'POST',
      url: '/api/job/createID',
      headers: bearer(racer.accessToken),
      payload: { username: racer.username, jobID },
    });
    expect(reserved.statusCode).toBe(201);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/job/create',
      headers: bearer(racer.accessToken),
      payload: jobInput({ jobID }),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Recruiter profile not found' });
  });

  it('an application deleted (with its job) while its recruiter writes a note on it', async () => {
    const jobID = await postJob(ctx.app, recruiter, { jobID: uniqueJobId() });
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/applications/create',
          headers: bearer(candidate.accessToken),
          payload: { job: { jobID } },
        })
      ).statusCode,
    ).toBe(200);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/applications/notes',
      headers: bearer(recruiter.accessToken),
      payload: {
        jobID,
        candidateUsername: candidate.username,
        text: 'RACE: written as the job goes',
      },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'This candidate has not applied to this job' });
  });

  it('leaves ordinary rows alone', async () => {
    const jobID = await postJob(ctx.app, recruiter, { jobID: uniqueJobId() });
    const applied = await ctx.app.inject({
      method: 'POST',
      url: '/api/applications/create',
      headers: bearer(candidate.accessToken),
      payload: { job: { jobID } },
    });
    expect(applied.statusCode).toBe(200);
  });
});
