import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const fromRoot = (value: string) => path.resolve(repoRoot, value);

/** A comma-separated list, each item trimmed, empty ones dropped; none when unset. */
const commaSeparated = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Real PostgreSQL when set; embedded PGlite under DATA_DIR otherwise. */
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  /**
   * Streaming replicas of DATABASE_URL (comma-separated URLs) that answer the public reads (search,
   * job pages, profiles, companies, sitemaps, recommendations); everything else stays on the primary.
   */
  DATABASE_REPLICA_URLS: commaSeparated.pipe(
    z.array(
      z.url({
        protocol: /^postgres(ql)?$/,
        error: 'DATABASE_REPLICA_URLS must list postgres:// URLs',
      }),
    ),
  ),
  /** A replica further behind the primary than this is skipped until it catches up. */
  REPLICA_MAX_LAG_SECONDS: z.coerce.number().min(0.1).max(3600).default(5),
  /** How often each replica's lag and health are checked. */
  REPLICA_CHECK_SECONDS: z.coerce.number().min(0.05).max(60).default(1),
  /**
   * Job searches at the database at once (the rest wait in arrival order); PostgreSQL only, PGlite
   * runs one. Default: two per CPU core of this machine, at most the pool's size (app.ts).
   */
  SEARCH_CONCURRENCY: z.coerce.number().int().min(1).max(500).optional(),
  DATA_DIR: z.string().default('data').transform(fromRoot),
  UPLOAD_DIR: z.string().optional(),
  /** Where the built web app lives; served at / when present. */
  WEB_DIST_DIR: z.string().default('apps/web/dist').transform(fromRoot),
  /** The web app's server-rendering build; public pages are rendered with their content when it exists. */
  WEB_SSR_ENTRY: z.string().default('apps/web/dist-ssr/entry-server.js').transform(fromRoot),
  /** HS256 secret for access tokens; generated once and kept under DATA_DIR when unset. */
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(30)
    .default(15 * 60),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(30 * 24 * 60 * 60),
  /**
   * Public origin (e.g. https://jobs.example.com) of absolute photo URLs (root-relative when it and
   * CORS_ORIGINS are unset) and of links in emails (http://localhost:PORT when unset).
   */
  PUBLIC_URL: z.string().url().optional(),
  /** URLs per sitemap file (/sitemaps/jobs-N.xml …); the protocol allows 50,000, smaller files are quicker to build. */
  SITEMAP_PAGE_SIZE: z.coerce.number().int().min(1).max(50_000).default(10_000),
  /** Send mail through this server (`smtp://user:pass@host:port`, or `smtps://`); unset, mail is written to DATA_DIR/mail as .eml files. */
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL' })
    .optional(),
  /** The sender of every email. */
  MAIL_FROM: z.string().min(3).default('JobHunter <no-reply@localhost>'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * Redis (`redis://host:6379`) holding the rate-limit counters of every instance. Unset: PostgreSQL
   * holds them when DATABASE_URL is set, else each process counts its own (embedded PGlite).
   */
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a redis:// or rediss:// URL' })
    .optional(),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  UPLOAD_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  /** Username checks, reservations and registrations per client per minute. */
  REGISTRATION_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  /** Password-reset requests (and confirmations) per client per minute; each address also gets at most 3 reset emails an hour. */
  PASSWORD_RESET_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  /** Token refreshes per client per minute: a tab refreshes every ~15 minutes, a loop thousands of times. */
  REFRESH_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  /** Candidate searches per recruiter account per minute: enough to browse, too few to copy the directory. */
  CANDIDATE_SEARCH_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  /** Origins (comma-separated) whose pages may call the API; none by default. */
  CORS_ORIGINS: commaSeparated.pipe(z.array(z.url().transform((origin) => new URL(origin).origin))),
  /** How long job pages, searches and stats are cached per instance (0 disables); writes on any instance clear them at once. */
  JOB_CACHE_TTL_SECONDS: z.coerce.number().min(0).max(3600).default(5),
  /** How often an idle queue worker looks for work (mail, job alerts); at least 0.5. */
  QUEUE_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** `false` runs the API without queue workers (another instance sends the mail). */
  QUEUE_WORKERS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /**
   * The mail queue: how many more tries after a failed send (with exponential backoff from the
   * first delay), and how long a send may stay running before it counts as cut off (a crash) and
   * runs again.
   */
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(6),
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  MAIL_EXPIRE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /**
   * Graceful shutdown on SIGTERM/SIGINT: /api/ready answers 503 for the drain period (a load balancer
   * stops sending), then the server stops accepting, finishes in-flight requests, stops the queue
   * workers and closes the database. Past the timeout (counted from the signal) it exits with 1.
   */
  /** How long before a scheduled interview both sides get a reminder email. */
  INTERVIEW_REMINDER_MINUTES: z.coerce.number().int().min(1).max(20_160).default(1440),
  /**
   * How long after a message its email waits: messages sent meanwhile on the same side of the
   * conversation join the same email, and a message read in the app by then sends none.
   */
  MESSAGE_EMAIL_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(180),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(3),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(10),
  /** When set, GET /metrics wants `Authorization: Bearer <METRICS_TOKEN>`; unset, it is open (keep it off the public side of the proxy). */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /**
   * Load shedding (@fastify/under-pressure): past any of these, requests get 503 with Retry-After
   * instead of queueing up until the process drowns. 0 turns a check off. The heap limit defaults
   * to 90% of V8's heap limit.
   */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().min(0).default(1000),
  MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0),
  MAX_HEAP_USED_MB: z.coerce.number().min(0).optional(),
  /** Fill an empty database with the small demo set on start. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export type EnvConfig = z.output<typeof configSchema> & { UPLOAD_DIR: string };
export type AppConfig = EnvConfig & { JWT_SECRET: string };

/** Parses the environment; only the JWT secret may still be missing (the server generates one). */
export function loadEnv(env: NodeJS.ProcessEnv = process.env): EnvConfig {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const {
    UPLOAD_DIR,
    DATA_DIR,
    SHUTDOWN_DRAIN_SECONDS,
    SHUTDOWN_TIMEOUT_SECONDS,
    DATABASE_URL,
    DATABASE_REPLICA_URLS,
  } = result.data;
  if (SHUTDOWN_DRAIN_SECONDS >= SHUTDOWN_TIMEOUT_SECONDS) {
    throw new Error(
      'Invalid configuration: SHUTDOWN_DRAIN_SECONDS must be shorter than SHUTDOWN_TIMEOUT_SECONDS',
    );
  }
  // A replica copies one PostgreSQL primary; the embedded database has none to copy.
  if (DATABASE_REPLICA_URLS.length > 0 && !DATABASE_URL) {
    throw new Error(
      'Invalid configuration: DATABASE_REPLICA_URLS needs DATABASE_URL (replicas copy a PostgreSQL primary)',
    );
  }
  return {
    ...result.data,
    UPLOAD_DIR: UPLOAD_DIR ? path.resolve(UPLOAD_DIR) : path.join(DATA_DIR, 'uploads'),
  };
}

/** A complete config for tests and scripts: defaults plus overrides. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  return {
    ...env,
    UPLOAD_DIR: path.join(env.DATA_DIR, 'test-uploads'),
    JWT_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    // Suites register and refresh many times from one address; each limit's own test sets it low.
    REGISTRATION_RATE_LIMIT: 100_000,
    REFRESH_RATE_LIMIT: 100_000,
    PASSWORD_RESET_RATE_LIMIT: 100_000,
    CANDIDATE_SEARCH_RATE_LIMIT: 100_000,
    QUEUE_POLL_SECONDS: 0.5,
    // A message's email goes out at once; the tests of batching set their own delay.
    MESSAGE_EMAIL_DELAY_SECONDS: 0,
    // A busy test machine must never see 503s from load shedding; its own test turns it on.
    MAX_EVENT_LOOP_DELAY_MS: 0,
    MAX_EVENT_LOOP_UTILIZATION: 0,
    MAX_HEAP_USED_MB: 0,
    ...overrides,
  };
}
