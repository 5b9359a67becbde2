import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { CreatedAccount } from '../factories';
import { appliedPair, interviewAction, proposed } from '../factories-interviews';
import { buildTestApp, type TestContext } from '../helper';
import { mailsOf } from '../mail-box';

// Reminders one minute before the start; each interview starts a few seconds after that minute,
// so its reminder falls due a few seconds after it is accepted.
const REMINDER_MINUTES = 1;
const soonSlot = (secondsAfterReminder = 3) => {
  const start = Date.now() + REMINDER_MINUTES * 60_000 + secondsAfterReminder * 1000;
  return {
    start: new Date(start).toISOString(),
    end: new Date(start + 30 * 60_000).toISOString(),
  };
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ INTERVIEW_REMINDER_MINUTES: REMINDER_MINUTES });
});
afterAll(() => ctx.close());

const isReminder = (mail: { subject: string }) => mail.subject.startsWith('Reminder:');

/** Waits until no reminder of the queue is left to run (sent, or skipped as stale). */
async function remindersDone(context: TestContext) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { rows } = await context.app.db.execute<{ left: number }>(sql`
      select count(*)::int as left from pgboss.job
      where name = 'interviewReminder' and state < 'completed'`);
    if (rows[0].left === 0) return;
    if (Date.now() > deadline) throw new Error('reminders still waiting after 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function scheduledSoon(context: TestContext) {
  const pair = await appliedPair(context, 'Reminder Engineer');
  const slot = soonSlot();
  const interview = await proposed(context.app, pair.recruiter, {
    jobID: pair.jobID,
    candidateUsername: pair.candidate.username,
    slots: [slot],
  });
  const accepted = await interviewAction(context.app, pair.candidate, interview.id, 'accept', {
    start: slot.start,
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { ...pair, interview, slot };
}

const remindersTo = async (context: TestContext, account: CreatedAccount) =>
  (await mailsOf(context, account.profile.email)).filter(isReminder);

describe('interview reminders', () => {
  it('go to both sides INTERVIEW_REMINDER_MINUTES before the start', async () => {
    const { recruiter, candidate } = await scheduledSoon(ctx);
    await remindersDone(ctx);
    const [toCandidate] = await remindersTo(ctx, candidate);
    expect(toCandidate.subject).toMatch(/^Reminder: your interview for Reminder Engineer, .* UTC$/);
    expect(await remindersTo(ctx, recruiter)).toHaveLength(1);
    const notices = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { authorization: `Bearer ${candidate.accessToken}` },
    });
    expect(notices.json().items[0]).toMatchObject({
      type: 'interview',
      title: 'Interview reminder',
    });
  });

  it('are not sent after a cancel', async () => {
    const { recruiter, candidate, interview } = await scheduledSoon(ctx);
    expect((await interviewAction(ctx.app, recruiter, interview.id, 'cancel')).statusCode).toBe(
      200,
    );
    await remindersDone(ctx);
    expect(await remindersTo(ctx, candidate)).toEqual([]);
    expect(await remindersTo(ctx, recruiter)).toEqual([]);
  });

  it('are not sent for the old time after a reschedule', async () => {
    const { recruiter, candidate, interview } = await scheduledSoon(ctx);
    const later = soonSlot(3600);
    const moved = await interviewAction(ctx.app, recruiter, interview.id, 'reschedule', {
      slots: [later],
    });
    expect(moved.statusCode).toBe(200);
    await remindersDone(ctx);
    expect(await remindersTo(ctx, candidate)).toEqual([]);
    expect(await remindersTo(ctx, recruiter)).toEqual([]);
  });

  it('are not sent once the candidate withdrew', async () => {
    const { recruiter, candidate, jobID } = await scheduledSoon(ctx);
    const withdrawn = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/applications/${jobID}`,
      headers: { authorization: `Bearer ${candidate.accessToken}` },
    });
    expect(withdrawn.statusCode).toBe(200);
    await remindersDone(ctx);
    expect(await remindersTo(ctx, candidate)).toEqual([]);
    expect(await remindersTo(ctx, recruiter)).toEqual([]);
  });
});

describe('a reminder queued before a restart', () => {
  it('goes out from the next server on the same database', async () => {
    // The first server runs no workers, so only the second one can send it.
    const first = await buildTestApp({
      INTERVIEW_REMINDER_MINUTES: REMINDER_MINUTES,
      QUEUE_WORKERS: false,
    });
    const { candidate, recruiter } = await scheduledSoon(first);
    await first.app.close();
    const app = await buildApp({
      config: { ...first.config, QUEUE_WORKERS: true },
      database: first.database,
      logger: false,
    });
    await app.ready();
    const second: TestContext = { ...first, app };
    try {
      await remindersDone(second);
      expect(await remindersTo(second, candidate)).toHaveLength(1);
      expect(await remindersTo(second, recruiter)).toHaveLength(1);
    } finally {
      await app.close();
      await first.close();
    }
  }, 90_000);
});
