import { eq, sql } from 'drizzle-orm';
import type { JobInput, RecommendedJob } from '@jobhunter/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema';
import { createAccount, type CreatedAccount } from '../factories';
import { createAdminAccount } from '../factories-admin';
import { apply, postJob } from '../factories-jobs';
import { madeUpWord } from '../made-up-word';
import { bearer, buildTestApp, type TestContext } from '../helper';

let ctx: TestContext;
let recruiter: CreatedAccount;
beforeAll(async () => {
  ctx = await buildTestApp();
  recruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter');
});
afterAll(() => ctx.close());

/** A candidate whose profile matches by these skills, title and current job only. */
function candidate(
  skills: string[],
  {
    title = madeUpWord('Quix'),
    role = madeUpWord('Vorb'),
    location = 'Nowhereville',
    years = '4',
  }: { title?: string; role?: string; location?: string; years?: string } = {},
) {
  return createAccount(ctx.app.db, ctx.config, 'candidate', {
    title,
    core_skills: skills,
    current_job: {
      company: 'Engines Inc',
      current_role: role,
      job_description: 'Work',
      date_of_commencement: '07/2018',
      years_of_experience: years,
      current_location: location,
    },
  });
}

/** A job that matches nothing by accident: made-up title, onsite somewhere else, no experience asked. */
const post = (overrides: Partial<JobInput>) =>
  postJob(ctx.app, recruiter, {
    designation: madeUpWord('Plon'),
    job_location: ['Elsewhere'],
    work_environment: 'On-site',
    experience_required_in_months: '0',
    skills_required: [madeUpWord('Skl')],
    ...overrides,
  });

const recommended = (account: { accessToken: string }, page?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/job/recommended',
    query: page === undefined ? {} : { page },
    headers: bearer(account.accessToken),
  });
async function recommendedJobs(account: CreatedAccount, page?: number) {
  const response = await recommended(account, page === undefined ? undefined : String(page));
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { jobs: RecommendedJob[]; page: number };
  expect(body.page).toBe(page ?? 1);
  return body.jobs;
}
const ids = (list: RecommendedJob[]) => list.map((job) => job.jobID);

