import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailJob } from '../../src/services/notifications/mail-job';
import { alertMatches, emailOptOuts, jobs, notifications } from '../../src/db/schema';
import { sendDailyDigests } from '../../src/services/job-alerts/daily-digest';
import { matchNewJobs } from '../../src/services/job-alerts/match-new-jobs';
import { createAccount, type CreatedAccount } from '../factories';
import { apply, postJob } from '../factories-jobs';
import { bearer, buildTestApp, type TestContext } from '../helper';

let ctx: TestContext;
let recruiter: CreatedAccount;
beforeAll(async () => {
  ctx = await buildTestApp();
  recruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter');
});
afterAll(() => ctx.close());

/** Every posted or reopened job matched (mail stays queued: no mail worker runs here). */
const alertsSettled = () => ctx.app.queue.settled(30_000, ['jobAlerts']);
const candidate = () => createAccount(ctx.app.db, ctx.config, 'candidate');
async function saveSearch(
  account: CreatedAccount,
  query: string,
  frequency: 'instant' | 'daily' = 'instant',
  name = query,
) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    headers: bearer(account.accessToken),
    payload: { name, query, frequency },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}
const jobAction = (jobID: string, action: 'close' | 'reopen') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/job/${jobID}/${action}`,
    headers: bearer(recruiter.accessToken),
  });

/** The jobs a saved search has matched, once the queue has matched everything posted. */
async function matchedJobs(savedSearchId: string) {
  await alertsSettled();
  const rows = await ctx.app.db
    .select({ jobId: alertMatches.jobId })
    .from(alertMatches)
    .where(eq(alertMatches.savedSearchId, savedSearchId));
  return rows.map((row) => row.jobId).sort();
}
const notificationsOf = (account: CreatedAccount) =>
  ctx.app.db.select().from(notifications).where(eq(notifications.accountId, account.id));
async function mailJobsOf(account: CreatedAccount): Promise<MailJob[]> {
  const result = await ctx.app.db.execute<{ data: MailJob }>(
    sql`select data from pgboss.job where name = 'mail' and data->>'accountId' = ${account.id} order by created_on`,
  );
  return result.rows.map((row) => row.data);
}

describe('matching posted jobs against saved searches', () => {
  it('matches on words, as the jobs page searches', async () => {
    const owner = await candidate();
    const search = await saveSearch(owner, 'q=quokkaflow');
    const hit = await postJob(ctx.app, recruiter, { designation: 'Quokkaflow Platform Engineer' });
    const bySkill = await postJob(ctx.app, recruiter, { skills_required: ['Quokkaflow'] });
    await postJob(ctx.app, recruiter, { designation: 'Wombat Engineer' });
    expect(await matchedJobs(search)).toEqual([hit, bySkill].sort());
  });

  it('matches on filters: work environment, location, skill, minimum pay, together with words', async () => {
    const owner = await candidate();
    const hybrid = await saveSearch(owner, 'q=numbatcraft&work_environment=Hybrid');
    const lagos = await saveSearch(owner, 'q=numbatcraft&location=lagos');
    const rust = await saveSearch(owner, 'q=numbatcraft&skill=Rust');
    const wellPaid = await saveSearch(owner, 'q=numbatcraft&minCTC=150000');
    const remoteBerlin = await postJob(ctx.app, recruiter, {
      designation: 'Numbatcraft Developer',
    });
    const hybridLagos = await postJob(ctx.app, recruiter, {
      designation: 'Numbatcraft Lead',
      work_environment: 'Hybrid',
      job_location: ['Lagos'],
    });
    const rustJob = await postJob(ctx.app, recruiter, {
      designation: 'Numbatcraft Engineer',
      skills_required: ['Rust'],
      CTC: { minCTC: '150000', maxCTC: '200000' },
    });
    const otherWords = await postJob(ctx.app, recruiter, {
      designation: 'Hybrid Rust Engineer',
      work_environment: 'Hybrid',
      skills_required: ['Rust'],
    });
    // No pay given: the minimum-pay term is NULL for it, which does not hold (as in the search's WHERE): wellPaid leaves it out.
    const payUnknown = await postJob(ctx.app, recruiter, {
      designation: 'Numbatcraft Advisor',
      CTC: { minCTC: '', maxCTC: '' },
    });

    expect(await matchedJobs(hybrid)).toEqual([hybridLagos]);
    expect(await matchedJobs(lagos)).toEqual([hybridLagos]);
    expect(await matchedJobs(rust)).toEqual([rustJob]);
    expect(await matchedJobs(wellPaid)).toEqual([rustJob]);
    for (const search of [hybrid, lagos, rust, wellPaid]) {
      expect(await matchedJobs(search)).not.toContain(otherWords);
      expect(await matchedJobs(search)).not.toContain(remoteBerlin);
      expect(await matchedJobs(search)).not.toContain(payUnknown);
    }
  });

  it('agrees with GET /api/job/search for the same query', async () => {
    const owner = await candidate();
    const query = 'q=bilbyware&type_of_employment=Contract-based&visa=false';
    const search = await saveSearch(owner, query);
    await postJob(ctx.app, recruiter, {
      designation: 'Bilbyware Consultant',
      type_of_employment: 'Contract-based',
      isVisaSponsored: false,
    });
    await postJob(ctx.app, recruiter, {
      designation: 'Bilbyware Consultant',
      type_of_employment: 'Contract-based',
      isVisaSponsored: true,
    });
    await postJob(ctx.app, recruiter, {
      designation: 'Bilbyware Consultant',
      type_of_employment: 'Full-time',
      isVisaSponsored: false,
    });
    const listed = (await ctx.app.inject({ method: 'GET', url: `/api/job/search?${query}` }))
      .json()
      .items.map((job: { jobID: string }) => job.jobID);
    expect(listed).toHaveLength(1);
    expect(await matchedJobs(search)).toEqual(listed);
  });

  it('alerts a reopened job once, and matches it against searches saved while it was closed', async () => {
    const early = await candidate();
    const late = await candidate();
    const earlySearch = await saveSearch(early, 'q=dugongsoft');
    const jobID = await postJob(ctx.app, recruiter, { designation: 'Dugongsoft Engineer' });
    expect(await matchedJobs(earlySearch)).toEqual([jobID]);
    expect((await jobAction(jobID, 'close')).statusCode).toBe(200);
    const lateSearch = await saveSearch(late, 'q=dugongsoft');
    expect(await matchedJobs(lateSearch)).toEqual([]);

    expect((await jobAction(jobID, 'reopen')).statusCode).toBe(200);
    expect(await matchedJobs(lateSearch)).toEqual([jobID]);
    expect((await jobAction(jobID, 'close')).statusCode).toBe(200);
    expect((await jobAction(jobID, 'reopen')).statusCode).toBe(200);
    expect(await matchedJobs(earlySearch)).toEqual([jobID]);
    // Reopening an open job changes nothing and queues nothing.
    expect((await jobAction(jobID, 'reopen')).statusCode).toBe(200);
    await alertsSettled();
    expect(await notificationsOf(early)).toHaveLength(1);
    expect(await notificationsOf(late)).toHaveLength(1);
  });

  it('matches an expired job that an edit opens again, and not an edit of an open job', async () => {
    const owner = await candidate();
    const expired = await postJob(ctx.app, recruiter, { designation: 'Quollsoft Engineer' });
    const open = await postJob(ctx.app, recruiter, { designation: 'Quollsoft Tester' });
    await alertsSettled();
    const search = await saveSearch(owner, 'q=quollsoft');
    await ctx.app.db
      .update(jobs)
      .set({ validThrough: '2020-01-01' })
      .where(eq(jobs.jobId, expired));
    const edit = (jobID: string, payload: object) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/job/${jobID}`,
        headers: bearer(recruiter.accessToken),
        payload,
      });
    expect((await edit(open, { job_description: 'Test the Quollsoft platform.' })).statusCode).toBe(
      200,
    );
    expect((await edit(expired, { validThrough: '2999-12-31' })).json()).toMatchObject({
      status: 'open',
    });
    expect(await matchedJobs(search)).toEqual([expired]);
  });

  it('skips a job the candidate applied to', async () => {
    const applicant = await candidate();
    const jobID = await postJob(ctx.app, recruiter, { designation: 'Echidnatech Analyst' });
    await alertsSettled();
    expect((await apply(ctx.app, applicant, jobID)).statusCode).toBe(200);
    const search = await saveSearch(applicant, 'q=echidnatech');
    await jobAction(jobID, 'close');
    await jobAction(jobID, 'reopen');
    expect(await matchedJobs(search)).toEqual([]);
  });

  it('reads the saved searches a chunk at a time without missing one', async () => {
    const searches = await Promise.all(
      Array.from({ length: 3 }, async () => saveSearch(await candidate(), 'q=cassowarytech')),
    );
    const jobID = await postJob(ctx.app, recruiter, { designation: 'Cassowarytech Engineer' });
    await alertsSettled();
    await ctx.app.db.delete(alertMatches).where(eq(alertMatches.jobId, jobID));
    const result = await matchNewJobs({
      db: ctx.app.db,
      queue: ctx.app.queue,
      jobIds: [jobID],
      chunkSize: 1,
    });
    expect(result).toMatchObject({ openJobs: 1, matches: 3 });
    for (const search of searches) expect(await matchedJobs(search)).toEqual([jobID]);
  });

  it('never matches a closed job', async () => {
    const owner = await candidate();
    const jobID = await postJob(ctx.app, recruiter, { designation: 'Pademelon Engineer' });
    await alertsSettled();
    const search = await saveSearch(owner, 'q=pademelon');
    await jobAction(jobID, 'close');
    // As when the job is closed between its posting and the worker's turn.
    const result = await matchNewJobs({ db: ctx.app.db, queue: ctx.app.queue, jobIds: [jobID] });
    expect(result).toMatchObject({ openJobs: 0, matches: 0 });
    expect(await matchedJobs(search)).toEqual([]);
  });
});

