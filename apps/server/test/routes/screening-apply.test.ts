import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationResumes,
  applications,
  applicationStatusHistory,
  notifications,
  resumeFiles,
} from '../../src/db/schema';
import { createAccount, type CreatedAccount } from '../factories';
import { apply, postJob } from '../factories-jobs';
import {
  applyWith,
  deleteResume,
  passingAnswers,
  screeningQuestions,
  storeResume,
} from '../factories-screening';
import { bearer, buildTestApp, type TestContext } from '../helper';
import { mailsOf } from '../mail-box';

let ctx: TestContext;
let recruiter: CreatedAccount;
beforeAll(async () => {
  ctx = await buildTestApp();
  recruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter');
});
afterAll(() => ctx.close());

const newCandidate = () => createAccount(ctx.app.db, ctx.config, 'candidate');
const storedApplication = async (jobID: string) =>
  (await ctx.app.db.select().from(applications).where(eq(applications.jobId, jobID)))[0];
const historyOf = (applicationId: string) =>
  ctx.app.db
    .select()
    .from(applicationStatusHistory)
    .where(eq(applicationStatusHistory.applicationId, applicationId))
    .orderBy(asc(applicationStatusHistory.changedAt));
const notificationsOf = (account: CreatedAccount) =>
  ctx.app.db
    .select({ type: notifications.type, body: notifications.body })
    .from(notifications)
    .where(eq(notifications.accountId, account.id));
