import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, candidateLexemes, candidateSearch, candidateWords } from '../../src/db/schema';
import { refreshCandidateSearch } from '../../src/services/candidate-search/refresh-candidate-search';
import { signedInAccount } from '../factories-accounts';
import { createAccount } from '../factories';
import { buildTestApp, type TestContext } from '../helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const rowOf = async (id: string) =>
  (await ctx.app.db.select().from(candidateSearch).where(eq(candidateSearch.candidateId, id)))[0];
const countOf = async (word: string) =>
  (await ctx.app.db.select().from(candidateWords).where(eq(candidateWords.word, word)))[0]
    ?.candidates ?? 0;

const stemCountOf = async (lexeme: string) =>
  (await ctx.app.db.select().from(candidateLexemes).where(eq(candidateLexemes.lexeme, lexeme)))[0]
    ?.candidates ?? 0;

describe("a candidate's search row", () => {
  it('is written at registration from the profile', async () => {
    const candidate = await signedInAccount(ctx.app, 'candidate', {
      title: 'Quokka Wrangler',
      core_skills: ['TypeScript', 'Zebrafish Care'],
      current_job: {
        company: 'Zoo',
        current_role: 'Keeper',
        job_description: 'Feeding',
        date_of_commencement: '01/2020',
        years_of_experience: '2.5',
        current_location: 'Berlin, Germany',
      },
    });
    const [{ id }] = await ctx.app.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.username, candidate.username));
    const row = await rowOf(id);
    expect(row).toMatchObject({
      skillKeys: ['typescript', 'zebrafish care'],
      experienceMonths: 30,
      vocabularyWords: ['care', 'keeper', 'quokka', 'typescript', 'wrangler', 'zebrafish'],
    });
    const { rows } = await ctx.app.db.execute<{ title: boolean; location: boolean }>(sql`
      select search_vector @@ to_tsquery('english', 'quokka') as title,
        location_vector @@ to_tsquery('simple', 'berlin') as location
      from candidate_search where candidate_id = ${id}`);
    expect(rows[0]).toEqual({ title: true, location: true });
    expect(await countOf('quokka')).toBe(1);
  });

  it('is deleted for an undiscoverable candidate and a recruiter never has one', async () => {
    const candidate = await createAccount(ctx.app.db, ctx.config, 'candidate', {
      title: 'Platypus Whisperer',
    });
    const recruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter');
    await refreshCandidateSearch(ctx.app.db, [candidate.id, recruiter.id]);
    expect(await rowOf(candidate.id)).toBeDefined();
    expect(await rowOf(recruiter.id)).toBeUndefined();
    const before = await countOf('platypus');
    await ctx.app.db
      .update(accounts)
      .set({ discoverable: false })
      .where(eq(accounts.id, candidate.id));
    await refreshCandidateSearch(ctx.app.db, [candidate.id]);
    expect(await rowOf(candidate.id)).toBeUndefined();
    expect(await countOf('platypus')).toBe(before - 1);
  });

  it('counts a changed word once, whatever the number of refreshes', async () => {
    const candidate = await createAccount(ctx.app.db, ctx.config, 'candidate', {
      title: 'Axolotl Breeder',
    });
    await refreshCandidateSearch(ctx.app.db, [candidate.id]);
    await refreshCandidateSearch(ctx.app.db, [candidate.id]);
    expect(await countOf('axolotl')).toBe(1);
    await ctx.app.db
      .update(accounts)
      .set({ title: 'Narwhal Breeder' })
      .where(eq(accounts.id, candidate.id));
    await refreshCandidateSearch(ctx.app.db, [candidate.id]);
    expect(await countOf('axolotl')).toBe(0);
    expect(await countOf('narwhal')).toBe(1);
  });

  it('counts every stem of the document, CV and experience included, for as long as the candidate may be found', async () => {
    const candidate = await createAccount(ctx.app.db, ctx.config, 'candidate', {
      work_experience: [
        {
          company: 'Numbat Works',
          designation: 'Engineer',
          date_of_commencement: '01/2020',
          date_of_resignation: '01/2022',
          duration_of_service: '24',
          job_description: 'Tuned the wombatdb replicas.',
          annual_ctc: '90000',
        },
      ],
    });
    await refreshCandidateSearch(ctx.app.db, [candidate.id]);
    await refreshCandidateSearch(ctx.app.db, [candidate.id]);
    // Words of the experience are in no vocabulary (titles, roles, skills) but are known stems.
    expect(await countOf('wombatdb')).toBe(0);
    expect(await stemCountOf('wombatdb')).toBe(1);
    expect(await stemCountOf('numbat')).toBe(1);
    await ctx.app.db
      .update(accounts)
      .set({ discoverable: false })
      .where(eq(accounts.id, candidate.id));
    await refreshCandidateSearch(ctx.app.db, [candidate.id]);
    expect(await stemCountOf('wombatdb')).toBe(0);
  });
});