describe('instant alerts', () => {
  it('notify in the app and queue a job-alert email listing the new jobs', async () => {
    const owner = await candidate();
    const search = await saveSearch(
      owner,
      'q=wallabyworks&work_environment=Remote',
      'instant',
      'Wallaby remote',
    );
    const jobID = await postJob(ctx.app, recruiter, {
      designation: 'Wallabyworks Engineer',
      job_location: ['Berlin', 'Remote EU'],
    });
    expect(await matchedJobs(search)).toEqual([jobID]);

    expect(await notificationsOf(owner)).toEqual([
      expect.objectContaining({
        type: 'job_alert',
        title: 'New jobs for "Wallaby remote"',
        body: '1 new job matches your alert',
        link: '/AllJobs?q=wallabyworks&work_environment=Remote',
        readAt: null,
      }),
    ]);
    expect(await mailJobsOf(owner)).toEqual([
      {
        accountId: owner.id,
        type: 'job_alert',
        email: {
          template: 'job-alert',
          data: {
            savedSearchId: search,
            searchName: 'Wallaby remote',
            query: 'q=wallabyworks&work_environment=Remote',
            jobs: [
              {
                jobId: jobID,
                designation: 'Wallabyworks Engineer',
                company: recruiter.profile.current_job!.company,
                location: 'Berlin, Remote EU',
              },
            ],
          },
        },
      },
    ]);
    const [match] = await ctx.app.db
      .select()
      .from(alertMatches)
      .where(eq(alertMatches.savedSearchId, search));
    expect(match.notifiedAt).toBeInstanceOf(Date);
  });

  it('list each new job once, however often the batch runs, and send no email to a candidate who turned job alerts off', async () => {
    const owner = await candidate();
    const quiet = await candidate();
    await ctx.app.db.insert(emailOptOuts).values({ accountId: quiet.id, type: 'job_alert' });
    const searches = [
      await saveSearch(owner, 'q=platypusly'),
      await saveSearch(quiet, 'q=platypusly'),
    ];
    const jobIds = [
      await postJob(ctx.app, recruiter, { designation: 'Platypusly Engineer' }),
      await postJob(ctx.app, recruiter, { designation: 'Platypusly Designer' }),
    ];
    await alertsSettled();
    // Matching the batch again (a retried run) records and sends nothing more.
    expect(await matchNewJobs({ db: ctx.app.db, queue: ctx.app.queue, jobIds })).toMatchObject({
      openJobs: 2,
      matches: 0,
      alerts: 0,
    });
    for (const search of searches) expect(await matchedJobs(search)).toEqual(jobIds.sort());
    const listed = (await mailJobsOf(owner)).flatMap((mail) =>
      mail.email.template === 'job-alert' ? mail.email.data.jobs.map((job) => job.jobId) : [],
    );
    expect(listed.sort()).toEqual(jobIds.sort());
    expect(await mailJobsOf(quiet)).toEqual([]);
    expect((await notificationsOf(quiet)).length).toBeGreaterThanOrEqual(1);
  });
});

