import { MESSAGE_MAX_LENGTH } from '@jobhunter/shared';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, notifications } from '../../src/db/schema';
import { createAccount, type CreatedAccount } from '../factories';
import { addMember, createCompany } from '../factories-companies';
import { apply, postJob } from '../factories-jobs';
import { bearer, buildTestApp, type TestContext } from '../helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const account = (role: 'candidate' | 'recruiter') => createAccount(ctx.app.db, ctx.config, role);

/** A recruiter's job and a candidate's application to it. */
async function conversation() {
  const recruiter = await account('recruiter');
  const candidate = await account('candidate');
  const jobID = await postJob(ctx.app, recruiter, { designation: 'Messaging Engineer' });
  expect((await apply(ctx.app, candidate, jobID)).statusCode).toBe(200);
  return { recruiter, candidate, jobID };
}

const post = (actor: CreatedAccount, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/applications/messages',
    headers: bearer(actor.accessToken),
    payload,
  });

const read = (actor: CreatedAccount, query: Record<string, string>) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/applications/messages',
    headers: bearer(actor.accessToken),
    query,
  });

const threadsOf = async (actor: CreatedAccount) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/messages/threads',
    headers: bearer(actor.accessToken),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** Every stored message of the job's conversations, as texts. */
const storedTexts = async (applicationText?: string) =>
  (
    await ctx.app.db
      .select({ text: messages.text })
      .from(messages)
      .orderBy(asc(messages.createdAt), asc(messages.id))
  )
    .map((row) => row.text)
    .filter((text) => applicationText === undefined || text.includes(applicationText));

const messageNotificationsOf = (accountId: string) =>
  ctx.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.accountId, accountId), eq(notifications.type, 'message')));