const download = (jobID: string, candidate: CreatedAccount) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/applications/resume?jobID=${jobID}&candidateUsername=${candidate.username}`,
    headers: bearer(recruiter.accessToken),
  });

describe('applying with a cover letter and answers', () => {
  it('keeps the cover letter, the screened answers and a passed screening', async () => {
    const candidate = await newCandidate();
    const jobID = await postJob(ctx.app, recruiter, { questions: screeningQuestions() });
    const response = await applyWith(ctx.app, candidate, jobID, {
      coverLetter: '  I would love to build your APIs.  ',
      answers: passingAnswers(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ jobID, status: 'applied' });
    const stored = await storedApplication(jobID);
    expect(stored).toMatchObject({
      status: 'applied',
      coverLetter: 'I would love to build your APIs.',
      screening: 'passed',
      answers: [
        {
          questionId: 'q1',
          text: 'Are you allowed to work in Germany?',
          value: true,
          passed: true,
        },
        { questionId: 'q2', text: 'Years of TypeScript?', value: 5, passed: true },
        { questionId: 'q3', text: 'Preferred team?', value: 'Platform', passed: true },
        { questionId: 'q4', text: 'Anything else?', value: 'I like databases.', passed: true },
      ],
    });
    expect(await historyOf(stored.id)).toMatchObject([
      { fromStatus: null, toStatus: 'applied', changedBy: candidate.id, actor: null },
    ]);
    // Optional questions left out are kept as unanswered.
    const other = await newCandidate();
    const partly = await applyWith(ctx.app, other, jobID, {
      coverLetter: '',
      answers: passingAnswers().slice(0, 2),
    });
    expect(partly.statusCode).toBe(200);
    const [, second] = await ctx.app.db
      .select()
      .from(applications)
      .where(eq(applications.jobId, jobID))
      .orderBy(asc(applications.appliedAt));
    expect(second.coverLetter).toBeNull();
    expect(second.answers.map((answer) => answer.value)).toEqual([true, 5, null, null]);
  });

  it.each([
    [
      'a required answer missing',
      [{ questionId: 'q2', value: 3 }],
      [
        {
          path: 'answers.0',
          message: 'Are you allowed to work in Germany?: This question needs an answer',
        },
      ],
    ],
    [
      'an answer of the wrong kind',
      [
        { questionId: 'q1', value: 'yes' },
        { questionId: 'q2', value: 3 },
      ],
      [{ path: 'answers.0', message: 'Are you allowed to work in Germany?: Answer yes or no' }],
    ],
    [
      'a choice that is not offered',
      [
        { questionId: 'q1', value: true },
        { questionId: 'q2', value: 3 },
        { questionId: 'q3', value: 'Sales' },
      ],
      [{ path: 'answers.2', message: 'Preferred team?: Pick one of the choices' }],
    ],
    [
      'an answer to no question',
      [
        { questionId: 'q1', value: true },
        { questionId: 'q2', value: 3 },
        { questionId: 'q9', value: true },
      ],
      [{ path: 'answers.2.questionId', message: 'No such question' }],
    ],
  ])('refuses %s with 400 and errors, storing nothing', async (_name, answers, errors) => {
    const candidate = await newCandidate();
    const jobID = await postJob(ctx.app, recruiter, { questions: screeningQuestions() });
    await storeResume(ctx.app.db, candidate);
    const noticesBefore = (await notificationsOf(recruiter)).length;
    const response = await applyWith(ctx.app, candidate, jobID, { answers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Invalid data provided, please check your answers',
      errors,
    });
    expect(await ctx.app.db.$count(applications, eq(applications.jobId, jobID))).toBe(0);
    expect(await notificationsOf(recruiter)).toHaveLength(noticesBefore);
  });

  it('refuses a cover letter over 5,000 characters', async () => {
    const candidate = await newCandidate();
    const jobID = await postJob(ctx.app, recruiter);
    const response = await applyWith(ctx.app, candidate, jobID, { coverLetter: 'x'.repeat(5001) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The cover letter is at most 5,000 characters');
    expect(response.json().errors).toEqual([
      { path: 'coverLetter', message: 'The cover letter is at most 5,000 characters' },
    ]);
    expect(await ctx.app.db.$count(applications, eq(applications.jobId, jobID))).toBe(0);
  });

  it('works as before for a job without questions and a client that sends no answers', async () => {
    const candidate = await newCandidate();
    const jobID = await postJob(ctx.app, recruiter);
    const response = await apply(ctx.app, candidate, jobID);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'applied' });
    const stored = await storedApplication(jobID);
    expect(stored).toMatchObject({ coverLetter: null, answers: [], screening: 'passed' });
    expect(
      await ctx.app.db.$count(applicationResumes, eq(applicationResumes.applicationId, stored.id)),
    ).toBe(0);
  });
});

describe('knock-out answers', () => {
  it('store the application rejected by the screening and tell the candidate as a rejection does', async () => {
    const candidate = await newCandidate();
    const jobID = await postJob(ctx.app, recruiter, {
      designation: 'Knocked Out Engineer',
      questions: screeningQuestions(),
    });
    const answers = passingAnswers().map((answer) =>
      answer.questionId === 'q2' ? { ...answer, value: 1 } : answer,
    );
    const response = await applyWith(ctx.app, candidate, jobID, { answers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ jobID, status: 'rejected' });
    const stored = await storedApplication(jobID);
    expect(stored.status).toBe('rejected');
    expect(stored.screening).toBe('failed');
    expect(stored.answers.map((answer) => answer.passed)).toEqual([true, false, true, true]);
    expect(await historyOf(stored.id)).toMatchObject([
      { fromStatus: null, toStatus: 'applied', changedBy: candidate.id, actor: null },
      { fromStatus: 'applied', toStatus: 'rejected', changedBy: null, actor: 'screening' },
    ]);

    const history = await ctx.app.inject({
      method: 'GET',
      url: `/api/applications/history?jobID=${jobID}&candidateUsername=${candidate.username}`,
      headers: bearer(candidate.accessToken),
    });
    expect(history.json()).toMatchObject([
      { from: null, to: 'applied', by: 'candidate' },
      { from: 'applied', to: 'rejected', by: 'screening' },
    ]);

    // The candidate hears of it as of a recruiter's rejection; the recruiter of the application.
    expect(await notificationsOf(candidate)).toEqual([
      { type: 'status', body: expect.stringContaining('Knocked Out Engineer to Not selected') },
    ]);
    expect(await notificationsOf(recruiter)).toContainEqual({
      type: 'application',
      body: expect.stringContaining('applied to Knocked Out Engineer'),
    });
    const mails = await mailsOf(ctx, candidate.profile.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Your application for Knocked Out Engineer: Not selected',
    ]);
  });

  it('fail a yes/no, a number and a choice answer each', async () => {
    const cases = [
      { questionId: 'q1', value: false },
      { questionId: 'q2', value: 0 },
      { questionId: 'q3', value: 'Data' },
    ];
    const jobID = await postJob(ctx.app, recruiter, { questions: screeningQuestions() });
    for (const failing of cases) {
      const candidate = await newCandidate();
      const answers = passingAnswers().map((answer) =>
        answer.questionId === failing.questionId ? failing : answer,
      );
      const response = await applyWith(ctx.app, candidate, jobID, { answers });
      expect(response.json().status, failing.questionId).toBe('rejected');
    }
  });
});

describe('the CV an application is sent with', () => {
  it('is required when the job asks for one, with nothing stored', async () => {
    const candidate = await newCandidate();
    const jobID = await postJob(ctx.app, recruiter, { resumeRequired: true });
    const response = await apply(ctx.app, candidate, jobID);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'This job asks for a CV' });
    expect(await ctx.app.db.$count(applications, eq(applications.jobId, jobID))).toBe(0);

    await storeResume(ctx.app.db, candidate);
    expect((await apply(ctx.app, candidate, jobID)).statusCode).toBe(200);
  });

  it('is copied, so replacing or deleting the current CV leaves the application its own', async () => {
    const candidate = await newCandidate();
    const first = await postJob(ctx.app, recruiter);
    const second = await postJob(ctx.app, recruiter);
    const fileId = await storeResume(ctx.app.db, candidate, {
      fileName: 'Ada CV.pdf',
      content: '%PDF-1.4 the first CV',
    });
    expect((await apply(ctx.app, candidate, first)).statusCode).toBe(200);
    expect((await apply(ctx.app, candidate, second)).statusCode).toBe(200);
    const stored = await storedApplication(first);
    const [copy] = await ctx.app.db
      .select()
      .from(applicationResumes)
      .where(eq(applicationResumes.applicationId, stored.id));
    expect(copy).toEqual({
      applicationId: stored.id,
      fileId,
      fileName: 'Ada CV.pdf',
      contentType: 'application/pdf',
      size: '%PDF-1.4 the first CV'.length,
    });
    // One file, shared: applying copied no bytes.
    expect(await ctx.app.db.$count(resumeFiles, eq(resumeFiles.id, fileId))).toBe(1);

    await storeResume(ctx.app.db, candidate, { content: '%PDF-1.4 a newer CV' });
    const afterReplace = await download(first, candidate);
    expect(afterReplace.statusCode).toBe(200);
    expect(afterReplace.body).toBe('%PDF-1.4 the first CV');

    await deleteResume(ctx.app.db, candidate);
    for (const jobID of [first, second]) {
      const afterDelete = await download(jobID, candidate);
      expect(afterDelete.statusCode).toBe(200);
      expect(afterDelete.body).toBe('%PDF-1.4 the first CV');
    }

    // Once no application refers to it either, the file itself goes.
    await ctx.app.db.delete(applications).where(eq(applications.candidateId, candidate.id));
    expect(await ctx.app.db.$count(resumeFiles, eq(resumeFiles.id, fileId))).toBe(0);
  });
});
