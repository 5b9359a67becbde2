import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type CreatedAccount } from '../factories';
import { apply, postJob } from '../factories-jobs';
import { bearer, buildTestApp, type TestContext } from '../helper';
import { rawHeader, recipientOf, startSmtpServer, type TestSmtpServer } from '../smtp-test-server';

const PUBLIC_URL = 'https://jobs.example.com';
const designation = 'Staff Engineer <Payments> & Risk';

let smtp: TestSmtpServer;
let ctx: TestContext;
beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

/** The next email to arrive at the SMTP server. */
async function nextMail(): Promise<ParsedMail> {
  const seen = smtp.accepted.length;
  await smtp.waitFor(() => smtp.accepted.length > seen, 'the next email');
  return smtp.accepted[seen];
}

/** What every notification email has: recipient, subject, the job's designation in both parts, the unsubscribe header and link. */
function expectNotificationMail(
  mail: ParsedMail,
  { to, subject }: { to: string; subject: string },
) {
  expect(recipientOf(mail)).toBe(to);
  expect(mail.subject).toBe(subject);
  expect(mail.from?.text).toContain('no-reply@localhost');
  expect(mail.text).toContain(designation);
  expect(mail.html).toContain('Staff Engineer &lt;Payments&gt; &amp; Risk');
  expect(mail.html).not.toContain('<Payments>');
  const listUnsubscribe = rawHeader(mail, 'List-Unsubscribe');
  expect(listUnsubscribe).toMatch(
    new RegExp(`^<${PUBLIC_URL}/api/unsubscribe\\?token=[A-Za-z0-9_.%-]+>$`),
  );
  expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  const headerUrl = new URL(listUnsubscribe!.slice(1, -1));
  const bodyLink = new URL(
    `${PUBLIC_URL}/unsubscribe?token=${headerUrl.searchParams.get('token')}`,
  ).toString();
  expect(mail.text).toContain(bodyLink);
  expect(mail.html).toContain(`href="${bodyLink}"`);
  return headerUrl;
}

/** A mail app's RFC 8058 one-click POST to the header's URL: signed out, form body. */
const oneClick = (url: URL) =>
  ctx.app.inject({
    method: 'POST',
    url: `${url.pathname}${url.search}`,
    payload: 'List-Unsubscribe=One-Click',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
const preferencesOf = async (account: CreatedAccount) =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications/preferences',
      headers: bearer(account.accessToken),
    })
  ).json();

describe('notification emails over SMTP', () => {
  let recruiter: CreatedAccount;
  let candidate: CreatedAccount;
  let jobID: string;
  beforeAll(async () => {
    recruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter', { firstName: 'Rita' });
    candidate = await createAccount(ctx.app.db, ctx.config, 'candidate', {
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    jobID = await postJob(ctx.app, recruiter, { designation });
  });

  it("a new application emails the job's recruiter; its one-click unsubscribe works signed out", async () => {
    const arriving = nextMail();
    expect((await apply(ctx.app, candidate, jobID)).statusCode).toBe(200);
    const mail = await arriving;
    const unsubscribeUrl = expectNotificationMail(mail, {
      to: recruiter.profile.email,
      subject: `New application for ${designation}`,
    });
    expect(mail.text).toContain('Hello Rita,');
    expect(mail.text).toContain(`Grace Hopper applied to your job ${designation} (${jobID})`);
    expect(mail.text).toContain(`${PUBLIC_URL}/RecruiterDashboard/MyRecruitments/${jobID}`);

    const response = await oneClick(unsubscribeUrl);
    expect(response.statusCode, response.body).toBe(200);
    expect(await preferencesOf(recruiter)).toEqual({
      application: false,
      status: true,
      withdrawal: true,
      job_alert: true,
      message: true,
      interview: true,
      recommendation: true,
    });
  });

  it('a status change emails the candidate', async () => {
    const arriving = nextMail();
    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/applications/status',
      headers: bearer(recruiter.accessToken),
      payload: { jobID, candidateUsername: candidate.username, status: 'offer' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const mail = await arriving;
    expectNotificationMail(mail, {
      to: candidate.profile.email,
      subject: `Your application for ${designation}: Offer made`,
    });
    expect(mail.text).toContain(`${PUBLIC_URL}/CandidateDashboard/MyJobApplications`);
  });

  it('a withdrawal emails the recruiter (who unsubscribed from new-application emails only)', async () => {
    const arriving = nextMail();
    const withdrawn = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/applications/${jobID}`,
      headers: bearer(candidate.accessToken),
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const mail = await arriving;
    expectNotificationMail(mail, {
      to: recruiter.profile.email,
      subject: `Grace Hopper withdrew from ${designation}`,
    });
    // One email per event, each sent once.
    await ctx.app.queue.settled();
    expect(smtp.accepted.map((sent) => sent.subject)).toEqual([
      `New application for ${designation}`,
      `Your application for ${designation}: Offer made`,
      `Grace Hopper withdrew from ${designation}`,
    ]);
  });
});
