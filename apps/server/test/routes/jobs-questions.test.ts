import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema';
import { createAccount, type CreatedAccount } from '../factories';
import { jobInput, postJob } from '../factories-jobs';
import { screeningQuestions } from '../factories-screening';
import { bearer, buildTestApp, type TestContext } from '../helper';

let ctx: TestContext;
let recruiter: CreatedAccount;
let otherRecruiter: CreatedAccount;
let candidate: CreatedAccount;
beforeAll(async () => {
  ctx = await buildTestApp();
  recruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter');
  otherRecruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter');
  candidate = await createAccount(ctx.app.db, ctx.config, 'candidate');
});
afterAll(() => ctx.close());

const fetchJob = (jobID: string, account?: CreatedAccount) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/job/fetchIndividualJob/${jobID}`,
    headers: account ? bearer(account.accessToken) : {},
  });
const storedQuestions = async (jobID: string) =>
  (await ctx.app.db.select().from(jobs).where(eq(jobs.jobId, jobID)))[0];
const patch = (jobID: string, payload: Record<string, unknown>, account = recruiter) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/job/${jobID}`,
    headers: bearer(account.accessToken),
    payload,
  });

/** Reserves the ID and posts the input, whatever it holds; the create reply. */
async function create(input: Record<string, unknown>) {
  await ctx.app.inject({
    method: 'POST',
    url: '/api/job/createID',
    headers: bearer(recruiter.accessToken),
    payload: { username: recruiter.username, jobID: input.jobID },
  });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/job/create',
    headers: bearer(recruiter.accessToken),
    payload: input,
  });
}

const ownerQuestions = [
  {
    id: 'q1',
    text: 'Are you allowed to work in Germany?',
    kind: 'yesno',
    required: true,
    knockout: { equals: true },
  },
  { id: 'q2', text: 'Years of TypeScript?', kind: 'number', required: true, knockout: { min: 2 } },
  {
    id: 'q3',
    text: 'Preferred team?',
    kind: 'choice',
    required: false,
    choices: ['Platform', 'Product', 'Data'],
    knockout: { oneOf: ['Platform', 'Product'] },
  },
  { id: 'q4', text: 'Anything else?', kind: 'text', required: false, knockout: null },
];
const publicQuestions = ownerQuestions.map(({ knockout: _knockout, ...question }) => question);

