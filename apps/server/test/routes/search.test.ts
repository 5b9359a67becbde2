import type { JobInput } from '@jobhunter/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../factories';
import { apply, postJob } from '../factories-jobs';
import { bearer, buildTestApp, type TestContext } from '../helper';

let ctx: TestContext;
const named: Record<string, string> = {};
const FILLERS = 23;

const jobsToPost: Record<string, Partial<JobInput>> = {
  seniorReact: {
    designation: 'Senior React Developer',
    skills_required: ['React', 'TypeScript'],
    job_location: ['Berlin'],
    work_environment: 'Remote',
    isVisaSponsored: true,
    experience_required_in_months: '60',
    CTC: { minCTC: '90000', maxCTC: '130000' },
    job_description: 'Lead our web team.',
  },
  frontend: {
    designation: 'Frontend Engineer',
    skills_required: ['Vue'],
    job_location: ['London'],
    work_environment: 'Hybrid',
    isFresherEligible: true,
    isVisaSponsored: false,
    experience_required_in_months: '12',
    CTC: { minCTC: '50000', maxCTC: '70000' },
    job_description: 'Some react knowledge helps when we migrate old widgets.',
  },
  dataScientist: {
    designation: 'Data Scientist',
    skills_required: ['Python'],
    job_location: ['berlin'],
    work_environment: 'On-site',
    type_of_employment: 'Contract-based',
    isVisaSponsored: false,
    experience_required_in_months: '',
    CTC: { minCTC: '', maxCTC: '' },
    job_description: 'Models and dashboards.',
  },
  nativeIntern: {
    designation: 'React Native Intern',
    skills_required: ['React Native'],
    job_location: ['Remote'],
    work_environment: 'Remote',
    type_of_employment: 'Internship',
    isFresherEligible: true,
    isVisaSponsored: false,
    experience_required_in_months: '0',
    CTC: { minCTC: '10000', maxCTC: '' },
    job_description: 'Learn mobile development.',
  },
};
const filler: Partial<JobInput> = {
  designation: 'Accountant',
  skills_required: ['Excel'],
  job_location: ['Paris'],
  work_environment: 'Hybrid',
  type_of_employment: 'Part-time',
  isVisaSponsored: false,
  experience_required_in_months: '36',
  CTC: { minCTC: '40000', maxCTC: '45000' },
  job_description: 'Bookkeeping and reports.',
};

beforeAll(async () => {
  ctx = await buildTestApp();
  const recruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter');
  for (let i = 0; i < FILLERS; i += 1) await postJob(ctx.app, recruiter, filler);
  for (const [name, overrides] of Object.entries(jobsToPost))
    named[name] = await postJob(ctx.app, recruiter, overrides);
});
afterAll(() => ctx.close());

async function search(query: string) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/job/search?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    items: { jobID: string }[];
    total: number;
    page: number;
    pageSize: number;
  };
}
const idsOf = (...names: string[]) => names.map((name) => named[name]);
const sorted = (values: string[]) => [...values].sort();

