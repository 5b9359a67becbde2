import type { CandidateSearchResult, ProfileInput } from '@jobhunter/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumes } from '../../src/db/schema';
import { refreshCandidateSearch } from '../../src/services/candidate-search';
import { createAdminAccount } from '../factories-admin';
import { storeResume } from '../factories-screening';
import { createAccount, type CreatedAccount } from '../factories';
import { pdfWithText, resumeForm } from '../fixtures-resumes';
import { bearer, buildTestApp, type TestContext } from '../helper';

let ctx: TestContext;
let recruiter: CreatedAccount;
beforeAll(async () => {
  ctx = await buildTestApp({ UPLOAD_RATE_LIMIT: 1000 });
  recruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter');
});
afterAll(() => ctx.close());

const currentJob = (overrides: Partial<ProfileInput['current_job']> = {}) => ({
  company: 'Acme',
  current_role: 'Member of staff',
  job_description: 'Daily work',
  date_of_commencement: '01/2020',
  years_of_experience: '3',
  current_location: 'London',
  ...overrides,
});

/** A candidate stored as the factory stores one, with the search row registration would write. */
async function candidate(overrides: Partial<ProfileInput> = {}) {
  const account = await createAccount(ctx.app.db, ctx.config, 'candidate', {
    current_job: currentJob(),
    ...overrides,
  });
  await refreshCandidateSearch(ctx.app.db, [account.id]);
  return account;
}

/** A CV whose text has been read, as the text job leaves it. */
async function withCvText(account: CreatedAccount, text: string) {
  await storeResume(ctx.app.db, account);
  await ctx.app.db
    .update(resumes)
    .set({ textStatus: 'done', text })
    .where(eq(resumes.candidateId, account.id));
  await refreshCandidateSearch(ctx.app.db, [account.id]);
}

const search = (query: Record<string, string | string[]>, token = recruiter.accessToken) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/candidate/search',
    query,
    headers: bearer(token),
  });
async function found(query: Record<string, string | string[]>) {
  const response = await search(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CandidateSearchResult;
}
const usernamesOf = async (query: Record<string, string | string[]>) =>
  (await found(query)).candidates.map((hit) => hit.username);

describe('ranking and snippets', () => {
  it('ranks a title match above a skill match above a CV-only match, each with its snippet', async () => {
    const byCv = await candidate({ title: 'Gardener' });
    await withCvText(
      byCv,
      'I once tuned a xylophone for a school concert. Xylophone, xylophone, xylophone.',
    );
    const bySkill = await candidate({ title: 'Drummer', core_skills: ['Xylophone', 'Drums'] });
    const byTitle = await candidate({ title: 'Xylophone Tuner' });
    const result = await found({ q: 'xylophone' });
    expect(result.candidates.map((hit) => hit.username)).toEqual([
      byTitle.username,
      bySkill.username,
      byCv.username,
    ]);
    expect(result.total).toBe(3);
    expect(result.totalCapped).toBeUndefined();
    expect(result.correctedQuery).toBeUndefined();
    const [title, skill, cv] = result.candidates;
    expect(title).toMatchObject({
      title: 'Xylophone Tuner',
      location: 'London',
      experienceYears: 3,
      snippet: {
        source: 'title',
        text: 'Xylophone Tuner · Member of staff',
        highlights: [{ start: 0, length: 9 }],
      },
    });
    expect(skill!.snippet).toEqual({
      source: 'skills',
      text: 'Xylophone, Drums',
      highlights: [{ start: 0, length: 9 }],
    });
    expect(cv!.snippet!.source).toBe('cv');
    for (const { start, length } of cv!.snippet!.highlights)
      expect(cv!.snippet!.text.slice(start, start + length).toLowerCase()).toBe('xylophone');
    expect(cv!.snippet!.highlights.length).toBeGreaterThan(0);
  });

  it('ranks work experience below the title, and gives no snippet without q', async () => {
    const byExperience = await candidate({
      title: 'Chef',
      work_experience: [
        {
          company: 'Marimba House',
          designation: 'Marimbist',
          date_of_commencement: '01/07/2015',
          date_of_resignation: '30/06/2018',
          duration_of_service: '36',
          job_description: 'Played the marimba nightly',
          annual_ctc: '90000',
        },
      ],
    });
    const byTitle = await candidate({ title: 'Marimba Teacher' });
    const result = await found({ q: 'marimba' });
    expect(result.candidates.map((hit) => hit.username)).toEqual([
      byTitle.username,
      byExperience.username,
    ]);
    expect(result.candidates[1]!.snippet).toMatchObject({ source: 'experience' });
    const all = await found({ skill: 'Mathematics', pageSize: '100' });
    expect(all.candidates.every((hit) => hit.snippet === null)).toBe(true);
  });

  it('finds candidates newest first without q, and pages through them', async () => {
    const first = await candidate({ title: 'Pager One', core_skills: ['Kazoo Pagination'] });
    const second = await candidate({ title: 'Pager Two', core_skills: ['Kazoo Pagination'] });
    const third = await candidate({ title: 'Pager Three', core_skills: ['Kazoo Pagination'] });
    const page1 = await found({ skill: 'kazoo pagination', pageSize: '2' });
    expect(page1).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page1.candidates.map((hit) => hit.username)).toEqual([third.username, second.username]);
    const page2 = await found({ skill: 'kazoo pagination', pageSize: '2', page: '2' });
    expect(page2.candidates.map((hit) => hit.username)).toEqual([first.username]);
    expect(page2.total).toBe(3);
  });
});

