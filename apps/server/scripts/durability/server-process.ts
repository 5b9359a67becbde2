import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const READY_TIMEOUT_MS = 60_000;

export interface ServerSettings {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** Where the server's stdout and stderr go; appended, so every start of a run is in one file. */
  logFile: string;
}

/** A port that was free a moment ago; the same one is reused across restarts. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function serverEnv({ port, dataDir, databaseUrl }: ServerSettings): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    // Fixed, so the tokens from before the first kill stay valid after every restart.
    JWT_SECRET: 'durability-check-secret-at-least-32-characters',
    ACCESS_TOKEN_TTL_SECONDS: '86400',
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT: '1000000',
    REGISTRATION_RATE_LIMIT: '1000000',
    UPLOAD_RATE_LIMIT: '1000000',
  };
  // An inherited DATABASE_URL must not turn a PGlite run into a run against someone's database.
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  delete env.UPLOAD_DIR;
  return env;
}

/** The last lines of the server log, for failure reports. */
export function logTail(logFile: string, lines = 20) {
  try {
    return readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server log)';
  }
}

/**
 * The real server, run by Node itself (no npm or tsx wrapper process), so SIGKILL hits the
 * process that holds the database connection and the in-flight requests.
 */
export class ServerProcess {
  private exited: Promise<void>;
  private exitCode: number | null = null;
  private gone = false;

  private constructor(private readonly child: ChildProcess) {
    this.exited = new Promise((resolve) => {
      child.once('exit', (code) => {
        this.gone = true;
        this.exitCode = code;
        resolve();
      });
    });
  }

  /** Starts the server and resolves once GET /api/ready answers 200. */
  static async start(settings: ServerSettings): Promise<ServerProcess> {
    const log = openSync(settings.logFile, 'a');
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: repoRoot,
      env: serverEnv(settings),
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    const server = new ServerProcess(child);
    try {
      await server.waitReady(settings.port);
    } catch (error) {
      await server.kill();
      throw new Error(
        `${(error as Error).message}\n--- server log ---\n${logTail(settings.logFile)}`,
      );
    }
    return server;
  }

  private async waitReady(port: number) {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (this.gone)
        throw new Error(`server exited with code ${this.exitCode} before it was ready`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/ready`, {
          signal: AbortSignal.timeout(2000),
        });
        await response.arrayBuffer();
        if (response.status === 200) return;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new Error(`server not ready after ${READY_TIMEOUT_MS / 1000} s`);
  }

  /** SIGKILL: no shutdown hook runs, nothing is flushed or closed by the server. */
  async kill() {
    if (!this.gone) this.child.kill('SIGKILL');
    await this.exited;
  }

  /** A clean stop (SIGTERM: finish requests, close the database); SIGKILL after 10 s. */
  async stop() {
    if (this.gone) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    await this.exited;
    clearTimeout(timer);
  }
}
