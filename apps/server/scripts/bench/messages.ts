/**
 * The messages rows of `npm run bench`, or on their own: `npx tsx scripts/bench/messages.ts`, on a
 * fresh database — a new PGlite under a temporary DATA_DIR, or a new database on the PostgreSQL
 * server of DATABASE_URL (created and dropped here).
 *
 * Seeds straight into the database one recruiter with BENCH_CONVERSATIONS (default 1,000)
 * conversations (applications to their jobs, each with 3 messages, some unread) among other
 * recruiters' conversations, then starts the server and measures with autocannon at a fixed rate
 * (`overallRate`, so a slow answer does not slow the senders down):
 *   - POST /api/applications/messages by that recruiter, each request to the next applicant (no
 *     two in a row to one application), BENCH_MESSAGE_RATE per second (default 100);
 *   - GET /api/messages/threads for that recruiter (all the conversations in one answer),
 *     BENCH_THREADS_RATE per second (default 10).
 * BENCH_DURATION (s, default 10) and BENCH_CONNECTIONS (default 50) as for the other rows.
 */
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database, type DatabaseHandle } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { bulkSeed } from '../../src/seed/bulk/bulk-seed';
import { startSession } from '../../src/services/accounts/login';
import { provisionDatabase } from '../durability/database';
import { startServer, stopChild, waitForUrl } from './processes';

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const port = 3995;

/** The conversations of the other recruiters, so the bench recruiter's are a part of the tables. */
const OTHER_CONVERSATIONS = 4_000;

/**
 * Applications of `count` candidates to the recruiter's jobs (round robin), or to other recruiters'
 * jobs, each with a conversation of 3 messages (candidate, recruiter, candidate) at its own time in
 * the last 30 days; the last message of every other conversation is unread.
 */
async function seedConversations(
  db: Database,
  {
    recruiterId,
    ofRecruiter,
    count,
    offset,
  }: { recruiterId: string; ofRecruiter: boolean; count: number; offset: number },
) {
  await db.execute(sql`
    with c as (
      select id, row_number() over (order by id) - 1 as n from accounts
      where role = 'candidate' order by id offset ${offset} limit ${count}),
    j as (
      select job_id, row_number() over (order by job_id) - 1 as k, count(*) over () as total
      from jobs where ${ofRecruiter ? sql`recruiter_id = ${recruiterId}` : sql`recruiter_id <> ${recruiterId}`})
    insert into applications (job_id, candidate_id, applied_at, updated_at)
    select j.job_id, c.id, now() - interval '40 days', now() - interval '40 days'
    from c join j on j.k = c.n % j.total
    on conflict do nothing`);
  await db.execute(sql`
    insert into messages (application_id, author_id, author_role, text, created_at, read_at, emailed_at)
    select a.id,
      case when k = 2 then j.recruiter_id else a.candidate_id end,
      case when k = 2 then 'recruiter' else 'candidate' end,
      'Bench message ' || k || ' about ' || j.designation,
      t.at + k * interval '1 hour',
      case when k < 3 or abs(hashtext(a.id::text)) % 2 = 0 then t.at + k * interval '1 hour' + interval '5 minutes' end,
      t.at + k * interval '1 hour' + interval '3 minutes'
    from applications a
    join jobs j on j.job_id = a.job_id
    cross join lateral (
      select now() - interval '30 days' + (abs(hashtext(a.id::text)) % 2500000) * interval '1 second' as at) t
    cross join generate_series(1, 3) as k
    where a.last_message_at is null
      and ${ofRecruiter ? sql`j.recruiter_id = ${recruiterId}` : sql`j.recruiter_id <> ${recruiterId}`}`);
  await db.execute(sql`
    update applications a set last_message_at = m.last
    from (select application_id, max(created_at) as last from messages group by application_id) m
    where m.application_id = a.id and a.last_message_at is null`);
}

interface Seeded {
  token: string;
  secret: string;
  /** The bench recruiter's applicants: who, and the job of their conversation. */
  applicants: { jobID: string; username: string }[];
}