describe('filters', () => {
  it('keeps any of the skills, any of the locations and the experience bounds', async () => {
    const berlin = await candidate({
      title: 'Ocarina Player',
      core_skills: ['Ocarina', 'Rust'],
      current_job: currentJob({ current_location: 'Berlin, Germany', years_of_experience: '2' }),
    });
    const paris = await candidate({
      title: 'Ocarina Maker',
      core_skills: ['Woodwork'],
      current_job: currentJob({ current_location: 'Paris', years_of_experience: '7.5' }),
    });
    const newYork = await candidate({
      title: 'Ocarina Teacher',
      core_skills: ['Teaching'],
      current_job: currentJob({ current_location: 'New York' }),
    });
    // A figure from before the profile form checked it: no number, so no experience to compare.
    await ctx.app.db.execute(sql`
      update accounts set current_job = jsonb_set(current_job, '{years_of_experience}', '"many"')
      where id = ${newYork.id}`);
    await refreshCandidateSearch(ctx.app.db, [newYork.id]);
    const q = 'ocarina';
    expect(await usernamesOf({ q, skill: 'rust' })).toEqual([berlin.username]);
    expect((await usernamesOf({ q, skill: ['RUST', 'woodwork'] })).sort()).toEqual(
      [berlin.username, paris.username].sort(),
    );
    expect(await usernamesOf({ q, location: 'berlin' })).toEqual([berlin.username]);
    expect(await usernamesOf({ q, location: 'York New' })).toEqual([]);
    expect((await usernamesOf({ q, location: ['new york', 'Paris'] })).sort()).toEqual(
      [paris.username, newYork.username].sort(),
    );
    expect(await usernamesOf({ q, minExperienceYears: '5' })).toEqual([paris.username]);
    expect(await usernamesOf({ q, maxExperienceYears: '2' })).toEqual([berlin.username]);
    expect(
      (await usernamesOf({ q, minExperienceYears: '2', maxExperienceYears: '7.5' })).sort(),
    ).toEqual([berlin.username, paris.username].sort());
    const hit = (await found({ q, location: 'new york' })).candidates[0]!;
    expect(hit.experienceYears).toBeNull();
    expect(hit.skills).toEqual(['Teaching']);
  });
});