describe('daily digests', () => {
  it('wait for the digest, which groups each candidate’s daily searches in one email, once', async () => {
    const owner = await candidate();
    const other = await candidate();
    const idle = await candidate();
    const kiwi = await saveSearch(owner, 'q=kiwicorp', 'daily', 'Kiwi');
    const kea = await saveSearch(owner, 'q=keacorp&work_environment=Remote', 'daily', 'Kea');
    const otherKiwi = await saveSearch(other, 'q=kiwicorp', 'daily', 'Kiwi too');
    await saveSearch(idle, 'q=nothingmatchesthis', 'daily');
    const kiwiJob = await postJob(ctx.app, recruiter, { designation: 'Kiwicorp Engineer' });
    const keaJobs = [
      await postJob(ctx.app, recruiter, { designation: 'Keacorp Engineer' }),
      await postJob(ctx.app, recruiter, { designation: 'Keacorp Tester' }),
    ];
    const closedKea = await postJob(ctx.app, recruiter, { designation: 'Keacorp Manager' });
    expect(await matchedJobs(kea)).toEqual([...keaJobs, closedKea].sort());
    expect(await notificationsOf(owner)).toEqual([]);
    await jobAction(closedKea, 'close');

    expect(await sendDailyDigests({ db: ctx.app.db, queue: ctx.app.queue })).toBeGreaterThanOrEqual(
      2,
    );
    const [notification] = await notificationsOf(owner);
    expect(notification).toMatchObject({
      type: 'job_alert',
      title: 'Your daily job alerts: 3 new jobs',
      body: '1 new job for "Kiwi", 2 new jobs for "Kea"',
      link: '/CandidateDashboard/Settings#job-alerts',
    });
    const [mail] = await mailJobsOf(owner);
    expect(mail.email.template).toBe('job-alert-digest');
    const digest = mail.email.data as {
      searches: {
        savedSearchId: string;
        searchName: string;
        query: string;
        jobs: { jobId: string }[];
      }[];
    };
    expect(
      digest.searches.map(({ savedSearchId, searchName, query }) => ({
        savedSearchId,
        searchName,
        query,
      })),
    ).toEqual([
      { savedSearchId: kiwi, searchName: 'Kiwi', query: 'q=kiwicorp' },
      { savedSearchId: kea, searchName: 'Kea', query: 'q=keacorp&work_environment=Remote' },
    ]);
    expect(digest.searches[0].jobs.map((job) => job.jobId)).toEqual([kiwiJob]);
    expect(digest.searches[1].jobs.map((job) => job.jobId).sort()).toEqual(keaJobs.sort());
    expect(await notificationsOf(other)).toEqual([
      expect.objectContaining({
        title: 'Your daily job alerts: 1 new job',
        link: '/AllJobs?q=kiwicorp',
      }),
    ]);
    expect(await notificationsOf(idle)).toEqual([]);
    const pending = await ctx.app.db
      .select()
      .from(alertMatches)
      .where(
        and(
          inArray(alertMatches.savedSearchId, [kiwi, kea, otherKiwi]),
          sql`${alertMatches.notifiedAt} is null`,
        ),
      );
    expect(pending).toEqual([]);

    // The next run has nothing new: no digest at all.
    expect(await sendDailyDigests({ db: ctx.app.db, queue: ctx.app.queue })).toBe(0);
    expect(await notificationsOf(owner)).toHaveLength(1);
    expect(await mailJobsOf(owner)).toHaveLength(1);
  });

  it('is scheduled for 08:00 UTC', async () => {
    const schedules = await ctx.app.queue.boss.getSchedules();
    expect(schedules.filter((schedule) => schedule.name === 'dailyDigest')).toEqual([
      expect.objectContaining({ name: 'dailyDigest', cron: '0 8 * * *' }),
    ]);
  });
});
