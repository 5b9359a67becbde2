import { parseArgs } from 'node:util';

export interface DurabilityOptions {
  kills: number;
  /** Admin URL of a PostgreSQL server; unset means embedded PGlite. */
  databaseUrl?: string;
  /** Writes kept in flight at once. */
  concurrency: number;
  /** Load before each kill is drawn uniformly from this window, so the kill lands at a different point each round. */
  minLoadMs: number;
  maxLoadMs: number;
  /** The kill waits until at least this many writes of the round were acknowledged. */
  minAcked: number;
}

const usage = `Usage: npm run durability -- [--kills N] [--database-url postgres://...] [--concurrency N] [--min-acked N]

Starts the real server, writes through the API, kills it with SIGKILL mid-write, restarts it
and checks that every acknowledged write survived. PGlite under a temporary DATA_DIR by default;
with --database-url (or DURABILITY_DATABASE_URL) a fresh database is created on that PostgreSQL
server and dropped afterwards. Each kill comes after a random 0.5-3 s of load, and not before
--min-acked writes (default 25) of the round were acknowledged.`;

function positiveInt(name: string, value: string | undefined, fallback: number) {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1)
    throw new Error(`--${name} must be a positive integer, got ${value}`);
  return parsed;
}

export function parseOptions(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
): DurabilityOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      kills: { type: 'string' },
      'database-url': { type: 'string' },
      concurrency: { type: 'string' },
      'min-acked': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  return {
    kills: positiveInt('kills', values.kills, 10),
    databaseUrl: values['database-url'] ?? (env.DURABILITY_DATABASE_URL || undefined),
    concurrency: positiveInt('concurrency', values.concurrency, 24),
    minLoadMs: 500,
    maxLoadMs: 3000,
    minAcked: positiveInt('min-acked', values['min-acked'], 25),
  };
}
