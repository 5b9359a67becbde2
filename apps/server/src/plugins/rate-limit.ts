import fp from 'fastify-plugin';
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { DatabaseHandle } from '../db/client';
import { loggableError } from '../lib/loggable-error';
import { deleteEndedRateLimits, postgresRateLimitStore } from '../lib/postgres-rate-limit-store';
import { memoryLoginFailureStore } from '../services/accounts/login-failure-store';
import { LOGIN_FAILURE_WINDOW_MS } from '../services/accounts/login-throttle';
import {
  deleteStaleLoginFailures,
  postgresLoginFailureStore,
} from '../services/accounts/postgres-login-failure-store';

const CLEANUP_MS = 60_000;

/**
 * Available to routes that opt in with `config.rateLimit`; nothing is limited by default. The
 * counters are shared by every instance: in Redis when REDIS_URL is set, else in PostgreSQL when
 * the app runs on one; only the embedded PGlite (one process by nature) counts in memory.
 * Failed logins (the growing delays of services/accounts/login-throttle.ts) are counted in
 * PostgreSQL whenever the app runs on one, with or without Redis.
 */
export default fp<{ database: DatabaseHandle }>(async (app, { database }) => {
  let store: Pick<RateLimitPluginOptions, 'redis' | 'nameSpace' | 'store'> = {};
  if (app.config.REDIS_URL) {
    // One retry, then the request fails (500) rather than waiting on a Redis that is down.
    const redis = new Redis(app.config.REDIS_URL, { maxRetriesPerRequest: 1 });
    redis.on('error', (error) =>
      app.log.warn({ error: loggableError(error) }, 'rate-limit redis error'),
    );
    app.addHook('onClose', async () => {
      await redis.quit();
    });
    store = { redis, nameSpace: 'jobhunter-rate-limit-' };
  } else if (database.kind === 'postgres') {
    store = { store: postgresRateLimitStore(database.db) };
  }
  app.decorate(
    'loginFailures',
    database.kind === 'postgres'
      ? postgresLoginFailureStore(database.db)
      : memoryLoginFailureStore(),
  );
  if (database.kind === 'postgres') {
    const cleanup = setInterval(() => {
      Promise.all([
        app.config.REDIS_URL ? undefined : deleteEndedRateLimits(database.db),
        deleteStaleLoginFailures(database.db, LOGIN_FAILURE_WINDOW_MS),
      ]).catch((error: unknown) =>
        app.log.warn({ error: loggableError(error) }, 'rate-limit cleanup failed'),
      );
    }, CLEANUP_MS);
    cleanup.unref();
    app.addHook('onClose', () => clearInterval(cleanup));
  }
  await app.register(rateLimit, {
    global: false,
    ...store,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many attempts. Please try again in ${context.after}.`,
    }),
  });
});
