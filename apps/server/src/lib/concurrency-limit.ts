/**
 * Runs tasks with at most `limit` of them at once; the others wait their turn in arrival order.
 * A task starts, and a finished one hands its turn on, at the event loop's next turn, never at once.
 * On PGlite, whose statements run on this thread, a search started at once runs to its end before
 * the loop reads the next request: every request read in one turn of the loop then ran back to back
 * (0.5-0.9 s of a stalled loop at 50 connections), and whichever came last in a batch, batch after
 * batch, waited 6-10 s. Deferred, they all queue first and the loop turns between searches.
 */
export interface ConcurrencyLimit {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** How many tasks may run at once. */
  readonly limit: number;
  /** Tasks holding a turn (running, or about to start at the loop's next turn). */
  readonly running: number;
  /** Tasks waiting for a turn. */
  readonly waiting: number;
}

export function createConcurrencyLimit(limit: number): ConcurrencyLimit {
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError(`limit must be a whole number ≥ 1, not ${limit}`);
  let running = 0;
  const queue: (() => void)[] = [];
  return {
    async run(task) {
      if (running < limit) {
        running += 1;
        // Even a free turn starts at the loop's next turn, so every request read in this one is
        // queued before any of them starts (see above).
        await new Promise<void>((resolve) => setImmediate(resolve));
      } else {
        // A finishing task hands its turn straight to the first in line: `running` stays as it is.
        await new Promise<void>((resolve) => queue.push(resolve));
      }
      try {
        return await task();
      } finally {
        const next = queue.shift();
        if (next) setImmediate(next);
        else running -= 1;
      }
    },
    limit,
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