describe('a conversation', () => {
  it('stores both sides oldest first, answers 201 with the message, and marks the other side read on reading', async () => {
    const { recruiter, candidate, jobID } = await conversation();
    const first = await post(candidate, { jobID, text: '  Hello, is the role still open?  ' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(String),
      from: { role: 'candidate', username: candidate.username },
      text: 'Hello, is the role still open?',
      createdAt: expect.any(String),
      readAt: null,
    });
    const reply = await post(recruiter, {
      jobID,
      candidateUsername: candidate.username,
      text: 'Yes! When can you talk?',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json().from).toEqual({ role: 'recruiter', username: recruiter.username });

    // The candidate reads: the recruiter's message becomes read, the candidate's own stays unread.
    const seenByCandidate = await read(candidate, { jobID });
    expect(seenByCandidate.statusCode, seenByCandidate.body).toBe(200);
    const list = seenByCandidate.json();
    expect(list.map((message: { text: string }) => message.text)).toEqual([
      'Hello, is the role still open?',
      'Yes! When can you talk?',
    ]);
    expect(list[0].readAt).toBeNull();
    expect(list[1].readAt).toEqual(expect.any(String));
    expect(Date.parse(list[0].createdAt)).toBeLessThanOrEqual(Date.parse(list[1].createdAt));

    const seenByRecruiter = await read(recruiter, { jobID, candidateUsername: candidate.username });
    expect(seenByRecruiter.statusCode, seenByRecruiter.body).toBe(200);
    const both = seenByRecruiter.json();
    expect(both.every((message: { readAt: string | null }) => message.readAt !== null)).toBe(true);
    // Reading again does not move when it was first read.
    expect(both[1].readAt).toBe(list[1].readAt);
  });

  it('refuses an empty, blank or too long message with 400 and stores nothing', async () => {
    const { candidate, jobID } = await conversation();
    const before = await storedTexts();
    for (const text of ['', '   \n\t ', 'x'.repeat(MESSAGE_MAX_LENGTH + 1)]) {
      const response = await post(candidate, { jobID, text });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect((await post(candidate, { jobID })).statusCode).toBe(400);
    expect(await storedTexts()).toEqual(before);
    const longest = await post(candidate, { jobID, text: 'y'.repeat(MESSAGE_MAX_LENGTH) });
    expect(longest.statusCode, longest.body).toBe(201);
  });

  it('is closed to writing once the application is withdrawn (409, nothing stored) but stays readable; a rejected one stays open', async () => {
    const { recruiter, candidate, jobID } = await conversation();
    expect((await post(candidate, { jobID, text: 'Before withdrawing' })).statusCode).toBe(201);
    const withdrawn = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/applications/${jobID}`,
      headers: bearer(candidate.accessToken),
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const late = await post(candidate, { jobID, text: 'After withdrawing' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'This application was withdrawn, so the conversation is closed',
    );
    const recruiterLate = await post(recruiter, {
      jobID,
      candidateUsername: candidate.username,
      text: 'After withdrawing, from the recruiter',
    });
    expect(recruiterLate.statusCode).toBe(409);
    expect(await storedTexts('After withdrawing')).toEqual([]);
    const readable = await read(recruiter, { jobID, candidateUsername: candidate.username });
    expect(readable.statusCode).toBe(200);
    expect(readable.json().map((message: { text: string }) => message.text)).toEqual([
      'Before withdrawing',
    ]);

    const other = await conversation();
    const rejected = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/applications/status',
      headers: bearer(other.recruiter.accessToken),
      payload: {
        jobID: other.jobID,
        candidateUsername: other.candidate.username,
        status: 'rejected',
      },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const asked = await post(other.candidate, { jobID: other.jobID, text: 'May I ask why?' });
    expect(asked.statusCode, asked.body).toBe(201);
  });

  it('serialises a message with a withdrawal sent at the same moment: stored before it, or refused after it', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { recruiter, candidate, jobID } = await conversation();
      const text = `Racing the withdrawal ${round}`;
      const [written, withdrawn] = await Promise.all([
        post(recruiter, { jobID, candidateUsername: candidate.username, text }),
        ctx.app.inject({
          method: 'DELETE',
          url: `/api/applications/${jobID}`,
          headers: bearer(candidate.accessToken),
        }),
      ]);
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      expect([201, 409], written.body).toContain(written.statusCode);
      expect(await storedTexts(text)).toEqual(written.statusCode === 201 ? [text] : []);
    }
  });

  it('keeps a deleted author’s messages, with username null', async () => {
    const owner = await account('recruiter');
    const colleague = await account('recruiter');
    const company = await createCompany(ctx.app.db, { owner });
    await addMember(ctx.app.db, { company, account: colleague, role: 'recruiter' });
    const jobID = await postJob(ctx.app, owner);
    const candidate = await account('candidate');
    expect((await apply(ctx.app, candidate, jobID)).statusCode).toBe(200);
    const written = await post(colleague, {
      jobID,
      candidateUsername: candidate.username,
      text: 'Written before leaving',
    });
    expect(written.statusCode, written.body).toBe(201);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/recruiter/delete/${colleague.username}`,
      headers: bearer(colleague.accessToken),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const list = (await read(candidate, { jobID })).json();
    expect(list).toEqual([
      expect.objectContaining({
        text: 'Written before leaving',
        from: { role: 'recruiter', username: null },
      }),
    ]);
    const [thread] = await threadsOf(candidate);
    // The writer is gone: the thread is with the job's poster.
    expect(thread.with.username).toBe(owner.username);
    expect(thread.last.from).toEqual({ role: 'recruiter', username: null });
  });
});

describe('who may read and write', () => {
  it('answers 403 to the wrong form of the call for the caller’s role, and stores nothing', async () => {
    const { recruiter, candidate, jobID } = await conversation();
    const named = await post(candidate, {
      jobID,
      candidateUsername: candidate.username,
      text: 'Naming myself',
    });
    expect(named.statusCode).toBe(403);
    expect(named.json().message).toBe(
      'A candidate writes in their own conversation: leave candidateUsername out',
    );
    const unnamed = await read(recruiter, { jobID });
    expect(unnamed.statusCode).toBe(403);
    expect(unnamed.json().message).toBe('Name the applicant: candidateUsername is required');
    expect((await post(recruiter, { jobID, text: 'To whom?' })).statusCode).toBe(403);
    expect(await storedTexts('Naming myself')).toEqual([]);
  });

  it('answers 404 to a candidate without an application and for an unknown job or applicant, 403 to a stranger recruiter', async () => {
    const { recruiter, candidate, jobID } = await conversation();
    const otherCandidate = await account('candidate');
    const none = await read(otherCandidate, { jobID });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('You have not applied to this job');
    const noneWrite = await post(otherCandidate, { jobID, text: 'Hi' });
    expect(noneWrite.statusCode).toBe(404);
    expect(noneWrite.json().message).toBe('You have not applied to this job');
    expect((await read(candidate, { jobID: 'ZZZ999' })).json().message).toBe('No such job exists');
    const noApplicant = await read(recruiter, {
      jobID,
      candidateUsername: otherCandidate.username,
    });
    expect(noApplicant.statusCode).toBe(404);
    expect(noApplicant.json().message).toBe('This candidate has not applied to this job');

    const stranger = await account('recruiter');
    const refer = { jobID, candidateUsername: candidate.username };
    expect((await read(stranger, refer)).statusCode).toBe(403);
    const strangerWrite = await post(stranger, { ...refer, text: 'Poaching' });
    expect(strangerWrite.statusCode).toBe(403);
    expect(await storedTexts('Poaching')).toEqual([]);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/messages/threads',
        })
      ).statusCode,
    ).toBe(401);
  });

  it('lets a company viewer read (marking the team’s side read) but not write (403, nothing stored)', async () => {
    const owner = await account('recruiter');
    const viewer = await account('recruiter');
    const company = await createCompany(ctx.app.db, { owner });
    await addMember(ctx.app.db, { company, account: viewer, role: 'viewer' });
    const jobID = await postJob(ctx.app, owner);
    const candidate = await account('candidate');
    expect((await apply(ctx.app, candidate, jobID)).statusCode).toBe(200);
    expect((await post(candidate, { jobID, text: 'Hello team' })).statusCode).toBe(201);

    const refer = { jobID, candidateUsername: candidate.username };
    const seen = await read(viewer, refer);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()[0].readAt).toEqual(expect.any(String));
    const written = await post(viewer, { ...refer, text: 'From a viewer' });
    expect(written.statusCode).toBe(403);
    expect(await storedTexts('From a viewer')).toEqual([]);
    const [thread] = await threadsOf(viewer);
    expect(thread).toMatchObject({ jobID, unread: 0 });
  });
});

