import PgBoss from 'pg-boss';
import type { DatabaseHandle, Executor } from '../../db/client';
import { drainable, pgliteSql, poolSql, transactionSql } from './sql-adapter';

/**
 * Every queue the server uses, with its retry policy. pg-boss keeps them in PostgreSQL (schema
 * `pgboss`), on the embedded PGlite database as well as on a server.
 */
export const QUEUES = {
  /**
   * One email to render and send; retried with exponential backoff when the SMTP server fails. A
   * send still running after `expireInSeconds` (the process died) runs again: delivery is at least once.
   */
  mail: { retryLimit: 6, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 },
  /** Jobs posted or reopened, to match against saved searches (batched). */
  jobAlerts: { retryLimit: 10, retryDelay: 10, retryBackoff: true },
  /** The daily digest run (a cron schedule). */
  dailyDigest: { retryLimit: 5, retryDelay: 300, retryBackoff: true },
  /**
   * The weekly "Jobs for you" run (a cron schedule). It works through every candidate, so it may
   * run long; each candidate's email is marked sent in the transaction that queues it, so a run
   * retried after a crash picks up where it stopped.
   */
  weeklyRecommendations: {
    retryLimit: 5,
    retryDelay: 300,
    retryBackoff: true,
    expireInSeconds: 3600,
  },
  /**
   * The text of an uploaded CV. A file that cannot be read is recorded as such, not retried: a
   * retry is for a database failure, or a crash mid-extraction (the job expires after two
   * minutes, well past the extraction's own 20 s limit, and runs again).
   */
  resumeText: { retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 120 },
  /**
   * The email telling one side of an application's conversation of its new messages, sent
   * MESSAGE_EMAIL_DELAY_SECONDS after a message: whichever of the jobs queued in that time runs
   * first sends one email for all of them, and the rest find nothing left to tell.
   */
  messageMail: { retryLimit: 10, retryDelay: 10, retryBackoff: true },
  /**
   * The reminder of a scheduled interview, due INTERVIEW_REMINDER_MINUTES before it starts. The job
   * names the interview's SEQUENCE when it was queued: after a cancel or reschedule it finds a
   * newer one and sends nothing.
   */
  interviewReminder: { retryLimit: 10, retryDelay: 30, retryBackoff: true },
} as const satisfies Record<string, Omit<PgBoss.Queue, 'name'>>;
export type QueueName = keyof typeof QUEUES;
export type QueuePolicy = Omit<PgBoss.Queue, 'name'>;

export interface QueueOptions {
  database: DatabaseHandle;
  /** How often an idle worker asks for work (pg-boss's minimum is 0.5 s). */
  pollSeconds: number;
  onError(error: Error): void;
  /** Changes to QUEUES' policies, from the configuration (tests shorten the mail queue's delays). */
  policies?: Partial<Record<QueueName, QueuePolicy>>;
}

export interface Queue {
  boss: PgBoss;
  /**
   * Queues a job on `executor`: inside a transaction the job commits or rolls back with the change
   * that caused it, so a crash after the commit loses nothing and a rolled-back change sends nothing.
   */
  send(
    executor: Executor,
    name: QueueName,
    data: object,
    options?: PgBoss.SendOptions,
  ): Promise<void>;
  /** Queues many jobs of one queue with one statement, as `send` does (mail for a batch of job alerts). */
  sendMany(executor: Executor, name: QueueName, data: object[]): Promise<void>;
  /** Runs `handler` for jobs of the queue (with their retry counts), `batchSize` at a time. */
  work<T extends object>(
    name: QueueName,
    options: { batchSize?: number },
    handler: (jobs: PgBoss.JobWithMetadata<T>[]) => Promise<void>,
  ): Promise<void>;
  /**
   * Asks this instance's workers of the queue (if it runs any) to look for jobs now rather than at
   * their next poll: a job a person waits for (a CV's text) starts at once. Other instances' workers
   * still find it at their next poll.
   */
  wake(name: QueueName): void;
  /**
   * Resolves once no job of these queues (all by default) is due, retrying or running (tests,
   * scripts), or rejects after `timeoutMs`; a job deferred to a later time does not count. Naming queues leaves out one nothing works off (mail
   * where no mail worker runs).
   */
  settled(timeoutMs?: number, queues?: QueueName[]): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts pg-boss on the app's database (creating or upgrading its schema) and creates the queues,
 * or brings their policies in line with this configuration (a job takes its queue's policy when sent).
 */
export async function startQueue({
  database,
  pollSeconds,
  onError,
  policies = {},
}: QueueOptions): Promise<Queue> {
  const names = Object.keys(QUEUES) as QueueName[];
  const policyOf = (name: QueueName): QueuePolicy => ({ ...QUEUES[name], ...policies[name] });
  // Maintenance is what notices a job cut off by a crash (expired while active) and retries it: it
  // runs at least as often as the shortest expiry, so such a job waits about one expiry, not more.
  const expiries = names.map((name) => policyOf(name).expireInSeconds ?? Infinity);
  const maintenanceIntervalSeconds = Math.max(1, Math.min(120, ...expiries));
  const db = drainable(database.pglite ? pgliteSql(database.pglite) : poolSql(database.pool!));
  const boss = new PgBoss({
    db,
    schema: 'pgboss',
    maintenanceIntervalSeconds,
  } as PgBoss.ConstructorOptions);
  boss.on('error', onError);
  await boss.start();
  for (const name of names) {
    const queue = { name, ...policyOf(name) };
    if (await boss.getQueue(name)) await boss.updateQueue(name, queue);
    else await boss.createQueue(name, queue);
  }

  const workers = new Map<QueueName, string[]>();

  return {
    boss,
    async send(executor, name, data, options = {}) {
      await boss.send(name, data, {
        ...options,
        db: transactionSql(executor),
      } as PgBoss.SendOptions);
    },
    async sendMany(executor, name, data) {
      if (data.length > 0)
        await boss.insert(
          data.map((item) => ({ name, data: item })),
          { db: transactionSql(executor) } as PgBoss.InsertOptions,
        );
    },
    async work(name, { batchSize = 1 }, handler) {
      const tracked = (jobs: Parameters<typeof handler>[0]) => db.track(handler(jobs));
      const id = await boss.work(
        name,
        { batchSize, pollingIntervalSeconds: pollSeconds, includeMetadata: true },
        tracked as never,
      );
      workers.set(name, [...(workers.get(name) ?? []), id]);
    },
    wake(name) {
      for (const id of workers.get(name) ?? []) boss.notifyWorker(id);
    },
    async settled(timeoutMs = 30_000, queues = names) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        // A job created for a later time (an interview's reminder) is not waiting; a retry is.
        const { rows } = (await db.executeSql(
          `select name, count(*)::int as size from pgboss.job
           where name = any($1::text[]) and state < 'completed'
             and (state <> 'created' or start_after <= now())
           group by name`,
          [queues],
        )) as { rows: { name: string; size: number }[] };
        const sizes = rows.map((row) => `${row.name} ${row.size}`);
        if (rows.length === 0) return;
        if (Date.now() > deadline)
          throw new Error(`queue not settled after ${timeoutMs} ms: ${sizes.join(', ')} jobs left`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      await db.drained();
    },
  };
}
