/**
 * npm run seed                      the small demo set (when the database has no accounts yet)
 * npm run seed -- --jobs 100000 --candidates 20000 --applications 200000 [--recruiters 500] [--seed 42]
 *                                   a large, varied data set for load tests
 * Uses DATABASE_URL, or the embedded PGlite database under DATA_DIR; migrates first.
 */
import { parseArgs } from 'node:util';
import { loadEnv } from '../src/config';
import { openConfiguredDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { accounts, applications, jobs } from '../src/db/schema';
import { bulkSeed } from '../src/seed/bulk/bulk-seed';
import { seedDemoIfEmpty } from '../src/seed/demo';

const { values } = parseArgs({
  options: {
    jobs: { type: 'string' },
    candidates: { type: 'string' },
    applications: { type: 'string' },
    recruiters: { type: 'string' },
    batch: { type: 'string', default: '1000' },
    seed: { type: 'string' },
  },
});
const count = (value: string | undefined, fallback: number) => {
  const parsed = value === undefined ? fallback : Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`Not a count: ${value}`);
  return parsed;
};

const env = loadEnv();
const database = await openConfiguredDatabase(env);
await runMigrations(database);
const db = database.db;

const bulk =
  values.jobs !== undefined || values.candidates !== undefined || values.applications !== undefined;
if (bulk) {
  const jobCount = count(values.jobs, 1000);
  await bulkSeed({
    db,
    jobs: jobCount,
    candidates: count(values.candidates, 200),
    applications: count(values.applications, 0),
    recruiters: count(values.recruiters, Math.max(20, Math.ceil(jobCount / 200))),
    batchSize: Math.max(1, count(values.batch, 1000)),
    seed: count(values.seed, Date.now() % 1_000_000),
    progress: (message) => console.log(`seed: ${message}`),
  });
} else {
  await seedDemoIfEmpty({
    db,
    uploadDir: env.UPLOAD_DIR,
    log: {
      info: (...args: unknown[]) =>
        console.log('seed:', ...args.filter((a) => typeof a === 'string')),
    },
  });
}
const [jobTotal, accountTotal, applicationTotal] = await Promise.all([
  db.$count(jobs),
  db.$count(accounts),
  db.$count(applications),
]);
console.log(
  `seed: database (${database.kind}) now holds ${jobTotal} jobs, ${accountTotal} accounts, ${applicationTotal} applications`,
);
await database.close();
