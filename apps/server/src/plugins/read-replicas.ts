import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { verifyAccessToken } from '../lib/access-token';
import { loggableError } from '../lib/loggable-error';
import { createReadRouter, type Read } from '../db/replicas/read-router';
import {
  createRecentWrites,
  hasRecentWriteCookie,
  recentWriteCookie,
} from '../db/replicas/recent-writes';
import { createLagMonitor } from '../db/replicas/replica-lag';
import { closeReplicaPools, openReplicaPools } from '../db/replicas/replica-pools';
import { registerReplicaMetrics } from '../services/metrics/replica-metrics';
import type { TtlCache } from '../services/jobs/ttl-cache';
import { bearerToken } from './auth';

/** Methods that change nothing: OPTIONS is a CORS preflight, never a write. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Public reads on streaming replicas (DATABASE_REPLICA_URLS): routes call `app.readFrom` (or
 * `app.cachedRead`), which runs the read on a healthy replica or on the primary. Without replicas
 * it is just `app.db`. An account that wrote within the window reads the primary, by this
 * instance's memory and by a cookie the browser carries to any instance, the window being how far
 * a replica in use can be behind (REPLICA_MAX_LAG_SECONDS + one check interval).
 */
export default fp(async (app) => {
  const config = app.config;
  const replicas = await openReplicaPools({
    urls: config.DATABASE_REPLICA_URLS,
    poolSize: config.DATABASE_POOL_SIZE,
    onIdleError: (name, error) =>
      app.log.debug({ replica: name, error: loggableError(error) }, 'replica connection lost'),
  });
  const monitor =
    replicas.length > 0
      ? createLagMonitor({
          primary: app.db,
          replicas,
          maxLagSeconds: config.REPLICA_MAX_LAG_SECONDS,
          intervalMs: config.REPLICA_CHECK_SECONDS * 1000,
          onChange: ({ name, healthy, lagSeconds }) =>
            healthy
              ? app.log.info({ replica: name, lagSeconds }, 'replica healthy: reads go to it')
              : app.log.warn(
                  { replica: name, lagSeconds },
                  'replica down or behind: its reads go elsewhere',
                ),
          // Repeats every check while a server is down; the change of state above is the news.
          onError: (source, error) =>
            app.log.debug({ source, error: loggableError(error) }, 'replica lag check failed'),
        })
      : undefined;
  const countRead = registerReplicaMetrics(app.metrics.registry, () => monitor?.states() ?? []);
  const router = createReadRouter({
    primary: app.db,
    monitor,
    onRead: countRead,
    onReplicaFailure: (name, error) =>
      app.log.warn(
        { replica: name, error: loggableError(error) },
        'replica read failed; retried on the primary',
      ),
  });
  const windowSeconds = config.REPLICA_MAX_LAG_SECONDS + config.REPLICA_CHECK_SECONDS;
  const recentWrites = createRecentWrites({ windowMs: windowSeconds * 1000 });

  /** The bearer token's account, signature and expiry checked (no session lookup: only routing depends on it). */
  const accounts = new WeakMap<FastifyRequest, Promise<string | undefined>>();
  function accountOf(request: FastifyRequest) {
    let account = accounts.get(request);
    if (!account) {
      const token = bearerToken(request);
      account = token
        ? verifyAccessToken(token, config.JWT_SECRET).then((claims) => claims?.accountId)
        : Promise.resolve(undefined);
      accounts.set(request, account);
    }
    return account;
  }

  /** Whether the request's reads must see writes a replica may not have yet. */
  async function readsPrimary(request: FastifyRequest | undefined) {
    if (!request) return false;
    if (hasRecentWriteCookie(request.headers.cookie)) return true;
    if (recentWrites.empty) return false;
    const account = await accountOf(request);
    return account !== undefined && recentWrites.has(account);
  }

  app.decorate('readFrom', async <T>(request: FastifyRequest | undefined, read: Read<T>) =>
    router.read(read, { primary: monitor ? await readsPrimary(request) : true }),
  );
  app.decorate(
    'cachedRead',
    async <T>(request: FastifyRequest, cache: TtlCache<T>, key: string, read: Read<T>) => {
      // A recent writer's answer must not come from an entry a replica filled before its write arrived there.
      if (monitor && (await readsPrimary(request)))
        return cache.refresh(key, () => router.read(read, { primary: true }));
      return cache.get(key, () => router.read(read));
    },
  );

  if (!monitor) return;
  await monitor.check();
  monitor.start();
  app.addHook('onClose', async () => {
    await monitor.stop();
    await closeReplicaPools(replicas);
  });

  // A successful write: this account, and this browser on any instance, read the primary for the window.
  app.addHook('onSend', async (request, reply, payload) => {
    if (READ_METHODS.has(request.method) || reply.statusCode >= 400) return payload;
    reply.header('set-cookie', recentWriteCookie(windowSeconds));
    const account =
      request.auth?.accountId ?? request.admin?.accountId ?? (await accountOf(request));
    if (account) recentWrites.record(account);
    return payload;
  });
});