describe('GET /api/job/recommended', () => {
  it('puts the jobs sharing more skills first, newest among equals, naming the skills as the job spells them', async () => {
    const [a, b, c] = [madeUpWord('skilla'), madeUpWord('skillb'), madeUpWord('skillc')];
    const all = await post({ skills_required: [a.toUpperCase(), b, c] });
    const two = await post({ skills_required: [a, b] });
    const oneOlder = await post({ skills_required: [a] });
    const oneNewer = await post({ skills_required: [c, 'Cobol'] });
    const owner = await candidate([a, b, c]);
    const list = await recommendedJobs(owner);
    expect(ids(list)).toEqual([all, two, oneNewer, oneOlder]);
    expect(list[0]!.reasons).toContain(`Matches your skills: ${a.toUpperCase()}, ${b}, ${c}`);
    expect(list[2]!.reasons).toContain(`Matches your skills: ${c}`);
    // Full jobs, as the job lists return them.
    expect(list[0]).toMatchObject({ jobID: all, status: 'open', company_name: expect.any(String) });
  });

  it('matches the title and the current role in job titles, below a shared skill', async () => {
    const [t1, t2, r1] = [madeUpWord('Zorb'), madeUpWord('Wran'), madeUpWord('Glim')];
    const skill = madeUpWord('skill');
    const byTitle = await post({ designation: `Senior ${t1} ${t2}` });
    const byRole = await post({ designation: `${r1} Lead` });
    const bySkill = await post({ skills_required: [skill] });
    const owner = await candidate([skill], { title: `${t1} ${t2}`, role: r1 });
    const list = await recommendedJobs(owner);
    expect(ids(list)).toEqual([bySkill, byTitle, byRole]);
    expect(list[1]!.reasons).toContain(`Matches your title: ${t1} ${t2}`);
    expect(list[2]!.reasons).toContain(`Matches your title: ${r1}`);
    expect(list[0]!.reasons.some((reason) => reason.startsWith('Matches your title'))).toBe(false);
  });

  it('ranks a job in the candidate’s location or remote, then one their experience fits, above the rest', async () => {
    const skill = madeUpWord('skill');
    const place = madeUpWord('Lisb');
    const tooSenior = await post({
      skills_required: [skill],
      experience_required_in_months: '120',
    });
    const fits = await post({ skills_required: [skill], experience_required_in_months: '48' });
    const remote = await post({ skills_required: [skill], work_environment: 'Remote' });
    const local = await post({ skills_required: [skill], job_location: [place, 'Porto'] });
    const owner = await candidate([skill], { location: place.toLowerCase(), years: '4' });
    const list = await recommendedJobs(owner);
    expect(ids(list)).toEqual([local, remote, fits, tooSenior]);
    const reasonsOf = (jobID: string) => list.find((job) => job.jobID === jobID)!.reasons;
    expect(reasonsOf(local)).toEqual([
      `Matches your skills: ${skill}`,
      `In your location: ${place}`,
      'Fits your 4 years of experience',
    ]);
    expect(reasonsOf(remote)).toContain('Remote');
    expect(reasonsOf(fits)).toEqual([
      `Matches your skills: ${skill}`,
      'Fits your 4 years of experience',
    ]);
    expect(reasonsOf(tooSenior)).toEqual([`Matches your skills: ${skill}`]);
  });

  it('never lists a job the candidate applied to, nor a closed, expired or hidden one', async () => {
    const skill = madeUpWord('skill');
    const open = await post({ skills_required: [skill] });
    const applied = await post({ skills_required: [skill] });
    const closed = await post({ skills_required: [skill] });
    const expired = await post({ skills_required: [skill] });
    const hidden = await post({ skills_required: [skill] });
    const owner = await candidate([skill]);
    expect((await apply(ctx.app, owner, applied)).statusCode).toBe(200);
    const close = await ctx.app.inject({
      method: 'POST',
      url: `/api/job/${closed}/close`,
      headers: bearer(recruiter.accessToken),
    });
    expect(close.statusCode, close.body).toBe(200);
    await ctx.app.db
      .update(jobs)
      .set({ validThrough: sql`current_date - 2` })
      .where(eq(jobs.jobId, expired));
    await ctx.app.db
      .update(jobs)
      .set({ status: 'hidden', statusBeforeHidden: 'open', hiddenAt: new Date() })
      .where(eq(jobs.jobId, hidden));
    expect(ids(await recommendedJobs(owner))).toEqual([open]);
  });

  it('recommends nothing to a profile that matches no job', async () => {
    await post({ skills_required: [madeUpWord('skill')] });
    const owner = await candidate([madeUpWord('lonely')]);
    expect(await recommendedJobs(owner)).toEqual([]);
  });

  it('pages the list ten at a time, with an empty page past the last', async () => {
    const skill = madeUpWord('skill');
    const posted: string[] = [];
    for (let i = 0; i < 12; i += 1) posted.push(await post({ skills_required: [skill] }));
    const owner = await candidate([skill]);
    const first = await recommendedJobs(owner, 1);
    const second = await recommendedJobs(owner, 2);
    expect(first).toHaveLength(10);
    expect(ids([...first, ...second])).toEqual([...posted].reverse());
    expect(await recommendedJobs(owner, 3)).toEqual([]);
  });

  it('refuses a bad page with 400', async () => {
    const owner = await candidate([madeUpWord('skill')]);
    for (const page of ['0', '11', 'abc', '1.5']) {
      const response = await recommended(owner, page);
      expect(response.statusCode, page).toBe(400);
      expect(response.json().message).toContain('page must be a whole number from 1 to 10');
    }
  });

  it('is for signed-in candidates only: 401 without a token, 403 for a recruiter or an admin', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/job/recommended' });
    expect(anonymous.statusCode).toBe(401);
    expect((await recommended(recruiter)).statusCode).toBe(403);
    const admin = await createAdminAccount(ctx.app);
    expect((await recommended(admin)).statusCode).toBe(403);
  });
});
