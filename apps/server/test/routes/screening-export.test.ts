import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type CreatedAccount } from '../factories';
import { postJob } from '../factories-jobs';
import { applyWith, passingAnswers, screeningQuestions, storeResume } from '../factories-screening';
import { bearer, buildTestApp, type TestContext } from '../helper';

let ctx: TestContext;
let recruiter: CreatedAccount;
let candidate: CreatedAccount;
beforeAll(async () => {
  ctx = await buildTestApp();
  recruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter');
  candidate = await createAccount(ctx.app.db, ctx.config, 'candidate');
});
afterAll(() => ctx.close());

describe("the candidate's export of what they applied with", () => {
  it('holds each cover letter and its answers, and the CVs by name, type and size only', async () => {
    const jobID = await postJob(ctx.app, recruiter, { questions: screeningQuestions() });
    await storeResume(ctx.app.db, candidate, {
      fileName: 'Exported CV.pdf',
      content: '%PDF-1.4 SECRET-CV-BYTES',
    });
    const applied = await applyWith(ctx.app, candidate, jobID, {
      coverLetter: 'Dear team',
      answers: passingAnswers(),
    });
    expect(applied.statusCode).toBe(200);

    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/candidate/export',
      headers: bearer(candidate.accessToken),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const size = '%PDF-1.4 SECRET-CV-BYTES'.length;
    expect(body.resume).toEqual({
      fileName: 'Exported CV.pdf',
      contentType: 'application/pdf',
      size,
      uploadedAt: expect.any(String),
    });
    expect(body.applications).toMatchObject([
      {
        jobID,
        coverLetter: 'Dear team',
        screening: 'passed',
        answers: [
          {
            questionId: 'q1',
            text: 'Are you allowed to work in Germany?',
            value: true,
            passed: true,
          },
          { questionId: 'q2', value: 5 },
          { questionId: 'q3', value: 'Platform' },
          { questionId: 'q4', value: 'I like databases.' },
        ],
        resume: { fileName: 'Exported CV.pdf', contentType: 'application/pdf', size },
      },
    ]);
    expect(response.body).not.toContain('SECRET-CV-BYTES');
    expect(response.body).not.toContain('knockout');
  });
});

describe("the recruiter's export of their jobs' screening", () => {
  it('holds each job with its questions, knock-outs included, and whether it asks for a CV', async () => {
    const owner = await createAccount(ctx.app.db, ctx.config, 'recruiter');
    const screened = await postJob(ctx.app, owner, {
      questions: screeningQuestions(),
      resumeRequired: true,
    });
    const plain = await postJob(ctx.app, owner);

    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/recruiter/export',
      headers: bearer(owner.accessToken),
    });
    expect(response.statusCode, response.body).toBe(200);
    const jobs = new Map(
      (response.json().jobs as { jobID: string }[]).map((job) => [job.jobID, job]),
    );
    expect(jobs.get(screened)).toMatchObject({
      resumeRequired: true,
      questions: [
        {
          id: 'q1',
          text: 'Are you allowed to work in Germany?',
          kind: 'yesno',
          required: true,
          knockout: { equals: true },
        },
        { id: 'q2', kind: 'number', knockout: { min: 2 } },
        {
          id: 'q3',
          kind: 'choice',
          choices: ['Platform', 'Product', 'Data'],
          knockout: { oneOf: ['Platform', 'Product'] },
        },
        { id: 'q4', kind: 'text', required: false },
      ],
    });
    expect(jobs.get(plain)).toMatchObject({ questions: [], resumeRequired: false });
  });
});
