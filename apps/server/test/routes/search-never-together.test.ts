import type { JobSearchOptions } from '@jobhunter/shared';
import { jobSearchQuerySchema } from '@jobhunter/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conditionOf } from '../../src/services/search/condition';
import { requiredTerms } from '../../src/services/search/never-together';
import { probeNewest } from '../../src/services/search/probe';
import { createAccount, type CreatedAccount } from '../factories';
import { bulkJobs } from '../factories-bulk-jobs';
import { postJob } from '../factories-jobs';
import { bearer, buildTestApp, type TestContext } from '../helper';

// A search needing two terms no job ever held together matches nothing, answered from the pairs
// migration 0022 keeps instead of intersecting posting lists. What must never happen is a search
// called empty while a job matches it: a word only a description holds, a word that becomes a
// title or skill word after jobs already held it, a common word first seen as a skill, an edit.
let ctx: TestContext;
let recruiter: CreatedAccount;

beforeAll(async () => {
  ctx = await buildTestApp({ JOB_CACHE_TTL_SECONDS: 0 });
  recruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter');
});
afterAll(() => ctx.close());

async function search(query: string) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/job/search?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { total: number; items: { jobID: string }[] };
}
const found = async (query: string) => (await search(query)).items.map((job) => job.jobID);
const probe = (query: Record<string, string>) => {
  const options: JobSearchOptions = jobSearchQuerySchema.parse(query);
  return probeNewest(ctx.app.db, conditionOf(options, undefined, undefined));
};

describe('searches that need two terms no job holds together', () => {
  it('are proved empty, and a job holding both is found', async () => {
    await postJob(ctx.app, recruiter, {
      designation: 'Pastry Chef',
      skills_required: ['Baking'],
      work_environment: 'On-site',
    });
    await postJob(ctx.app, recruiter, {
      designation: 'Ship Navigator',
      skills_required: ['Charts'],
      work_environment: 'Remote',
    });
    expect(await probe({ q: 'pastry navigator' })).toBe('none');
    expect(await probe({ q: 'pastry', work_environment: 'Remote' })).toBe('none');
    expect(await search('q=pastry+navigator')).toMatchObject({ total: 0, items: [] });
    expect(await search('q=baking&work_environment=Remote&facets=true')).toMatchObject({
      total: 0,
    });

    const both = await postJob(ctx.app, recruiter, {
      designation: 'Pastry Navigator',
      skills_required: ['Baking'],
      work_environment: 'Remote',
    });
    expect(await probe({ q: 'pastry navigator' })).not.toBe('none');
    expect(await found('q=pastry+navigator')).toEqual([both]);
    expect(await found('q=baking&work_environment=Remote')).toEqual([both]);
  });

  it('find a job whose description alone holds a word', async () => {
    await postJob(ctx.app, recruiter, {
      designation: 'Stream Engineer',
      skills_required: ['Kafka'],
      work_environment: 'On-site',
    });
    const described = await postJob(ctx.app, recruiter, {
      designation: 'Office Manager',
      skills_required: ['Scheduling'],
      job_description: 'You will order the Kafka books for the library.',
      work_environment: 'Hybrid',
    });
    expect(await found('q=kafka&work_environment=Hybrid')).toEqual([described]);
    expect(await found('q=kafka+scheduling')).toEqual([described]);
  });

  it('find jobs that held a word before any title or skill did', async () => {
    const earlier = await postJob(ctx.app, recruiter, {
      designation: 'Barista',
      skills_required: ['Espresso'],
      job_description: 'Our baristas also learn Flinkstone roasting.',
      work_environment: 'Hybrid',
      type_of_employment: 'Part-time',
    });
    // Only now does "flinkstone" become a skill word, on an on-site full-time job.
    await postJob(ctx.app, recruiter, {
      designation: 'Roaster',
      skills_required: ['Flinkstone'],
      work_environment: 'On-site',
    });
    const tracked = await ctx.app.db.execute<{ tracked: boolean }>(
      sql`select tracked from search_pair_stems where stem = 'flinkston'`,
    );
    expect(tracked.rows).toEqual([{ tracked: true }]);
    expect(await found('q=flinkstone&work_environment=Hybrid')).toEqual([earlier]);
    expect(await found('q=flinkstone+espresso&type_of_employment=Part-time')).toEqual([earlier]);
  });

  it('find jobs by a word many jobs held before it became a skill word (left untracked)', async () => {
    const insert = bulkJobs(ctx.app.db, recruiter, 'NT');
    await insert(2_001, { job_description: 'Quokka care and forklifts.' });
    await insert(1, {
      designation: 'Keeper',
      job_description: 'Quokka care.',
      work_environment: 'Remote',
      skills_required: ['Feeding'],
    });
    await postJob(ctx.app, recruiter, {
      designation: 'Zoologist',
      skills_required: ['Quokka'],
      work_environment: 'Hybrid',
    });
    const tracked = await ctx.app.db.execute<{ tracked: boolean }>(
      sql`select tracked from search_pair_stems where stem = 'quokka'`,
    );
    expect(tracked.rows).toEqual([{ tracked: false }]);
    expect(await probe({ q: 'quokka feeding' })).not.toBe('none');
    expect((await search('q=quokka+feeding')).total).toBe(1);
  });

  it('find a job edited into the search', async () => {
    const jobID = await postJob(ctx.app, recruiter, {
      designation: 'Lighthouse Keeper',
      skills_required: ['Lamps'],
      work_environment: 'On-site',
    });
    expect(await found('q=lighthouse&work_environment=Remote')).toEqual([]);
    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/job/${jobID}`,
      headers: bearer(recruiter.accessToken),
      payload: { work_environment: 'Remote', skills_required: ['Lamps', 'Semaphore'] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await found('q=lighthouse&work_environment=Remote')).toEqual([jobID]);
    expect(await found('q=semaphore+lighthouse')).toEqual([jobID]);
  });

  it('count a word asked twice as one term', async () => {
    const jobID = await postJob(ctx.app, recruiter, {
      designation: 'Tapestry Weaver',
      skills_required: ['Looms'],
    });
    expect(await found('q=tapestry+tapestry')).toEqual([jobID]);
  });
});

describe('the terms a search needs', () => {
  it('are its plain words, the completions of its last word and its filter groups', () => {
    expect(requiredTerms('data engin', ['engin', 'engineer'], [['env:Remote']])).toEqual({
      words: ['data'],
      groups: [['engin', 'engineer'], ['env:Remote']],
    });
    expect(requiredTerms('data engineer', undefined, [])).toEqual({
      words: ['data', 'engineer'],
      groups: [],
    });
  });

  it('leave the words out when OR, a phrase or an exclusion could make a word optional', () => {
    for (const q of ['kafka or flink', '"data engineer" python', 'python -java'])
      expect(requiredTerms(q, undefined, [['env:Remote']])).toEqual({
        words: [],
        groups: [['env:Remote']],
      });
  });
});
