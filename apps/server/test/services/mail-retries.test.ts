import { PassThrough } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type CreatedAccount } from '../factories';
import { apply, postJob } from '../factories-jobs';
import { buildTestApp, type TestContext } from '../helper';
import { recipientOf, startSmtpServer, type TestSmtpServer } from '../smtp-test-server';

/** Log lines of the app, parsed, as they come. */
function logCapture() {
  const stream = new PassThrough();
  const lines: Record<string, unknown>[] = [];
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
  });
  return { stream, lines };
}

const RETRY_LIMIT = 2;

let smtp: TestSmtpServer;
let ctx: TestContext;
const log = logCapture();
beforeAll(async () => {
  smtp = await startSmtpServer();
  // Short delays so the test sees every try: the first retry waits 1-2 s, the second 2-4 s.
  ctx = await buildTestApp(
    {
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'info',
      MAIL_RETRY_LIMIT: RETRY_LIMIT,
      MAIL_RETRY_DELAY_SECONDS: 1,
    },
    { logStream: log.stream },
  );
});
afterEach(() => {
  smtp.answer = () => 'accept';
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

/** A recruiter with a job, and a candidate applying to it: one new-application email to the recruiter. */
async function applicationMailed(): Promise<CreatedAccount> {
  const recruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter');
  const candidate = await createAccount(ctx.app.db, ctx.config, 'candidate');
  const jobID = await postJob(ctx.app, recruiter);
  expect((await apply(ctx.app, candidate, jobID)).statusCode).toBe(200);
  return recruiter;
}

const mailLog = (message: string) =>
  log.lines.filter((line) => line.queue === 'mail' && line.msg === message);
const masked = (email: string) => `${email[0]}***@${email.split('@')[1]}`;
const stateOf = async (jobId: string) =>
  (await ctx.app.queue.boss.getJobById('mail', jobId, { includeArchive: true }))?.state;

describe('sending queued email when the SMTP server fails', () => {
  it('tries again with backoff after temporary (4xx) failures, and delivers once', async () => {
    const start = smtp.attempts();
    smtp.answer = (attempt) =>
      attempt - start <= 2 ? { code: 451, message: 'Try again later' } : 'accept';
    const recruiter = await applicationMailed();
    await smtp.waitFor(
      () => smtp.accepted.some((mail) => recipientOf(mail) === recruiter.profile.email),
      'the delivery',
    );
    await ctx.app.queue.settled();
    expect(smtp.attempts() - start).toBe(3);
    expect(
      smtp.accepted.filter((mail) => recipientOf(mail) === recruiter.profile.email),
    ).toHaveLength(1);
    const retries = mailLog('mail failed: will try again');
    expect(retries.map((line) => line.attempts)).toEqual([1, 2]);
    expect(retries[0]).toMatchObject({
      to: masked(recruiter.profile.email),
      error: { responseCode: 451 },
    });
  });

  it(`gives up after ${RETRY_LIMIT} retries of a failure that lasts, and logs it with the address masked`, async () => {
    const start = smtp.attempts();
    smtp.answer = () => ({ code: 421, message: 'Service not available' });
    const recruiter = await applicationMailed();
    await smtp.waitFor(
      () => mailLog('mail failed on its last try: giving up').length > 0,
      'giving up',
      90_000,
    );
    await ctx.app.queue.settled();
    expect(smtp.attempts() - start).toBe(RETRY_LIMIT + 1);
    const [gaveUp] = mailLog('mail failed on its last try: giving up');
    expect(gaveUp).toMatchObject({
      level: 50,
      attempts: RETRY_LIMIT + 1,
      to: masked(recruiter.profile.email),
      template: 'new-application',
    });
    expect(JSON.stringify(log.lines)).not.toContain(recruiter.profile.email);
    expect(await stateOf(gaveUp.jobId as string)).toBe('failed');
  }, 120_000);

  it('gives up at once on a permanent (5xx) refusal', async () => {
    const start = smtp.attempts();
    smtp.answer = () => ({ code: 550, message: 'No such mailbox here' });
    const recruiter = await applicationMailed();
    await smtp.waitFor(
      () => mailLog('mail refused for good (5xx): giving up').length > 0,
      'giving up',
    );
    await ctx.app.queue.settled();
    expect(smtp.attempts() - start).toBe(1);
    const [gaveUp] = mailLog('mail refused for good (5xx): giving up');
    expect(gaveUp).toMatchObject({
      level: 50,
      attempts: 1,
      to: masked(recruiter.profile.email),
      error: { responseCode: 550 },
    });
    expect(await stateOf(gaveUp.jobId as string)).toBe('cancelled');
  });
});
