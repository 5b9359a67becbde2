import type { JobInput } from '@jobhunter/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type CreatedAccount } from '../factories';
import { postJob } from '../factories-jobs';
import { bearer, buildTestApp, type TestContext } from '../helper';

// GET /api/job/suggest on either database (TEST_DATABASE_URL for PostgreSQL): titles and skills
// starting with the typed text, counted by migration 0010's triggers as jobs are posted, edited
// and deleted, then those with a later word starting with it (migration 0013).
let ctx: TestContext;
let recruiter: CreatedAccount;
const posted: Record<string, string> = {};

const jobs: Record<string, Partial<JobInput>> = {
  backend1: {
    designation: 'Backend Engineer',
    skills_required: ['Node.js', 'PostgreSQL', 'postgresql'],
  },
  backend2: { designation: 'backend engineer', skills_required: ['Node.js', 'Go'] },
  backend3: { designation: 'Backend Engineer', skills_required: ['Python'] },
  data: { designation: 'Data Engineer', skills_required: ['Python', 'SQL'] },
  back: { designation: 'Back Office Assistant', skills_required: ['Excel'] },
  percent: { designation: '100% Remote Tester', skills_required: ['Playwright'] },
  manager: { designation: 'Engineering Manager', skills_required: ['Leadership'] },
};

beforeAll(async () => {
  ctx = await buildTestApp();
  recruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter');
  for (const [name, overrides] of Object.entries(jobs))
    posted[name] = await postJob(ctx.app, recruiter, overrides);
});
afterAll(() => ctx.close());

async function suggest(q: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/job/suggest?q=${encodeURIComponent(q)}`,
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { suggestions: { text: string; kind: string }[] }).suggestions;
}

describe('GET /api/job/suggest', () => {
  it('suggests titles and skills starting with the typed text, case-insensitively, most jobs first', async () => {
    expect(await suggest('back')).toEqual([
      { text: 'Backend Engineer', kind: 'title' },
      { text: 'Back Office Assistant', kind: 'title' },
    ]);
    expect(await suggest('  PY')).toEqual([{ text: 'Python', kind: 'skill' }]);
    expect(await suggest('data eng')).toEqual([{ text: 'Data Engineer', kind: 'title' }]);
    // A skill listed twice in one job counts once; one spelling per term whatever the case.
    expect(await suggest('postgres')).toEqual([{ text: 'PostgreSQL', kind: 'skill' }]);
    expect(await suggest('blockchain')).toEqual([]);
    expect(await suggest('')).toEqual([]);
  });

  it('then suggests terms with a later word starting with the typed text, most jobs first', async () => {
    expect(await suggest('eng')).toEqual([
      { text: 'Engineering Manager', kind: 'title' },
      { text: 'Backend Engineer', kind: 'title' },
      { text: 'Data Engineer', kind: 'title' },
    ]);
    expect(await suggest('office  ASS')).toEqual([
      { text: 'Back Office Assistant', kind: 'title' },
    ]);
    expect(await suggest('remote')).toEqual([{ text: '100% Remote Tester', kind: 'title' }]);
    expect(await suggest('js')).toEqual([{ text: 'Node.js', kind: 'skill' }]);
    // Word starts only, not any part of a word.
    expect(await suggest('ngineer')).toEqual([]);
  });

  it('puts the exact term first and answers at most 8', async () => {
    for (let i = 0; i < 9; i += 1)
      await postJob(ctx.app, recruiter, {
        designation: `Go Developer ${i}`,
        skills_required: ['Go'],
      });
    const go = await suggest('go');
    expect(go).toHaveLength(8);
    expect(go[0]).toEqual({ text: 'Go', kind: 'skill' });
  });

  it('reads the typed text literally: % and _ are no wildcards', async () => {
    expect(await suggest('100%')).toEqual([{ text: '100% Remote Tester', kind: 'title' }]);
    expect(await suggest('%')).toEqual([]);
    expect(await suggest('_')).toEqual([]);
  });

  it('follows edits and deletions at once', async () => {
    const edit = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/job/${posted.data}`,
      headers: bearer(recruiter.accessToken),
      payload: { designation: 'Database Administrator', skills_required: ['SQL'] },
    });
    expect(edit.statusCode).toBe(200);
    expect(await suggest('data')).toEqual([{ text: 'Database Administrator', kind: 'title' }]);
    expect(await suggest('python')).toEqual([{ text: 'Python', kind: 'skill' }]); // backend3 still has it

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/job/delete/${posted.backend3}`,
      headers: bearer(recruiter.accessToken),
    });
    expect(removed.statusCode).toBe(200);
    expect(await suggest('python')).toEqual([]);
    expect(await suggest('backend')).toEqual([{ text: 'Backend Engineer', kind: 'title' }]);
  });

  it('refuses an overlong text', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/job/suggest?q=${'a'.repeat(201)}`,
    });
    expect(response.statusCode).toBe(400);
  });
});
