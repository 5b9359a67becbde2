import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Starts `src/server.ts` for a bench on 127.0.0.1:`port`, quiet (warnings only), with no demo seed
 * and no queue workers unless `env` says otherwise; `env` adds to or overrides this process's own.
 */
export function startServer(port: number, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      QUEUE_WORKERS: 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** Stops a server the bench started and waits until it has exited (nothing to do if it already has). */
export async function stopChild(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Polls `url` until it answers 2xx (a server the bench started is up), for about a minute. */
export async function waitForUrl(url: string, { attempts = 240, intervalMs = 250 } = {}) {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${url} did not come up`);
}