describe('job questions', () => {
  it('stores the questions with ids assigned and resumeRequired on create', async () => {
    const jobID = await postJob(ctx.app, recruiter, {
      questions: screeningQuestions(),
      resumeRequired: true,
    });
    const row = await storedQuestions(jobID);
    expect(row.questions).toEqual(ownerQuestions);
    expect(row.resumeRequired).toBe(true);
  });

  it('keeps ids the recruiter chose and gives the others the first free q-number', async () => {
    const jobID = await postJob(ctx.app, recruiter, {
      questions: [
        { id: 'q1', text: 'First?', kind: 'yesno' },
        { text: 'Second?', kind: 'text' },
        { id: 'visa', text: 'Visa?', kind: 'yesno' },
      ],
    });
    const row = await storedQuestions(jobID);
    expect(row.questions.map((question) => question.id)).toEqual(['q1', 'q2', 'visa']);
    expect(row.resumeRequired).toBe(false);
  });

  it.each([
    [
      'eleven questions',
      Array.from({ length: 11 }, (_, i) => ({ text: `Question ${i}?`, kind: 'yesno' })),
      'At most 10 questions',
    ],
    [
      'a choice question without choices',
      [{ text: 'Team?', kind: 'choice' }],
      'A choice question needs at least 2 choices',
    ],
    [
      'a knock-out on a text question',
      [{ text: 'Why us?', kind: 'text', knockout: { equals: true } }],
      'Text answers are never knocked out',
    ],
    [
      'a passing answer that is not a choice',
      [{ text: 'Team?', kind: 'choice', choices: ['A', 'B'], knockout: { oneOf: ['C'] } }],
      'Passing answers must be among the choices',
    ],
  ])('refuses %s with 400 and errors, storing nothing', async (_name, questions, message) => {
    const input = jobInput({ questions: questions as never });
    const response = await create(input as Record<string, unknown>);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([{ path: expect.stringMatching(/^questions/), message }]),
    );
    expect(await ctx.app.db.$count(jobs, eq(jobs.jobId, input.jobID))).toBe(0);
  });

  it('changes the questions with PATCH and answers the owner with them whole', async () => {
    const jobID = await postJob(ctx.app, recruiter);
    expect((await storedQuestions(jobID)).questions).toEqual([]);
    const response = await patch(jobID, {
      questions: [{ text: 'Notice period in weeks?', kind: 'number', knockout: { max: 8 } }],
      resumeRequired: true,
    });
    expect(response.statusCode).toBe(200);
    const changed = [
      {
        id: 'q1',
        text: 'Notice period in weeks?',
        kind: 'number',
        required: false,
        knockout: { max: 8 },
      },
    ];
    expect(response.json()).toMatchObject({ questions: changed, resumeRequired: true });
    const row = await storedQuestions(jobID);
    expect(row.questions).toEqual(changed);
    expect(row.resumeRequired).toBe(true);

    const invalid = await patch(jobID, {
      questions: [{ text: 'Team?', kind: 'choice', choices: ['A'] }],
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('A choice question needs at least 2 choices');
    expect((await storedQuestions(jobID)).questions).toEqual(changed);
  });

  it('shows the questions without knock-outs to everyone but the owner, who sees them whole', async () => {
    const jobID = await postJob(ctx.app, recruiter, {
      questions: screeningQuestions(),
      resumeRequired: true,
    });
    // The public answer is cached first: the owner must still get their own shape, and after the
    // owner's read the public must still get theirs.
    for (const viewer of [undefined, candidate, otherRecruiter, recruiter, undefined, candidate]) {
      const response = await fetchJob(jobID, viewer);
      expect(response.statusCode).toBe(200);
      const expected = viewer === recruiter ? ownerQuestions : publicQuestions;
      expect(response.json().questions).toEqual(expected);
      expect(response.json().resumeRequired).toBe(true);
      if (viewer !== recruiter) expect(response.body).not.toContain('knockout');
    }
  });

  it('gives the owner the whole questions on the owner-only views', async () => {
    const jobID = await postJob(ctx.app, recruiter, { questions: screeningQuestions() });
    const screening = await ctx.app.inject({
      method: 'GET',
      url: `/api/applications/screening?jobID=${jobID}&recruiterUsername=${recruiter.username}`,
      headers: bearer(recruiter.accessToken),
    });
    expect(screening.json().recruitmentDetails.questions).toEqual(ownerQuestions);
    for (const action of ['close', 'reopen']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/job/${jobID}/${action}`,
        headers: bearer(recruiter.accessToken),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().questions).toEqual(ownerQuestions);
    }
  });

  it('leaves questions out of every list', async () => {
    const jobID = await postJob(ctx.app, recruiter, {
      designation: 'Knockout Screening Engineer',
      questions: screeningQuestions(),
      resumeRequired: true,
    });
    const lists = [
      ['/api/job/fetch?limit=100', candidate],
      ['/api/job/search?q=Knockout', candidate],
      ['/api/job/search?q=Knockout', undefined],
      ['/api/job/mine', recruiter],
      [`/api/job/by/${recruiter.username}`, undefined],
      [`/api/applications/jobStatus?recruiterUsername=${recruiter.username}`, recruiter],
    ] as const;
    for (const [url, viewer] of lists) {
      const response = await ctx.app.inject({
        method: 'GET',
        url,
        headers: viewer ? bearer(viewer.accessToken) : {},
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain(jobID);
      expect(response.body, url).not.toContain('questions');
      expect(response.body, url).not.toContain('knockout');
      expect(response.body, url).not.toContain('Years of TypeScript');
    }
  });
});
