import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, messages, notifications } from '../../src/db/schema';
import { sendMessageMail } from '../../src/services/messages/send-message-mail';
import { createAccount, type CreatedAccount } from '../factories';
import { addMember, createCompany } from '../factories-companies';
import { apply, postJob } from '../factories-jobs';
import { bearer, buildTestApp, type TestContext } from '../helper';
import { mailsOf } from '../mail-box';

// Two apps: one whose message emails wait an hour, so a test runs the worker's function itself when
// it chooses (never racing a timer), and one with the tests' default of no wait, where the real
// worker sends them.
let delayed: TestContext;
let prompt: TestContext;
beforeAll(async () => {
  [delayed, prompt] = await Promise.all([
    buildTestApp({ MESSAGE_EMAIL_DELAY_SECONDS: 3600 }),
    buildTestApp(),
  ]);
});
afterAll(() => Promise.all([delayed?.close(), prompt?.close()]));

async function conversation(ctx: TestContext) {
  const recruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter');
  const candidate = await createAccount(ctx.app.db, ctx.config, 'candidate');
  const jobID = await postJob(ctx.app, recruiter, { designation: 'Mail Engineer' });
  expect((await apply(ctx.app, candidate, jobID)).statusCode).toBe(200);
  const [{ id }] = await ctx.app.db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.jobId, jobID));
  return { recruiter, candidate, jobID, applicationId: id };
}

async function post(
  ctx: TestContext,
  actor: CreatedAccount,
  payload: { jobID: string; candidateUsername?: string; text: string },
) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/applications/messages',
    headers: bearer(actor.accessToken),
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** Runs the job the worker would run once the delay is over. */
const runMessageMail = (applicationId: string, side: 'candidate' | 'recruiter') =>
  sendMessageMail({ db: delayed.app.db, queue: delayed.app.queue, job: { applicationId, side } });

/** The message emails sent to this address (a recruiter also got the new-application email). */
const messageMails = async (ctx: TestContext, to: string) =>
  (await mailsOf(ctx, to)).filter((mail) => / messages? /.test(mail.subject));

const UTC_TIME = /(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} UTC/;

