import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Job, JobSearchResult, JobStats } from '@jobhunter/shared';
import type { Executor } from '../../db/client';
import { notifyJobChange, type JobChange, type JobChangeNotification } from './job-changes';
import { createTtlCache } from './ttl-cache';

export interface JobCacheEvents {
  /** The change listener came up (true) or went down (false); the cache is bypassed while it is down. */
  listening: [boolean];
}

/** How a write announces what it changed; services call it inside their transaction. */
export interface JobChanges {
  changed(tx: Executor, change: JobChange): Promise<void>;
}

/**
 * The instance's cache of public job answers (pages, searches, stats), identical for every visitor.
 * Every write announces what it changed through `changed`, inside its transaction, and every
 * instance, this one included, drops those answers when the NOTIFY is delivered on commit
 * (plugins/job-cache.ts listens; PGlite delivers synchronously). Each instance confirms it, and
 * the write's reply waits for those confirmations (`settled`): once a client has its answer, no
 * instance serves what the write made stale. Until the listener is up, and whenever it is down,
 * changes could be missed, so the cache is bypassed: stale answers are never served, only uncached ones.
 */
export function createJobCache({
  ttlSeconds,
  confirmTimeoutMs = 2_000,
}: {
  ttlSeconds: number;
  confirmTimeoutMs?: number;
}) {
  let listening = false;
  const options = { ttlMs: ttlSeconds * 1000, maxEntries: 5_000, trusted: () => listening };
  const jobs = createTtlCache<Job>(options);
  const searches = createTtlCache<JobSearchResult>(options);
  const stats = createTtlCache<JobStats>(options);
  const events = new EventEmitter<JobCacheEvents>();
  const instanceId = randomUUID();
  let sequence = 0;
  /** Changes this instance sent whose confirmations are still coming: how many are missing. */
  const unconfirmed = new Map<string, { missing: number; done(confirmed: boolean): void }>();
  /** Per request (or other owner): the confirmations its reply waits for. */
  const confirmations = new WeakMap<object, Promise<boolean>[]>();

  function awaitConfirmations(owner: object, id: string, listeners: number) {
    const confirmed = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => done(false), confirmTimeoutMs);
      timer.unref();
      function done(all: boolean) {
        clearTimeout(timer);
        unconfirmed.delete(id);
        resolve(all);
      }
      unconfirmed.set(id, { missing: listeners, done });
    });
    confirmations.set(owner, [...(confirmations.get(owner) ?? []), confirmed]);
  }

  function clearAll() {
    jobs.clear();
    searches.clear();
    stats.clear();
  }

  function apply(change: JobChange) {
    switch (change.kind) {
      case 'job':
        if (change.jobId) jobs.delete(change.jobId);
        searches.clear();
        stats.clear();
        break;
      case 'poster':
        jobs.clear();
        searches.clear();
        break;
      case 'account':
        stats.clear();
        if (change.jobsRemoved) {
          jobs.clear();
          searches.clear();
        }
        break;
      case 'application':
        searches.deleteWhere((key) => key.startsWith(viewerPrefix(change.candidate)));
        break;
    }
  }

  return {
    jobs,
    searches,
    stats,
    events,
    /** The key of a search: the signed-in viewer's own searches can be dropped together (see `application`). */
    searchKey: (query: { username?: string }) =>
      viewerPrefix(query.username) + JSON.stringify(query),
    /** THE way a write announces a change to cached answers, on behalf of `owner` (the request), whose reply then waits for `settled`. */
    for(owner: object): JobChanges {
      return {
        async changed(tx, change) {
          sequence += 1;
          const id = `${instanceId}:${sequence}`;
          const listeners = await notifyJobChange(tx, { id, change });
          // Rolled back, it is never confirmed: only a successful reply waits, and the timeout cleans up.
          if (listeners > 0) awaitConfirmations(owner, id, listeners);
        },
      };
    },
    /** Resolves once every instance has confirmed the owner's changes; false when some did not in time. */
    async settled(owner: object) {
      const pending = confirmations.get(owner);
      if (!pending) return true;
      confirmations.delete(owner);
      return (await Promise.all(pending)).every(Boolean);
    },
    /** A change notification arrived from the database (any instance's, this one's included). */
    received({ change }: JobChangeNotification) {
      apply(change);
    },
    /** An instance confirmed one of this instance's changes. */
    confirmed(id: string) {
      const entry = unconfirmed.get(id);
      if (!entry) return;
      entry.missing -= 1;
      if (entry.missing <= 0) entry.done(true);
    },
    /** The listener's state: notifications may have been missed while it was down, so nothing kept survives. */
    setListening(up: boolean) {
      clearAll();
      listening = up;
      events.emit('listening', up);
    },
  };
}

const viewerPrefix = (username: string | undefined) => `${username ?? ''}\n`;

export type JobCache = ReturnType<typeof createJobCache>;
