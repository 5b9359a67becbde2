import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, notifications } from '../../src/db/schema';
import { sendDailyDigests } from '../../src/services/job-alerts/daily-digest';
import { deliverMail } from '../../src/services/notifications/deliver-mail';
import type { MailJob } from '../../src/services/notifications/mail-job';
import { createAccount, type CreatedAccount } from '../factories';
import { apply, postJob } from '../factories-jobs';
import { bearer, buildTestApp, type TestContext } from '../helper';
import { mailsOf } from '../mail-box';

let ctx: TestContext;
let recruiter: CreatedAccount;
beforeAll(async () => {
  ctx = await buildTestApp();
  recruiter = await createAccount(
    ctx.app.db,
    ctx.config,
    'recruiter',
    {},
    { emailVerified: false },
  );
});
afterAll(() => ctx.close());

const candidate = (emailVerified: boolean) =>
  createAccount(ctx.app.db, ctx.config, 'candidate', {}, { emailVerified });
async function saveSearch(account: CreatedAccount, query: string, frequency: 'instant' | 'daily') {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    headers: bearer(account.accessToken),
    payload: { name: query, query, frequency },
  });
  expect(response.statusCode, response.body).toBe(201);
}
const alertsSettled = () => ctx.app.queue.settled(30_000, ['jobAlerts']);
const jobAlertsIn = async (account: CreatedAccount) =>
  (await notificationsOf(account)).filter((notification) => notification.type === 'job_alert');
const notificationsOf = (account: CreatedAccount) =>
  ctx.app.db.select().from(notifications).where(eq(notifications.accountId, account.id));
/** The job-alert emails sent to the account's address (the queue has sent everything). */
const alertMailsTo = async (account: CreatedAccount) =>
  (await mailsOf(ctx, account.profile.email)).filter((mail) => /new job/i.test(mail.subject));

describe('job alerts and email verification', () => {
  it('an instant alert is emailed to a confirmed address only; an unconfirmed one is told in the app', async () => {
    const confirmed = await candidate(true);
    const unconfirmed = await candidate(false);
    await saveSearch(confirmed, 'q=echidnalytics', 'instant');
    await saveSearch(unconfirmed, 'q=echidnalytics', 'instant');
    await postJob(ctx.app, recruiter, { designation: 'Echidnalytics Engineer' });
    await alertsSettled();

    expect(await jobAlertsIn(confirmed)).toHaveLength(1);
    expect(await jobAlertsIn(unconfirmed)).toHaveLength(1);
    expect(await alertMailsTo(confirmed)).toHaveLength(1);
    expect(await alertMailsTo(unconfirmed)).toEqual([]);
  });

  it('a daily digest is emailed to a confirmed address only', async () => {
    const confirmed = await candidate(true);
    const unconfirmed = await candidate(false);
    await saveSearch(confirmed, 'q=bandicootware', 'daily');
    await saveSearch(unconfirmed, 'q=bandicootware', 'daily');
    await postJob(ctx.app, recruiter, { designation: 'Bandicootware Tester' });
    await alertsSettled();
    await sendDailyDigests({ db: ctx.app.db, queue: ctx.app.queue });

    expect(await jobAlertsIn(unconfirmed)).toHaveLength(1);
    expect(await alertMailsTo(confirmed)).toEqual([
      expect.objectContaining({ subject: expect.stringMatching(/daily job alert/i) }),
    ]);
    expect(await alertMailsTo(unconfirmed)).toEqual([]);
  });

  it('an alert queued for a confirmed address is not sent once the address changed unconfirmed', async () => {
    const owner = await candidate(true);
    const job: MailJob = {
      accountId: owner.id,
      type: 'job_alert',
      email: {
        template: 'job-alert',
        data: { savedSearchId: crypto.randomUUID(), searchName: 'x', query: 'q=x', jobs: [] },
      },
    };
    await ctx.app.db
      .update(accounts)
      .set({ email: `new.${owner.username}@example.com`, emailVerifiedAt: null })
      .where(eq(accounts.id, owner.id));
    const delivery = await deliverMail({
      db: ctx.app.db,
      mailer: ctx.app.mailer,
      job,
      origin: 'http://localhost',
      secret: ctx.config.JWT_SECRET,
    });
    expect(delivery).toEqual({ sent: false, why: 'address not verified' });
  });

  it('other emails do not wait for it: an unconfirmed recruiter hears of an unconfirmed candidate’s application', async () => {
    const applicant = await candidate(false);
    const jobID = await postJob(ctx.app, recruiter, { designation: 'Quollworks Analyst' });
    expect((await apply(ctx.app, applicant, jobID)).statusCode).toBe(200);
    const mails = await mailsOf(ctx, recruiter.profile.email);
    expect(mails.map((mail) => mail.subject)).toContain('New application for Quollworks Analyst');
    const [row] = await ctx.app.db
      .select({ at: accounts.emailVerifiedAt })
      .from(accounts)
      .where(eq(accounts.id, recruiter.id));
    expect(row.at).toBeNull();
  });
});
