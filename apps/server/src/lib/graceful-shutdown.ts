import type { App } from '../app';
import type { DatabaseHandle } from '../db/client';
import { loggableError } from './loggable-error';

export interface GracefulShutdownOptions {
  app: App;
  database: DatabaseHandle;
  /** How long /api/ready answers 503 while the server still serves, so a load balancer stops sending. */
  drainSeconds: number;
  /** From the signal to a forced exit with code 1, whatever still hangs. */
  timeoutSeconds: number;
  exit?: (code: number) => void;
}

/**
 * Stops the server on SIGTERM (a container stop) or SIGINT (Ctrl-C) without failing a request:
 * readiness off and a drain period first, then no new connections while in-flight requests finish
 * (Fastify's close), queue workers stop (the queue plugin's onClose), and the database closes last.
 */
export function handleShutdownSignals({
  app,
  database,
  drainSeconds,
  timeoutSeconds,
  exit = process.exit,
}: GracefulShutdownOptions) {
  let started = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (started) return app.log.warn({ signal }, 'already shutting down');
    started = true;
    // Not unref'd: if something hangs with nothing else keeping the process alive, this still fires.
    setTimeout(() => {
      app.log.error(
        { timeoutSeconds },
        'shutdown timed out: exiting with requests or connections still open',
      );
      exit(1);
    }, timeoutSeconds * 1000);

    app.readiness.draining = true;
    app.log.info({ signal, drainSeconds }, 'shutting down: draining (/api/ready answers 503)');
    await new Promise((resolve) => setTimeout(resolve, drainSeconds * 1000));
    try {
      app.log.info('shutting down: refusing new connections, finishing in-flight requests');
      await app.close();
      await database.close();
      app.log.info('shut down');
      exit(0);
    } catch (error) {
      app.log.error({ error: loggableError(error) }, 'shutdown failed');
      exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
