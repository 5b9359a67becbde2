import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type CreatedAccount } from '../factories';
import { apply, postJob } from '../factories-jobs';
import { applyWith, passingAnswers, screeningQuestions, storeResume } from '../factories-screening';
import { bearer, buildTestApp, type TestContext } from '../helper';

let ctx: TestContext;
let recruiter: CreatedAccount;
let otherRecruiter: CreatedAccount;
let candidate: CreatedAccount;
let jobID: string;
const cv = '%PDF-1.4 the CV sent with the application';
beforeAll(async () => {
  ctx = await buildTestApp();
  recruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter');
  otherRecruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter');
  candidate = await createAccount(ctx.app.db, ctx.config, 'candidate');
  jobID = await postJob(ctx.app, recruiter, { questions: screeningQuestions() });
  await storeResume(ctx.app.db, candidate, { fileName: 'Ada "Lovelace" CV.pdf', content: cv });
  const answers = passingAnswers().map((answer) =>
    answer.questionId === 'q3' ? { ...answer, value: 'Data' } : answer,
  );
  const applied = await applyWith(ctx.app, candidate, jobID, {
    coverLetter: 'Dear hiring team',
    answers,
  });
  if (applied.statusCode !== 200) throw new Error(applied.body);
});
afterAll(() => ctx.close());

const get = (path: string, query: string, account?: CreatedAccount) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/applications/${path}?${query}`,
    headers: account ? bearer(account.accessToken) : {},
  });
const refOf = (job: string, who: CreatedAccount) =>
  `jobID=${job}&candidateUsername=${who.username}`;

describe('GET /api/applications/detail', () => {
  it("gives the job's owner what the candidate sent, with each answer's kind", async () => {
    const response = await get('detail', refOf(jobID, candidate), recruiter);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'rejected',
      appliedAt: expect.any(String),
      coverLetter: 'Dear hiring team',
      answers: [
        {
          questionId: 'q1',
          text: 'Are you allowed to work in Germany?',
          kind: 'yesno',
          value: true,
          passed: true,
        },
        { questionId: 'q2', text: 'Years of TypeScript?', kind: 'number', value: 5, passed: true },
        { questionId: 'q3', text: 'Preferred team?', kind: 'choice', value: 'Data', passed: false },
        {
          questionId: 'q4',
          text: 'Anything else?',
          kind: 'text',
          value: 'I like databases.',
          passed: true,
        },
      ],
      screening: 'failed',
      resume: {
        fileName: 'Ada "Lovelace" CV.pdf',
        contentType: 'application/pdf',
        size: cv.length,
      },
    });
  });

  it('gives an application without answers or CV empty ones', async () => {
    const plain = await postJob(ctx.app, recruiter);
    const other = await createAccount(ctx.app.db, ctx.config, 'candidate');
    expect((await apply(ctx.app, other, plain)).statusCode).toBe(200);
    const response = await get('detail', refOf(plain, other), recruiter);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'applied',
      appliedAt: expect.any(String),
      coverLetter: null,
      answers: [],
      screening: 'passed',
      resume: null,
    });
    const noCv = await get('resume', refOf(plain, other), recruiter);
    expect(noCv.statusCode).toBe(404);
    expect(noCv.json()).toEqual({ message: 'This application was sent without a CV' });
  });

  it('leaves the kind out once the job no longer asks the question', async () => {
    const job = await postJob(ctx.app, recruiter, {
      questions: [{ text: 'Can you start in May?', kind: 'yesno' }],
    });
    const other = await createAccount(ctx.app.db, ctx.config, 'candidate');
    await applyWith(ctx.app, other, job, { answers: [{ questionId: 'q1', value: true }] });
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/job/${job}`,
      headers: bearer(recruiter.accessToken),
      payload: { questions: [] },
    });
    const response = await get('detail', refOf(job, other), recruiter);
    expect(response.json().answers).toEqual([
      { questionId: 'q1', text: 'Can you start in May?', value: true, passed: true },
    ]);
  });
});

describe('GET /api/applications/resume', () => {
  it('sends the CV as a private attachment that is never rendered', async () => {
    const response = await get('resume', refOf(jobID, candidate), recruiter);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(cv);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=/);
    expect(response.headers['content-disposition']).toContain('Lovelace');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});

describe.each(['detail', 'resume'])('who may read /api/applications/%s', (path) => {
  it('is the owner only: others 403, anonymous 401, unknown 404', async () => {
    expect((await get(path, refOf(jobID, candidate), recruiter)).statusCode).toBe(200);
    const stranger = await get(path, refOf(jobID, candidate), otherRecruiter);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({
      message: 'Only the recruiter who posted this job can do this',
    });
    const asCandidate = await get(path, refOf(jobID, candidate), candidate);
    expect(asCandidate.statusCode).toBe(403);
    expect((await get(path, refOf(jobID, candidate))).statusCode).toBe(401);
    expect((await get(path, 'jobID=nonsense')).statusCode).toBe(401);

    const nobody = await get(path, refOf(jobID, otherRecruiter), recruiter);
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toEqual({ message: 'This candidate has not applied to this job' });
    const noJob = await get(path, refOf('QQQ998', candidate), recruiter);
    expect(noJob.statusCode).toBe(404);
    expect(noJob.json()).toEqual({ message: 'No such job exists' });
    const bad = await get(path, 'jobID=abc', recruiter);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.length).toBeGreaterThan(0);
  });
});

describe('GET /api/applications/jobStatus for one job', () => {
  it('says how each applicant did in the screening and whether a CV came along', async () => {
    const job = await postJob(ctx.app, recruiter, { questions: screeningQuestions() });
    const passing = await createAccount(ctx.app.db, ctx.config, 'candidate');
    await storeResume(ctx.app.db, passing);
    await applyWith(ctx.app, passing, job, { answers: passingAnswers() });
    const failing = await createAccount(ctx.app.db, ctx.config, 'candidate');
    await applyWith(ctx.app, failing, job, {
      answers: passingAnswers().map((answer) =>
        answer.questionId === 'q1' ? { ...answer, value: false } : answer,
      ),
    });
    const response = await get(
      'jobStatus',
      `recruiterUsername=${recruiter.username}&jobID=${job}`,
      recruiter,
    );
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .map((applicant: Record<string, unknown>) => [
          applicant.username,
          applicant.applicationStatus,
          applicant.screening,
          applicant.hasResume,
        ]),
    ).toEqual([
      [passing.username, 'applied', 'passed', true],
      [failing.username, 'rejected', 'failed', false],
    ]);
  });
});
