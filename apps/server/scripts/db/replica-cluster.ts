/**
 * A PostgreSQL primary and one streaming replica in temporary folders, on ports of their own, made
 * from the machine's PostgreSQL binaries (Debian's `postgresql` package): `initdb` for the primary,
 * `pg_basebackup -R` for the replica. The replica tests and `npm run bench:instances` use it; it
 * never touches the machine's own cluster.
 *
 * As root (CI, containers) the servers run as the `postgres` user, which PostgreSQL requires.
 */
import { execFile } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** The newest `/usr/lib/postgresql/<version>/bin` holding initdb and pg_basebackup, if any. */
export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  return readdirSync(root)
    .filter((version) => /^\d+$/.test(version))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => path.join(root, version, 'bin'))
    .find(
      (bin) => existsSync(path.join(bin, 'initdb')) && existsSync(path.join(bin, 'pg_basebackup')),
    );
}

export interface ReplicaCluster {
  primaryUrl: string;
  replicaUrl: string;
  /** Stops applying WAL on the replica (`pg_wal_replay_pause()`): it stays up and falls behind. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Stops the replica server at once (`pg_ctl stop -m immediate`), as a crash or a lost host would. */
  stopReplica(): Promise<void>;
  startReplica(): Promise<void>;
  /** Resolves once the replica has replayed every WAL record the primary had inserted when it was called
   * (the insert position: with `synchronous_commit = off` the write position lags behind it). */
  waitForReplay(timeoutMs?: number): Promise<void>;
  /** Stops both servers and deletes their folders. */
  close(): Promise<void>;
}

export interface ReplicaClusterOptions {
  /** Extra `postgresql.conf` lines for both servers (e.g. `shared_buffers = 256MB` for a bench). */
  settings?: string[];
  /** Durable writes; off by default (tests and benches throw the folders away). */
  fsync?: boolean;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startReplicaCluster(
  options: ReplicaClusterOptions = {},
): Promise<ReplicaCluster> {
  const bin = postgresBinDir();
  if (!bin)
    throw new Error(
      'No PostgreSQL server binaries under /usr/lib/postgresql (apt-get install postgresql)',
    );
  const asRoot = process.getuid?.() === 0;
  const workDir = mkdtempSync(path.join(tmpdir(), 'jobhunter-replica-'));
  if (asRoot) chownSync(workDir, ...postgresIds());
  const primaryDir = path.join(workDir, 'primary');
  const replicaDir = path.join(workDir, 'replica');
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];

  const pgTool = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], { cwd: workDir })
      : run(path.join(bin, tool), args, { cwd: workDir });
  const start = (dir: string, port: number) =>
    pgTool('pg_ctl', [
      '-D',
      dir,
      '-o',
      `-p ${port} -k ${workDir} -c listen_addresses=127.0.0.1`,
      '-l',
      path.join(workDir, `${path.basename(dir)}.log`),
      '-w',
      '-t',
      '60',
      'start',
    ]);
  const stop = (dir: string, mode: 'fast' | 'immediate') =>
    pgTool('pg_ctl', ['-D', dir, '-m', mode, '-w', 'stop']).catch(() => undefined);
  const url = (port: number) => `postgres://postgres@127.0.0.1:${port}/postgres`;
  const query = async (port: number, text: string) => {
    const client = new pg.Client({ connectionString: url(port) });
    await client.connect();
    try {
      return (await client.query(text)).rows as Record<string, unknown>[];
    } finally {
      await client.end();
    }
  };

  let replicaRunning = false;
  try {
    await pgTool('initdb', [
      '-D',
      primaryDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-instructions',
    ]);
    writeFileSync(
      path.join(primaryDir, 'postgresql.auto.conf'),
      [
        'wal_level = replica',
        'max_wal_senders = 4',
        'hot_standby = on',
        `fsync = ${options.fsync ? 'on' : 'off'}`,
        'synchronous_commit = off',
        'full_page_writes = off',
        ...(options.settings ?? []),
        '',
      ].join('\n'),
      { flag: 'a' },
    );
    await start(primaryDir, primaryPort);
    // -R writes standby.signal and primary_conninfo: the copy starts as a streaming replica.
    await pgTool('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replicaDir,
      '-R',
      '-X',
      'stream',
    ]);
    await start(replicaDir, replicaPort);
    replicaRunning = true;
  } catch (error) {
    await stop(replicaDir, 'immediate');
    await stop(primaryDir, 'immediate');
    rmSync(workDir, { recursive: true, force: true });
    throw error;
  }

  return {
    primaryUrl: url(primaryPort),
    replicaUrl: url(replicaPort),
    async pauseReplay() {
      await query(replicaPort, 'select pg_wal_replay_pause()');
    },
    async resumeReplay() {
      await query(replicaPort, 'select pg_wal_replay_resume()');
    },
    async stopReplica() {
      await stop(replicaDir, 'immediate');
      replicaRunning = false;
    },
    async startReplica() {
      if (replicaRunning) return;
      await start(replicaDir, replicaPort);
      replicaRunning = true;
    },
    async waitForReplay(timeoutMs = 30_000) {
      const [{ lsn }] = await query(primaryPort, 'select pg_current_wal_insert_lsn()::text as lsn');
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const [{ caughtUp }] = await query(
          replicaPort,
          `select coalesce(pg_last_wal_replay_lsn() >= '${String(lsn)}'::pg_lsn, false) as "caughtUp"`,
        );
        if (caughtUp) return;
        if (Date.now() > deadline)
          throw new Error(`The replica did not replay up to ${String(lsn)}`);
        await sleep(50);
      }
    },
    async close() {
      await stop(replicaDir, 'immediate');
      await stop(primaryDir, 'fast');
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/** The postgres user's uid and gid, from /etc/passwd. */
function postgresIds(): [number, number] {
  const entry = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((line) => line.startsWith('postgres:'))
    ?.split(':');
  if (!entry) throw new Error('Running as root needs a postgres user to run PostgreSQL as');
  return [Number(entry[2]), Number(entry[3])];
}
