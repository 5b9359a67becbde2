import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client';
import { listen } from '../db/listen';
import { loggableError } from '../lib/loggable-error';
import { createJobCache } from '../services/jobs/job-cache';
import {
  JOB_CHANGE_ACKS_CHANNEL,
  JOB_CHANGES_CHANNEL,
  LISTENER_NAME,
  parseJobChange,
} from '../services/jobs/job-changes';
import { searchCachesOf } from '../services/search';

/**
 * One job cache per instance, shared by the jobs routes and every write that changes what they
 * answer. Other instances' writes reach it by LISTEN/NOTIFY, and it confirms each one; a write's
 * reply waits until every listening instance has confirmed (services/jobs/job-cache.ts). While the
 * listener is down, the cache is bypassed. The same notifications clear what search keeps
 * between searches (services/search/caches.ts).
 */
export default fp<{ database: DatabaseHandle }>(async (app, { database }) => {
  const cache = createJobCache({ ttlSeconds: app.config.JOB_CACHE_TTL_SECONDS });
  app.decorate('jobCache', cache);
  const warn = (message: string) => (error: unknown) =>
    app.log.warn({ error: loggableError(error) }, message);

  const listener = await listen(database, {
    channels: [JOB_CHANGES_CHANNEL, JOB_CHANGE_ACKS_CHANNEL],
    name: LISTENER_NAME,
    onNotify(channel, payload) {
      if (channel === JOB_CHANGE_ACKS_CHANNEL) return cache.confirmed(payload);
      const notification = parseJobChange(payload);
      if (!notification)
        return app.log.warn({ payload }, 'unknown job change notification ignored');
      cache.received(notification);
      searchCachesOf(app.db).changed(notification.change);
      // PGlite's listeners are not counted by writers (one process: delivery is synchronous).
      if (database.kind === 'postgres') {
        app.db
          .execute(sql`select pg_notify(${JOB_CHANGE_ACKS_CHANNEL}, ${notification.id})`)
          .catch(warn('job change confirmation failed'));
      }
    },
    onState(up) {
      if (up) app.log.info('job cache: listening for changes from other instances');
      else app.log.warn('job cache: change listener lost; serving uncached until it reconnects');
      cache.setListening(up);
      // Changes may have been missed while it was down: nothing search learnt survives either.
      searchCachesOf(app.db).clear();
    },
    onError: warn('job cache listener error'),
  });
  app.addHook('onClose', () => listener.close());

  // A write's reply leaves once every instance has dropped what it changed.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 && !(await cache.settled(request))) {
      app.log.warn('job cache: not every instance confirmed a change in time');
    }
    return payload;
  });
});
