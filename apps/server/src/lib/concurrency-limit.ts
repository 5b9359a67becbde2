/**
 * Runs tasks with at most `limit` of them at once; the others wait their turn in arrival order.
 * A finished task hands its turn on at the event loop's next turn, not at once: on PGlite, whose
 * statements run on this thread, back-to-back tasks would otherwise chain through promises without
 * ever letting the loop send the replies they made or read new requests.
 */
export interface ConcurrencyLimit {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks waiting for a turn. */
  readonly waiting: number;
}

export function createConcurrencyLimit(limit: number): ConcurrencyLimit {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`limit must be a whole number ≥ 1, not ${limit}`);
  let running = 0;
  const queue: (() => void)[] = [];
  return {
    async run(task) {
      if (running < limit) running += 1;
      // A finishing task hands its turn straight to the first in line: `running` stays as it is.
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await task();
      } finally {
        const next = queue.shift();
        if (next) setImmediate(next);
        else running -= 1;
      }
    },
    get waiting() {
      return queue.length;
    },
  };
}