describe('who can be found', () => {
  it('drops a candidate who turns discoverable off, at the next search, and brings them back', async () => {
    const hiding = await candidate({ title: 'Theremin Virtuoso' });
    expect(await usernamesOf({ q: 'theremin' })).toEqual([hiding.username]);
    const set = (discoverable: boolean) =>
      ctx.app.inject({
        method: 'PATCH',
        url: '/api/candidate/profile',
        headers: bearer(hiding.accessToken),
        payload: { discoverable },
      });
    expect((await set(false)).statusCode).toBe(200);
    expect(await found({ q: 'theremin' })).toMatchObject({ candidates: [], total: 0 });
    expect((await set(true)).statusCode).toBe(200);
    expect(await usernamesOf({ q: 'theremin' })).toEqual([hiding.username]);
  });

  it('finds a candidate by a profile change at once', async () => {
    const changing = await candidate({ title: 'Bassoon Repairer' });
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/candidate/profile',
      headers: bearer(changing.accessToken),
      payload: { title: 'Bagpipe Repairer' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await usernamesOf({ q: 'bagpipe' })).toEqual([changing.username]);
    expect(await usernamesOf({ q: '"bassoon"' })).toEqual([]);
  });

  it('never shows a suspended candidate, and shows them again once unsuspended', async () => {
    const admin = await createAdminAccount(ctx.app);
    const suspended = await candidate({ title: 'Harpsichord Restorer' });
    const moderate = (action: 'suspend' | 'unsuspend') =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/accounts/candidate/${suspended.username}/${action}`,
        headers: bearer(admin.accessToken),
        payload: action === 'suspend' ? { reason: 'Spam' } : undefined,
      });
    expect(await usernamesOf({ q: 'harpsichord' })).toEqual([suspended.username]);
    expect((await moderate('suspend')).statusCode).toBe(200);
    expect(await usernamesOf({ q: 'harpsichord' })).toEqual([]);
    expect((await moderate('unsuspend')).statusCode).toBe(200);
    expect(await usernamesOf({ q: 'harpsichord' })).toEqual([suspended.username]);
  });

  it('finds nobody whose account changed after their row was written (checked again on accounts)', async () => {
    const stale = await candidate({ title: 'Celesta Tuner' });
    // Changed without a refresh: the row stays, the account rule still hides them.
    await ctx.app.db.execute(sql`update accounts set discoverable = false where id = ${stale.id}`);
    expect(await usernamesOf({ q: 'celesta' })).toEqual([]);
  });
});

describe('CV text', () => {
  it('finds a candidate by a word only their uploaded CV has, with the CV snippet on it', async () => {
    const account = await candidate({ title: 'Accountant' });
    const form = await resumeForm({
      content: pdfWithText({ pages: [['Jane Doe', 'Hobbies: quetzalcoatl spotting in Mexico']] }),
    });
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/candidate/resume',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(account.accessToken) },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    await ctx.app.queue.settled(30_000, ['resumeText']);
    const result = await found({ q: 'quetzalcoatl' });
    expect(result.correctedQuery).toBeUndefined();
    expect(result.candidates.map((hit) => hit.username)).toEqual([account.username]);
    const snippet = result.candidates[0]!.snippet!;
    expect(snippet.source).toBe('cv');
    expect(snippet.highlights).toHaveLength(1);
    const [{ start, length }] = snippet.highlights;
    expect(snippet.text.slice(start, start + length)).toBe('quetzalcoatl');

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/candidate/resume',
      headers: bearer(account.accessToken),
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await usernamesOf({ q: 'quetzalcoatl' })).toEqual([]);
  });
});

describe('typo tolerance and type-ahead', () => {
  it('corrects a misspelt word to a known one, but never a word a CV holds', async () => {
    const baker = await candidate({ title: 'Marzipan Baker' });
    const cvOnly = await candidate({ title: 'Confectioner' });
    await withCvText(cvOnly, 'Expert in marzipon, the almond paste of Lübeck.');
    const corrected = await found({ q: 'marzipen' });
    expect(corrected.correctedQuery).toBe('marzipan');
    expect(corrected.candidates.map((hit) => hit.username)).toEqual([baker.username]);
    const kept = await found({ q: 'marzipon' });
    expect(kept.correctedQuery).toBeUndefined();
    expect(kept.candidates.map((hit) => hit.username)).toEqual([cvOnly.username]);
  });

  it('matches the last word as a prefix of a known word', async () => {
    const account = await candidate({ title: 'Glockenspiel Artist' });
    const result = await found({ q: 'glockens' });
    expect(result.candidates.map((hit) => hit.username)).toEqual([account.username]);
    expect(result.candidates[0]!.snippet).toMatchObject({
      source: 'title',
      highlights: [{ start: 0, length: 'Glockenspiel'.length }],
    });
  });
});

describe('capped counts', () => {
  it('counts to 1,000 and refuses pages beyond', async () => {
    const template = await candidate({ title: 'Capybara Handler' });
    await ctx.app.db.execute(sql`
      with u as (
        insert into usernames (username, role, password_hash)
        select 'capybara' || g, 'candidate', 'x' from generate_series(1, 1005) as g
        returning username)
      insert into accounts (role, username, password_hash, first_name, last_name, title,
        one_liner_intro, number, email, gender, introduction, photo, tenth_standard_education,
        twelth_standard_education, college_education, internship_experience, certificate_courses,
        work_experience, core_skills, current_job)
      select 'candidate', u.username, t.password_hash, t.first_name, t.last_name, t.title,
        t.one_liner_intro, u.username, u.username || '@example.com', t.gender, t.introduction,
        t.photo, t.tenth_standard_education, t.twelth_standard_education, t.college_education,
        t.internship_experience, t.certificate_courses, t.work_experience, t.core_skills, t.current_job
      from u cross join accounts as t where t.id = ${template.id}`);
    await ctx.app.db.execute(
      sql`select refresh_candidate_search(array(select id from accounts where username like 'capybara%'))`,
    );
    const result = await found({ q: 'capybara', pageSize: '50' });
    expect(result).toMatchObject({ total: 1000, totalCapped: true });
    expect(result.candidates).toHaveLength(50);
    expect((await found({ q: 'capybara', page: '20', pageSize: '50' })).candidates).toHaveLength(
      50,
    );
    const beyond = await search({ q: 'capybara', page: '21', pageSize: '50' });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().message).toBe('Pages stop at result 1,000: narrow the search');
  });
});

describe('bad requests', () => {
  it.each([
    [{ minExperienceYears: '5', maxExperienceYears: '2' }, 'minExperienceYears'],
    [{ minExperienceYears: '-1' }, 'minExperienceYears'],
    [{ pageSize: '0' }, 'pageSize'],
    [{ page: 'two' }, 'page'],
    [{ q: 'x'.repeat(1000) }, 'q is too long'],
  ])('%j is a 400', async (query, message) => {
    const response = await search(query);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
  });
});