describe('message emails', () => {
  it('waits MESSAGE_EMAIL_DELAY_SECONDS, then sends one email for every message written meanwhile', async () => {
    const { recruiter, candidate, jobID, applicationId } = await conversation(delayed);
    for (const text of ['One', 'Two', 'Three\nwith a second line'])
      await post(delayed, candidate, { jobID, text });

    const { rows: queued } = await delayed.app.db.execute<{ due_in: number }>(sql`
      select extract(epoch from start_after - now())::int as due_in from pgboss.job
      where name = 'messageMail' and data->>'applicationId' = ${applicationId}`);
    expect(queued).toHaveLength(3);
    for (const job of queued) expect(job.due_in).toBeGreaterThan(3000);

    expect(await runMessageMail(applicationId, 'recruiter')).toBe(3);
    // The other jobs of that minute find nothing left to tell.
    expect(await runMessageMail(applicationId, 'recruiter')).toBe(0);
    const [mail, ...more] = await messageMails(delayed, recruiter.profile.email);
    expect(more).toEqual([]);
    expect(mail.subject).toBe('3 new messages about Mail Engineer');
    const name = `${candidate.profile.firstName} ${candidate.profile.lastName}`;
    expect(mail.text).toContain('You have 3 new messages about Mail Engineer');
    expect(mail.text.split(name).length - 1).toBe(3);
    expect(mail.text).toMatch(UTC_TIME);
    expect(mail.text.indexOf('One')).toBeLessThan(mail.text.indexOf('Two'));
    expect(mail.text).toContain('Three\nwith a second line');
    expect(mail.text).toContain(
      `/RecruiterDashboard/MyRecruitments/${jobID}?applicant=${candidate.username}`,
    );
    expect(mail.html).toContain('Read and reply');
    // The candidate wrote them: nothing goes to the candidate.
    expect(await mailsOf(delayed, candidate.profile.email)).toEqual([]);

    await post(delayed, candidate, { jobID, text: 'Four' });
    expect(await runMessageMail(applicationId, 'recruiter')).toBe(1);
    const second = (await messageMails(delayed, recruiter.profile.email))[1];
    expect(second.subject).toBe(`New message from ${name} about Mail Engineer`);
    expect(second.text).toContain('Four');
    expect(second.text).not.toContain('Three');
  });

  it('sends nothing for messages read in the app before their email was due, and marks them emailed', async () => {
    const { recruiter, candidate, jobID, applicationId } = await conversation(delayed);
    await post(delayed, recruiter, { jobID, candidateUsername: candidate.username, text: 'Hi' });
    await post(delayed, recruiter, { jobID, candidateUsername: candidate.username, text: 'Ping' });
    const seen = await delayed.app.inject({
      method: 'GET',
      url: '/api/applications/messages',
      headers: bearer(candidate.accessToken),
      query: { jobID },
    });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(await runMessageMail(applicationId, 'candidate')).toBe(0);
    expect(await mailsOf(delayed, candidate.profile.email)).toEqual([]);
    const stored = await delayed.app.db
      .select({ emailedAt: messages.emailedAt })
      .from(messages)
      .where(eq(messages.applicationId, applicationId));
    expect(stored.map((row) => row.emailedAt !== null)).toEqual([true, true]);
  });

  it('sends no email to one who turned message emails off, and still tells them in-app', async () => {
    const { recruiter, candidate, jobID, applicationId } = await conversation(delayed);
    const off = await delayed.app.inject({
      method: 'PATCH',
      url: '/api/notifications/preferences',
      headers: bearer(candidate.accessToken),
      payload: { message: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().message).toBe(false);
    await post(delayed, recruiter, {
      jobID,
      candidateUsername: candidate.username,
      text: 'Are you there?',
    });
    expect(await runMessageMail(applicationId, 'candidate')).toBe(1);
    expect(await mailsOf(delayed, candidate.profile.email)).toEqual([]);
    const inApp = await delayed.app.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(and(eq(notifications.accountId, candidate.id), eq(notifications.type, 'message')));
    expect(inApp).toEqual([{ body: 'Mail Engineer: Are you there?' }]);
  });

  it('is sent by the queue worker, with the unsubscribe link of message emails and the text escaped', async () => {
    const { recruiter, candidate, jobID } = await conversation(prompt);
    await post(prompt, recruiter, {
      jobID,
      candidateUsername: candidate.username,
      text: '<b>Bring</b> your portfolio & references',
    });
    const [mail, ...more] = await mailsOf(prompt, candidate.profile.email);
    expect(more).toEqual([]);
    expect(mail.subject).toBe(
      `New message from ${recruiter.profile.firstName} ${recruiter.profile.lastName} about Mail Engineer`,
    );
    expect(mail.text).toContain('<b>Bring</b> your portfolio & references');
    expect(mail.text).toContain(`/CandidateDashboard/MyJobApplications/${jobID}`);
    expect(mail.text).toContain('Unsubscribe from message emails');
    expect(mail.html).toContain('&lt;b&gt;Bring&lt;/b&gt; your portfolio &amp; references');
    expect(mail.html).not.toContain('<b>Bring</b>');
  });

  it("emails every member who may act on a company's job of a candidate's message, not a viewer", async () => {
    const { db } = prompt.app;
    const [owner, colleague, viewer, candidate] = await Promise.all([
      createAccount(db, prompt.config, 'recruiter'),
      createAccount(db, prompt.config, 'recruiter'),
      createAccount(db, prompt.config, 'recruiter'),
      createAccount(db, prompt.config, 'candidate'),
    ]);
    const company = await createCompany(db, { owner });
    await addMember(db, { company, account: colleague, role: 'recruiter' });
    await addMember(db, { company, account: viewer, role: 'viewer' });
    const jobID = await postJob(prompt.app, colleague);
    expect((await apply(prompt.app, candidate, jobID)).statusCode).toBe(200);
    await post(prompt, candidate, { jobID, text: 'Hello team' });
    const subjects = async (to: string) =>
      (await messageMails(prompt, to)).map((mail) => mail.subject);
    const subject = `New message from ${candidate.profile.firstName} ${candidate.profile.lastName} about Backend Engineer`;
    expect(await subjects(owner.profile.email)).toEqual([subject]);
    expect(await subjects(colleague.profile.email)).toEqual([subject]);
    expect(await mailsOf(prompt, viewer.profile.email)).toEqual([]);
  });
});
