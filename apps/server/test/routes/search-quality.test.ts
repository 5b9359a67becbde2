import type { JobInput } from '@jobhunter/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type CreatedAccount } from '../factories';
import { postJob } from '../factories-jobs';
import { bearer, buildTestApp, type TestContext } from '../helper';
import { analyseQuery } from '../../src/services/search';

// Type-ahead (the last word of q matches as a prefix) and typo tolerance (words no title, skill or
// company contains are replaced by the nearest known word, migration 0013's vocabulary), on
// whichever database the suite runs (PGlite, or PostgreSQL with TEST_DATABASE_URL). No cache, so
// each search sees the jobs posted, edited and deleted before it.
let ctx: TestContext;
let recruiter: CreatedAccount;
const posted: Record<string, string> = {};

const jobs: Record<string, Partial<JobInput>> = {
  python: {
    designation: 'Python Developer',
    skills_required: ['Django'],
    job_description: 'APIs for our shop.',
  },
  engineer: {
    designation: 'Senior Software Engineer',
    skills_required: ['Kubernetes'],
    job_description: 'Platform work.',
  },
  marketing: {
    designation: 'Marketing Manager',
    skills_required: ['SEO'],
    job_description: 'Grow our newsletter audience.',
  },
};

beforeAll(async () => {
  ctx = await buildTestApp({ JOB_CACHE_TTL_SECONDS: 0 });
  recruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter');
  for (const [name, overrides] of Object.entries(jobs))
    posted[name] = await postJob(ctx.app, recruiter, overrides);
});
afterAll(() => ctx.close());

interface Reply {
  items: { jobID: string }[];
  total: number;
  correctedQuery?: string;
}
async function search(q: string, more = '') {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/job/search?q=${encodeURIComponent(q)}${more}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Reply;
}
const ids = (reply: Reply) => reply.items.map((job) => job.jobID);

describe('search: the last word is a prefix (type-ahead)', () => {
  it('matches the last word as the start of a word, earlier words whole', async () => {
    expect(ids(await search('kuber'))).toEqual([posted.engineer]);
    expect(ids(await search('engineer softw'))).toEqual([posted.engineer]);
    expect(ids(await search('market'))).toEqual([posted.marketing]);
    // Not the last word: whole words only ("softw" is no word, and too far from "software" to correct).
    expect(await search('softw engineer')).toMatchObject({ total: 0 });
    expect((await search('softw engineer')).correctedQuery).toBeUndefined();
  });

  it('needs three letters before matching a prefix, and keeps phrases, exclusions and OR whole', async () => {
    expect((await search('ku')).total).toBe(0);
    expect(ids(await search('kub'))).toEqual([posted.engineer]);
    expect((await search('"kuber"')).total).toBe(0);
    expect(ids(await search('developer -djan'))).toEqual([posted.python]);
    expect(ids(await search('developer or djan'))).toEqual([posted.python]);
  });

  it('never matches a filter of the job as a word (the search key holds them too)', async () => {
    // Every job here sponsors visas and none says "visa" or "fresh…": the flags are no words.
    expect((await search('visa')).total).toBe(0);
    expect((await search('fresh')).total).toBe(0);
    // Nor does excluding the word drop the jobs that sponsor visas.
    expect(ids(await search('developer -visa'))).toEqual([posted.python]);
    expect(ids(await search('developer -visa', '&work_environment=Remote'))).toEqual([
      posted.python,
    ]);
  });

  it('ranks by the prefix like by the whole word, and filters and sorts alike', async () => {
    expect(ids(await search('pyth', '&sort=relevance'))).toEqual([posted.python]);
    expect(ids(await search('pyth', '&sort=salary'))).toEqual([posted.python]);
    expect(ids(await search('manag', '&work_environment=Remote'))).toEqual([posted.marketing]);
    expect((await search('manag', '&work_environment=Hybrid')).total).toBe(0);
  });
});

