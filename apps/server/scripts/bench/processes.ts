import type { ChildProcess } from 'node:child_process';

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
