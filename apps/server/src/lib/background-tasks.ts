export interface BackgroundTasks {
  /** Runs the task after the current request has been answered; its failure is logged, never thrown. */
  run(name: string, task: () => Promise<void>): void;
  /** Resolves when nothing is queued or running (tests, shutdown). */
  idle(): Promise<void>;
}

export interface BackgroundTasksOptions {
  onError(name: string, error: unknown): void;
  /** Tasks over this many waiting are dropped (and reported), so a flood cannot exhaust memory. */
  maxQueued?: number;
  /** Tasks running at once, so a burst does not open a connection per message. */
  concurrency?: number;
}

/**
 * A small in-process queue for work a client must not wait for (sending mail). Not durable: a task
 * still queued when the process dies is lost, which the callers accept (a password reset can be
 * asked for again).
 */
export function createBackgroundTasks({
  onError,
  maxQueued = 1_000,
  concurrency = 4,
}: BackgroundTasksOptions): BackgroundTasks {
  const queue: { name: string; task: () => Promise<void> }[] = [];
  let running = 0;
  let waiters: (() => void)[] = [];

  function next() {
    while (running < concurrency && queue.length > 0) {
      const { name, task } = queue.shift()!;
      running += 1;
      // setImmediate: the task starts after the reply that scheduled it has gone out.
      setImmediate(() => {
        task()
          .catch((error: unknown) => onError(name, error))
          .finally(() => {
            running -= 1;
            next();
          });
      });
    }
    if (running === 0 && queue.length === 0) {
      const done = waiters;
      waiters = [];
      done.forEach((resolve) => resolve());
    }
  }

  return {
    run(name, task) {
      if (queue.length >= maxQueued) {
        onError(name, new Error(`background queue full (${maxQueued} waiting); task dropped`));
        return;
      }
      queue.push({ name, task });
      next();
    },
    idle: () =>
      running === 0 && queue.length === 0
        ? Promise.resolve()
        : new Promise((resolve) => waiters.push(resolve)),
  };
}