describe('search: typo tolerance', () => {
  it('searches the nearest known word instead of an unknown one, and says so', async () => {
    const python = await search('pyhton');
    expect(ids(python)).toEqual([posted.python]);
    expect(python.correctedQuery).toBe('python');
    expect(await search('pyhton developer')).toMatchObject({
      total: 1,
      correctedQuery: 'python developer',
    });
    expect(await search('Senior Sofware Engineer')).toMatchObject({
      total: 1,
      correctedQuery: 'Senior software Engineer',
    });
    expect(await search('djnago developer')).toMatchObject({
      total: 1,
      correctedQuery: 'django developer',
    });
    // A word the stemmer already reads as a known one needs no correction.
    expect(await search('kubernets')).toMatchObject({ total: 1 });
    expect((await search('kubernets')).correctedQuery).toBeUndefined();
  });

  it('completes a last word typed past its stem to the known word it starts', async () => {
    // "enginee" stems to "engine", which starts no stored stem ("engineer" is stored as "engin").
    const reply = await search('enginee');
    expect(reply.correctedQuery).toBe('engineer');
    expect(reply.items[0]?.jobID).toBe(posted.engineer);
  });

  it('leaves known words, description words, short words, phrases and exclusions as typed', async () => {
    for (const q of [
      'python',
      'developers',
      'newsletter',
      'pyth',
      'seo',
      '"pyhton"',
      'developer -pyhton',
    ]) {
      expect((await search(q)).correctedQuery, q).toBeUndefined();
    }
    expect(ids(await search('newsletter'))).toEqual([posted.marketing]);
    expect((await search('"pyhton"')).total).toBe(0);
    expect(ids(await search('developer -pyhton'))).toEqual([posted.python]);
    // Nothing known within reach: searched as typed.
    expect(await search('blockchain')).toMatchObject({ total: 0 });
    expect((await search('blockchain')).correctedQuery).toBeUndefined();
  });

  it('knows the words of jobs as they are posted, edited and deleted', async () => {
    expect((await search('terrafrom')).correctedQuery).toBeUndefined();
    const terraform = await postJob(ctx.app, recruiter, {
      designation: 'Cloud Architect',
      skills_required: ['Terraform'],
    });
    expect(await search('terrafrom')).toMatchObject({
      total: 1,
      correctedQuery: 'terraform',
      items: [{ jobID: terraform }],
    });

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/job/delete/${terraform}`,
      headers: bearer(recruiter.accessToken),
    });
    expect(removed.statusCode).toBe(200);
    expect((await search('terrafrom')).correctedQuery).toBeUndefined();

    const edit = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/job/${posted.engineer}`,
      headers: bearer(recruiter.accessToken),
      payload: { skills_required: ['Kubernetes', 'Terraform'] },
    });
    expect(edit.statusCode).toBe(200);
    expect(await search('terrafrom')).toMatchObject({
      total: 1,
      correctedQuery: 'terraform',
      items: [{ jobID: posted.engineer }],
    });
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const reply =
      doc.paths['/api/job/search'].get.responses['200'].content['application/json'].schema;
    expect(reply.properties.correctedQuery).toMatchObject({ type: 'string' });
  });
});

describe('search: relevance with a prefix', () => {
  it('ranks jobs carrying the last word whole above those where it only starts a word', async () => {
    const script = await postJob(ctx.app, recruiter, {
      designation: 'JavaScript Tooling Lead',
      skills_required: ['Webpack'],
    });
    const java = await postJob(ctx.app, recruiter, {
      designation: 'Java Tooling Lead',
      skills_required: ['Maven'],
    });
    const newestFirst = await postJob(ctx.app, recruiter, {
      designation: 'JavaScript Tooling Lead',
      skills_required: ['Rollup'],
    });
    const reply = await search('tooling java', '&sort=relevance');
    expect(reply.total).toBe(3);
    expect(ids(reply)).toEqual([java, newestFirst, script]);
  });

  it('reads the last word as the known words it starts, most jobs first, and matches those whole', async () => {
    // Known words are those of titles, skills and company names; a word no known stem starts is matched whole.
    expect((await analyseQuery(ctx.app.db, 'lead jav')).completions).toEqual([
      'javascript',
      'java',
    ]);
    expect((await analyseQuery(ctx.app.db, 'pyth')).completions).toEqual(['python']);
    expect((await analyseQuery(ctx.app.db, 'newsletter')).completions).toEqual([]);
    expect((await analyseQuery(ctx.app.db, 'go')).completions).toBeUndefined();
    expect((await analyseQuery(ctx.app.db, '"jav"')).completions).toBeUndefined();
    // So a description word is found typed whole, not typed in part.
    expect(ids(await search('newsletter'))).toEqual([posted.marketing]);
    expect((await search('newslet')).total).toBe(0);
  });
});