describe('in-app notifications of messages', () => {
  it('tells the other side once per unread conversation, brought up to date, and reading the conversation marks it read', async () => {
    const { recruiter, candidate, jobID } = await conversation();
    expect((await post(candidate, { jobID, text: 'First question' })).statusCode).toBe(201);
    expect((await post(candidate, { jobID, text: 'Second question' })).statusCode).toBe(201);
    const [notice, ...more] = await messageNotificationsOf(recruiter.id);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      link: `/RecruiterDashboard/MyRecruitments/${jobID}?applicant=${candidate.username}`,
      readAt: null,
    });
    expect(notice.title).toContain(candidate.profile.firstName);
    expect(notice.body).toBe('Messaging Engineer: Second question');
    // The candidate is not told of their own messages.
    expect(await messageNotificationsOf(candidate.id)).toEqual([]);

    expect(
      (await read(recruiter, { jobID, candidateUsername: candidate.username })).statusCode,
    ).toBe(200);
    const [readNotice] = await messageNotificationsOf(recruiter.id);
    expect(readNotice.readAt).not.toBeNull();

    expect((await post(candidate, { jobID, text: 'Third question' })).statusCode).toBe(201);
    const after = await messageNotificationsOf(recruiter.id);
    expect(after).toHaveLength(2);
    expect(after.filter((row) => row.readAt === null).map((row) => row.body)).toEqual([
      'Messaging Engineer: Third question',
    ]);

    const reply = await post(recruiter, {
      jobID,
      candidateUsername: candidate.username,
      text: 'Answers below',
    });
    expect(reply.statusCode).toBe(201);
    expect(await messageNotificationsOf(candidate.id)).toEqual([
      expect.objectContaining({
        link: `/CandidateDashboard/MyJobApplications/${jobID}`,
        readAt: null,
        body: 'Messaging Engineer: Answers below',
      }),
    ]);
  });

  it("tells every member who may act on a company's job of a candidate's message, not a viewer", async () => {
    const owner = await account('recruiter');
    const colleague = await account('recruiter');
    const viewer = await account('recruiter');
    const company = await createCompany(ctx.app.db, { owner });
    await addMember(ctx.app.db, { company, account: colleague, role: 'recruiter' });
    await addMember(ctx.app.db, { company, account: viewer, role: 'viewer' });
    const jobID = await postJob(ctx.app, colleague);
    const candidate = await account('candidate');
    expect((await apply(ctx.app, candidate, jobID)).statusCode).toBe(200);
    expect((await post(candidate, { jobID, text: 'Hello all' })).statusCode).toBe(201);
    expect(await messageNotificationsOf(owner.id)).toHaveLength(1);
    expect(await messageNotificationsOf(colleague.id)).toHaveLength(1);
    expect(await messageNotificationsOf(viewer.id)).toEqual([]);
  });
});

