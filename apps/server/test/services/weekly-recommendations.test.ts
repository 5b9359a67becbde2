import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, emailOptOuts, notifications } from '../../src/db/schema';
import type { MailJob } from '../../src/services/notifications/mail-job';
import { renderEmail } from '../../src/services/notifications/emails/render-email';
import { sendWeeklyRecommendations } from '../../src/services/recommendations/weekly-email';
import { createAccount, type CreatedAccount } from '../factories';
import { postJob } from '../factories-jobs';
import { madeUpWord } from '../made-up-word';
import { buildTestApp, type TestContext } from '../helper';

let ctx: TestContext;
let recruiter: CreatedAccount;
beforeAll(async () => {
  ctx = await buildTestApp();
  recruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter');
});
afterAll(() => ctx.close());

/** A candidate matching jobs by one made-up skill only. */
const candidate = (skill: string, emailVerified = true) =>
  createAccount(
    ctx.app.db,
    ctx.config,
    'candidate',
    {
      title: madeUpWord('Quix'),
      core_skills: [skill],
      current_job: {
        company: 'Engines Inc',
        current_role: madeUpWord('Vorb'),
        job_description: 'Work',
        date_of_commencement: '07/2018',
        years_of_experience: '3',
        current_location: 'Nowhereville',
      },
    },
    { emailVerified },
  );
const post = (skill: string, designation = madeUpWord('Plon')) =>
  postJob(ctx.app, recruiter, {
    designation,
    job_location: ['Berlin'],
    work_environment: 'On-site',
    experience_required_in_months: '12',
    skills_required: [skill],
  });

const run = () => sendWeeklyRecommendations({ db: ctx.app.db, queue: ctx.app.queue, chunkSize: 2 });

async function mailsOf(account: CreatedAccount): Promise<MailJob[]> {
  const result = await ctx.app.db.execute<{ data: MailJob }>(
    sql`select data from pgboss.job where name = 'mail' and data->>'accountId' = ${account.id} order by created_on`,
  );
  return result.rows.map((row) => row.data).filter((mail) => mail.type === 'recommendation');
}
const noticesOf = async (account: CreatedAccount) =>
  (
    await ctx.app.db.select().from(notifications).where(eq(notifications.accountId, account.id))
  ).filter((notice) => notice.type === 'recommendation');
async function emailedAt(account: CreatedAccount) {
  const [row] = await ctx.app.db
    .select({ at: accounts.recommendationsEmailedAt })
    .from(accounts)
    .where(eq(accounts.id, account.id));
  return row!.at;
}

describe('the weekly "Jobs for you" email', () => {
  it('sends one email with the top five jobs and their reasons, and not again within 7 days', async () => {
    const skill = madeUpWord('skill');
    const posted: string[] = [];
    for (let i = 0; i < 7; i += 1) posted.push(await post(skill, `Dev ${madeUpWord('Plon')}`));
    const owner = await candidate(skill);
    await run();
    const mails = await mailsOf(owner);
    expect(mails).toHaveLength(1);
    const email = mails[0]!.email;
    expect(email.template).toBe('jobs-for-you');
    if (email.template !== 'jobs-for-you') return;
    expect(email.data.jobs.map((job) => job.jobId)).toEqual(posted.slice(2).reverse());
    expect(email.data.jobs[0]).toMatchObject({
      company: expect.any(String),
      location: 'Berlin',
      reasons: [`Matches your skills: ${skill}`, 'Fits your 3 years of experience'],
    });
    const notices = await noticesOf(owner);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.title).toBe('Jobs for you: 5 jobs match your profile');
    expect(await emailedAt(owner)).not.toBeNull();

    await run();
    expect(await mailsOf(owner)).toHaveLength(1);

    // A week later it is due again.
    await ctx.app.db
      .update(accounts)
      .set({ recommendationsEmailedAt: sql`now() - interval '8 days'` })
      .where(eq(accounts.id, owner.id));
    await run();
    expect(await mailsOf(owner)).toHaveLength(2);
  });

  it('renders the jobs with their company, location, reasons and links', async () => {
    const message = await renderEmail({
      to: 'ada@example.com',
      firstName: 'Ada',
      role: 'candidate',
      origin: 'https://jobs.example.com',
      unsubscribeToken: 'abc.def',
      type: 'recommendation',
      email: {
        template: 'jobs-for-you',
        data: {
          jobs: [
            {
              jobId: 'ABC123',
              designation: 'Frontend <Engineer>',
              company: 'Acme',
              location: 'Berlin',
              reasons: ['Matches your skills: React', 'In your location: Berlin'],
            },
          ],
        },
      },
    });
    expect(message.subject).toBe('Jobs for you this week');
    expect(message.text).toContain('- Frontend <Engineer>, Acme, Berlin');
    expect(message.text).toContain('  Matches your skills: React');
    expect(message.text).toContain('https://jobs.example.com/Job/ABC123');
    expect(message.html).toContain('href="https://jobs.example.com/Job/ABC123"');
    expect(message.html).toContain('Frontend &lt;Engineer&gt;');
    expect(message.html).toContain('Matches your skills: React · In your location: Berlin');
  });

  it('sends nothing to an unconfirmed address', async () => {
    const skill = madeUpWord('skill');
    await post(skill);
    const owner = await candidate(skill, false);
    await run();
    expect(await mailsOf(owner)).toEqual([]);
    expect(await emailedAt(owner)).toBeNull();
  });

  it('emails nobody who turned the kind off, though the app still tells them', async () => {
    const skill = madeUpWord('skill');
    await post(skill);
    const owner = await candidate(skill);
    await ctx.app.db.insert(emailOptOuts).values({ accountId: owner.id, type: 'recommendation' });
    await run();
    expect(await mailsOf(owner)).toEqual([]);
    expect(await noticesOf(owner)).toHaveLength(1);
  });

  it('sends nothing to a candidate with no recommendation, and tries again next run', async () => {
    const skill = madeUpWord('skill');
    const owner = await candidate(skill);
    await run();
    expect(await mailsOf(owner)).toEqual([]);
    expect(await noticesOf(owner)).toEqual([]);
    expect(await emailedAt(owner)).toBeNull();
    await post(skill);
    await run();
    expect(await mailsOf(owner)).toHaveLength(1);
  });

  it('sends once when two runs race', async () => {
    const skill = madeUpWord('skill');
    await post(skill);
    const owner = await candidate(skill);
    await Promise.all([run(), run()]);
    expect(await mailsOf(owner)).toHaveLength(1);
  });
});

describe('the weekly run', () => {
  it('is scheduled for Mondays at 09:00 UTC', async () => {
    const schedules = await ctx.app.queue.boss.getSchedules();
    expect(schedules.filter((schedule) => schedule.name === 'weeklyRecommendations')).toEqual([
      expect.objectContaining({ name: 'weeklyRecommendations', cron: '0 9 * * 1' }),
    ]);
  });
});