async function seed(handle: DatabaseHandle, conversations: number): Promise<Seeded> {
  const { db } = handle;
  await runMigrations(handle);
  const jobsPerRecruiter = 50;
  await bulkSeed({
    db,
    jobs: jobsPerRecruiter * 10,
    candidates: conversations + OTHER_CONVERSATIONS,
    applications: 0,
    recruiters: 10,
    batchSize: 1000,
    seed: 17,
    progress: () => {},
  });
  const { rows } = await db.execute<{ id: string; username: string }>(sql`
    select a.id, a.username from accounts a join jobs j on j.recruiter_id = a.id
    group by a.id, a.username order by count(*) desc, a.id limit 1`);
  const recruiter = rows[0];
  await seedConversations(db, {
    recruiterId: recruiter.id,
    ofRecruiter: true,
    count: conversations,
    offset: 0,
  });
  await seedConversations(db, {
    recruiterId: recruiter.id,
    ofRecruiter: false,
    count: OTHER_CONVERSATIONS,
    offset: conversations,
  });
  await db.execute(sql`analyze`);
  const applicants = (
    await db.execute<{ jobID: string; username: string }>(sql`
      select a.job_id as "jobID", c.username from applications a
      join jobs j on j.job_id = a.job_id join accounts c on c.id = a.candidate_id
      where j.recruiter_id = ${recruiter.id} order by a.id`)
  ).rows;
  const secret = randomBytes(32).toString('hex');
  const { accessToken } = await startSession(
    db,
    { id: recruiter.id, username: recruiter.username, role: 'recruiter' },
    { secret, accessTtlSeconds: 3600, refreshTtlSeconds: 3600 },
  );
  return { token: accessToken, secret, applicants };
}

interface Load {
  name: string;
  rate: number;
  request: () => { method: string; path: string; body?: string };
}

async function measure(api: string, token: string, { name, rate, request }: Load) {
  const result = await autocannon({
    url: api,
    connections: setting('BENCH_CONNECTIONS', 50),
    duration: setting('BENCH_DURATION', 10),
    overallRate: rate,
    requests: [
      {
        setupRequest: (base) => ({
          ...base,
          ...request(),
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        }),
      },
    ],
  });
  return {
    scenario: name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Seeds, starts the server on the fresh database, measures, and throws the database away. */
export async function benchMessages(adminUrl = process.env.DATABASE_URL) {
  const conversations = setting('BENCH_CONVERSATIONS', 1_000);
  const database = await provisionDatabase(adminUrl, 'bench_messages');
  let server: ChildProcess | undefined;
  try {
    const handle = await openDatabase(
      database.databaseUrl
        ? { url: database.databaseUrl, poolSize: 4 }
        : { dataDir: path.join(database.dataDir, 'pglite') },
    );
    let seeded: Seeded;
    try {
      seeded = await seed(handle, conversations);
    } finally {
      // PGlite allows one process: the server opens it next.
      await handle.close();
    }
    server = startServer(port, {
      JWT_SECRET: seeded.secret,
      DATA_DIR: database.dataDir,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    });
    const api = `http://127.0.0.1:${port}`;
    await waitForUrl(`${api}/api/ready`);
    const label = database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
    let next = 0;
    const rows = [
      await measure(api, seeded.token, {
        name: `POST /api/applications/messages, ${seeded.applicants.length} applications in turn (${label})`,
        rate: setting('BENCH_MESSAGE_RATE', 100),
        request: () => {
          const { jobID, username } = seeded.applicants[next++ % seeded.applicants.length];
          return {
            method: 'POST',
            path: '/api/applications/messages',
            body: JSON.stringify({
              jobID,
              candidateUsername: username,
              text: `Bench reply ${next}`,
            }),
          };
        },
      }),
      await measure(api, seeded.token, {
        name: `GET /api/messages/threads, a recruiter with ${conversations} conversations (${label})`,
        rate: setting('BENCH_THREADS_RATE', 10),
        request: () => ({ method: 'GET', path: '/api/messages/threads' }),
      }),
    ];
    return rows;
  } finally {
    await stopChild(server);
    await database.dispose();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.table(await benchMessages());