describe('GET /api/messages/threads', () => {
  it('lists the conversations with a message, newest activity first, with the other side and the unread count', async () => {
    const recruiter = await account('recruiter');
    const [ana, ben, cleo] = await Promise.all([
      account('candidate'),
      account('candidate'),
      account('candidate'),
    ]);
    const jobA = await postJob(ctx.app, recruiter, { designation: 'Job A' });
    const jobB = await postJob(ctx.app, recruiter, { designation: 'Job B' });
    for (const [who, job] of [
      [ana, jobA],
      [ben, jobA],
      [cleo, jobB],
      [ana, jobB],
    ] as const)
      expect((await apply(ctx.app, who, job)).statusCode).toBe(200);

    expect((await post(ana, { jobID: jobA, text: 'Ana one' })).statusCode).toBe(201);
    expect((await post(ana, { jobID: jobA, text: 'Ana two' })).statusCode).toBe(201);
    expect((await post(cleo, { jobID: jobB, text: 'Cleo one' })).statusCode).toBe(201);
    expect(
      (
        await post(recruiter, {
          jobID: jobA,
          candidateUsername: ben.username,
          text: 'Ben, are you free?',
        })
      ).statusCode,
    ).toBe(201);

    const recruiterThreads = await threadsOf(recruiter);
    // Ana's application to job B has no message: it is not a conversation yet.
    expect(
      recruiterThreads.map((thread: { jobID: string; with: { username: string } }) => [
        thread.jobID,
        thread.with.username,
      ]),
    ).toEqual([
      [jobA, ben.username],
      [jobB, cleo.username],
      [jobA, ana.username],
    ]);
    expect(recruiterThreads[0]).toEqual({
      jobID: jobA,
      designation: 'Job A',
      company_name: recruiter.profile.current_job!.company,
      with: {
        role: 'candidate',
        username: ben.username,
        firstName: ben.profile.firstName,
        lastName: ben.profile.lastName,
        photo: expect.any(String),
      },
      last: {
        text: 'Ben, are you free?',
        createdAt: expect.any(String),
        from: { role: 'recruiter', username: recruiter.username },
      },
      unread: 0,
    });
    expect(recruiterThreads.map((thread: { unread: number }) => thread.unread)).toEqual([0, 1, 2]);

    const [benThread] = await threadsOf(ben);
    expect(benThread).toMatchObject({
      jobID: jobA,
      with: { role: 'recruiter', username: recruiter.username },
      unread: 1,
    });
    expect((await read(ben, { jobID: jobA })).statusCode).toBe(200);
    expect((await threadsOf(ben))[0].unread).toBe(0);

    // Ana's thread: nobody of the job wrote yet, so it is with the job's poster.
    const anaThreads = await threadsOf(ana);
    expect(anaThreads).toHaveLength(1);
    expect(anaThreads[0]).toMatchObject({
      jobID: jobA,
      with: { role: 'recruiter', username: recruiter.username },
      last: { text: 'Ana two', from: { role: 'candidate', username: ana.username } },
      unread: 0,
    });
    expect(await threadsOf(await account('candidate'))).toEqual([]);
  });
});