describe('GET /api/job/search', () => {
  it('ranks title matches above description matches', async () => {
    const result = await search('q=react');
    expect(result.total).toBe(3);
    expect(sorted(result.items.slice(0, 2).map((job) => job.jobID))).toEqual(
      sorted(idsOf('seniorReact', 'nativeIntern')),
    );
    expect(result.items[2].jobID).toBe(named.frontend);
  });

  it('matches company, skills and locations too, and stems words', async () => {
    expect((await search('q=python')).items.map((job) => job.jobID)).toEqual(
      idsOf('dataScientist'),
    );
    expect((await search('q=london')).items.map((job) => job.jobID)).toEqual(idsOf('frontend'));
    expect((await search('q=scientists')).items.map((job) => job.jobID)).toEqual(
      idsOf('dataScientist'),
    );
    expect((await search(`q=${encodeURIComponent('Engines Inc')}`)).total).toBe(FILLERS + 4);
    expect((await search('q=blockchain')).total).toBe(0);
  });

  it.each([
    ['work_environment=Remote', ['seniorReact', 'nativeIntern']],
    ['work_environment=Remote,On-site', ['seniorReact', 'nativeIntern', 'dataScientist']],
    [
      'work_environment=Remote&work_environment=On-site',
      ['seniorReact', 'nativeIntern', 'dataScientist'],
    ],
    ['type_of_employment=Internship', ['nativeIntern']],
    ['location=BERLIN', ['seniorReact', 'dataScientist']],
    ['skill=typescript', ['seniorReact']],
    ['skill=vue,python', ['frontend', 'dataScientist']],
    ['fresher=true', ['frontend', 'nativeIntern']],
    ['visa=true', ['seniorReact']],
    ['minCTC=60000', ['seniorReact', 'frontend']],
    ['maxExperienceYears=1', ['frontend', 'dataScientist', 'nativeIntern']],
    ['q=react&work_environment=Remote&fresher=true', ['nativeIntern']],
  ])('filters by %s', async (query, names) => {
    const result = await search(query);
    expect(sorted(result.items.map((job) => job.jobID))).toEqual(sorted(idsOf(...names)));
    expect(result.total).toBe(names.length);
  });

  it('sorts by salary (best pay first, unknown last) and by newest', async () => {
    const bySalary = await search('sort=salary&pageSize=100');
    const ids = bySalary.items.map((job) => job.jobID);
    expect(ids.slice(0, 2)).toEqual(idsOf('seniorReact', 'frontend'));
    expect(ids.at(-1)).toBe(named.dataScientist);
    const newest = await search('sort=newest&pageSize=2');
    expect(newest.items.map((job) => job.jobID)).toEqual(idsOf('nativeIntern', 'dataScientist'));
  });

  it('pages with a stable total and without overlap', async () => {
    const total = FILLERS + 4;
    const pages = [
      await search('pageSize=10&page=1'),
      await search('pageSize=10&page=2'),
      await search('pageSize=10&page=3'),
    ];
    expect(pages.map((page) => page.total)).toEqual([total, total, total]);
    expect(pages.map((page) => page.items.length)).toEqual([10, 10, total - 20]);
    expect(pages[1]).toMatchObject({ page: 2, pageSize: 10 });
    const all = pages.flatMap((page) => page.items.map((job) => job.jobID));
    expect(new Set(all).size).toBe(total);
    const beyond = await search('pageSize=10&page=9');
    expect(beyond).toMatchObject({ items: [], total, page: 9 });
    expect(await search('q=react&pageSize=2&page=2')).toMatchObject({ total: 3, page: 2 });
    expect(await search('q=react&pageSize=2&page=3')).toMatchObject({ items: [], total: 3 });
    const defaults = await search('');
    expect(defaults).toMatchObject({ page: 1, pageSize: 20, total });
  });

  it.each([
    ['pageSize=101', 'pageSize must be a whole number from 1 to 100'],
    ['page=0', 'page must be a whole number from 1'],
    ['sort=popular', 'sort must be one of relevance, newest, salary'],
    ['work_environment=Office', 'work_environment must be one of Remote, Hybrid, On-site'],
    ['fresher=yes', 'fresher must be true or false'],
    ['minCTC=lots', 'minCTC must be a number from 0 to 1000000000'],
  ])('rejects %s with 400', async (query, message) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/job/search?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('leaves out what the stored username would not want, as GET /job/fetch?username= does', async () => {
    const owner = await createAccount(ctx.app.db, ctx.config, 'recruiter');
    const ownJob = await postJob(ctx.app, owner, { designation: 'Zookeeper' });
    const candidate = await createAccount(ctx.app.db, ctx.config, 'candidate');
    expect((await apply(ctx.app, candidate, ownJob)).statusCode).toBe(200);

    expect((await search('q=zookeeper')).items.map((job) => job.jobID)).toEqual([ownJob]);
    const asViewer = async (query: string, token: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/job/search?${query}`,
          headers: bearer(token),
        })
      ).json();
    expect(
      await asViewer(`q=zookeeper&username=${owner.username}`, owner.accessToken),
    ).toMatchObject({ items: [], total: 0 });
    expect(
      await asViewer(`q=zookeeper&username=${candidate.username}`, candidate.accessToken),
    ).toMatchObject({ items: [], total: 0 });
    expect((await asViewer('q=zookeeper&username=nobody-here', candidate.accessToken)).total).toBe(
      1,
    );
    // Someone else's name, or no token, leaves nothing out (and is not served from the viewer's cache entry).
    expect((await search(`q=zookeeper&username=${candidate.username}`)).total).toBe(1);
    expect(
      (await asViewer(`q=zookeeper&username=${candidate.username}`, owner.accessToken)).total,
    ).toBe(1);
  });

  it('counts matches per work environment and employment type when asked (facets=true), each without its own filter', async () => {
    const get = async (query: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/job/search?${query}` })).json();
    expect((await get('q=react')).facets).toBeUndefined();
    const react = (await get('q=react&facets=true')).facets;
    expect(react.work_environment).toEqual({
      counts: { Remote: 2, Hybrid: 1, 'On-site': 0 },
      capped: false,
    });
    expect(react.type_of_employment).toEqual({
      counts: {
        'Full-time': 2,
        'Part-time': 0,
        'Contract-based': 0,
        'Project-based': 0,
        Internship: 1,
      },
      capped: false,
    });
    // Filtered to Remote: the environment counts leave that filter out (each equals the total of
    // that environment alone); the employment counts keep it (Remote and that type).
    const remote = await get('work_environment=Remote&facets=true');
    for (const environment of ['Remote', 'Hybrid', 'On-site']) {
      expect(remote.facets.work_environment.counts[environment]).toBe(
        (await get(`work_environment=${environment}`)).total,
      );
    }
    for (const type of ['Full-time', 'Internship', 'Part-time']) {
      expect(remote.facets.type_of_employment.counts[type]).toBe(
        (await get(`work_environment=Remote&type_of_employment=${type}`)).total,
      );
    }
    expect(remote.facets.work_environment.counts.Hybrid).toBeGreaterThan(FILLERS);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/job/search?facets=maybe' })).statusCode,
    ).toBe(400);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const parameters = doc.paths['/api/job/search'].get.parameters.map(
      (p: { name: string }) => p.name,
    );
    expect(parameters).toEqual(
      expect.arrayContaining([
        'q',
        'username',
        'location',
        'skill',
        'sort',
        'page',
        'pageSize',
        'minCTC',
      ]),
    );
  });
});
