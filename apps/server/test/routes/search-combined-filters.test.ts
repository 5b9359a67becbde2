import {
  EMPLOYMENT_TYPES,
  jobSearchQuerySchema,
  WORK_ENVIRONMENTS,
  type JobSearchOptions,
} from '@jobhunter/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conditionOf } from '../../src/services/search/condition';
import { viaGin } from '../../src/services/search/plans';
import { combinedFilter } from '../../src/services/search/search-key';
import { createAccount, type CreatedAccount } from '../factories';
import { bulkJobs } from '../factories-bulk-jobs';
import { buildTestApp, type TestContext } from '../helper';
import { madeUpWord } from '../made-up-word';

// A search with several of the broad filters (work environment, employment type, fresher, visa,
// and a location with one of them) asks the key index for the combined lexemes of migration 0024
// instead of each filter's own. The GIN path then finds exactly the jobs the filters keep: every
// combination of the four (and two locations, one job in two) is posted once, and each search's
// matches are compared with the jobs that pass its filters, told apart here in plain code.
let ctx: TestContext;
let recruiter: CreatedAccount;
const word = madeUpWord('kiln');

interface Posted {
  id: string;
  env: string;
  type: string;
  fresher: boolean;
  visa: boolean;
  locations: string[];
}
const posted: Posted[] = [];

beforeAll(async () => {
  ctx = await buildTestApp({ JOB_CACHE_TTL_SECONDS: 0 });
  recruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter');
  const insert = bulkJobs(ctx.app.db, recruiter, 'CF');
  const places = [['Porto'], ['Lisbon', 'New York']];
  let n = 0;
  for (const env of WORK_ENVIRONMENTS)
    for (const type of EMPLOYMENT_TYPES)
      for (const fresher of [true, false])
        for (const visa of [true, false]) {
          const locations = places[n++ % places.length]!;
          await insert(1, {
            designation: `${word} Operator`,
            work_environment: env,
            type_of_employment: type,
            is_fresher_eligible: fresher,
            is_visa_sponsored: visa,
            job_location: locations,
          });
          posted.push({ id: '', env, type, fresher, visa, locations });
        }
  const { rows } = await ctx.app.db.execute<{ job_id: string }>(
    sql`select job_id from jobs where job_id like 'CF%' order by created_at`,
  );
  rows.forEach((row, index) => (posted[index]!.id = row.job_id));
});
afterAll(() => ctx.close());

const passes = (job: Posted, options: JobSearchOptions) =>
  (!options.work_environment?.length || options.work_environment.includes(job.env as never)) &&
  (!options.type_of_employment?.length || options.type_of_employment.includes(job.type as never)) &&
  (options.fresher === undefined || options.fresher === job.fresher) &&
  (options.visa === undefined || options.visa === job.visa) &&
  (!options.location?.length ||
    options.location.some((place) =>
      job.locations.some((own) => own.toLowerCase() === place.toLowerCase()),
    ));

async function viaKey(query: string) {
  const options = jobSearchQuerySchema.parse(
    Object.fromEntries(new URLSearchParams(`q=${word}&${query}`).entries()),
  );
  const where = conditionOf(options, undefined, undefined);
  const found = await viaGin(ctx.app.db, 'newest', where, undefined, 1000);
  return { options, ids: found.map((job) => job.id).sort() };
}

describe('the combined filter lexemes of the search key', () => {
  it.each([
    'work_environment=Hybrid&type_of_employment=Contract-based',
    'work_environment=Hybrid&type_of_employment=Contract-based&fresher=true',
    'work_environment=Remote&fresher=false',
    'type_of_employment=Internship&visa=false',
    'fresher=true&visa=true',
    'fresher=false&visa=false',
    'work_environment=On-site,Remote&type_of_employment=Part-time&visa=true',
    'work_environment=Hybrid&type_of_employment=Full-time&fresher=false&visa=true',
    'location=Porto&fresher=true',
    'location=new+york&work_environment=Remote',
    'location=Lisbon,Porto&type_of_employment=Project-based&visa=false',
  ])('find exactly the jobs that pass %s', async (query) => {
    const { options, ids } = await viaKey(query);
    expect(combinedFilter(options)).toBeDefined();
    const expected = posted
      .filter((job) => passes(job, options))
      .map((job) => job.id)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    expect(ids).toEqual(expected);
  });

  it('are not used for one broad filter alone, which keeps its own lexeme', async () => {
    const { options, ids } = await viaKey('work_environment=Hybrid');
    expect(combinedFilter(options)).toBeUndefined();
    expect(ids).toEqual(
      posted
        .filter((job) => job.env === 'Hybrid')
        .map((job) => job.id)
        .sort(),
    );
  });

  it('rely on the database refusing a work environment or employment type outside the lists', async () => {
    const id = posted[0]!.id;
    const refusal = (statement: ReturnType<typeof sql>) =>
      ctx.app.db.execute(statement).then(
        () => 'stored',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(
      await refusal(sql`update jobs set work_environment = 'Orbit' where job_id = ${id}`),
    ).toMatch(/violates check constraint "jobs_work_environment_check"/);
    expect(
      await refusal(sql`update jobs set type_of_employment = 'Gig' where job_id = ${id}`),
    ).toMatch(/violates check constraint "jobs_type_of_employment_check"/);
  });
});
