import { describe, expect, it } from 'vitest';
import { createBackgroundTasks } from '../../src/lib/background-tasks';

describe('background tasks', () => {
  it('runs tasks after the caller moves on, and idle() waits for all of them, failures included', async () => {
    const errors: [string, unknown][] = [];
    const tasks = createBackgroundTasks({
      onError: (name, error) => errors.push([name, error]),
      concurrency: 2,
    });
    const done: number[] = [];
    for (const n of [1, 2, 3]) tasks.run(`task ${n}`, async () => void done.push(n));
    tasks.run('failing', async () => {
      throw new Error('boom');
    });
    expect(done).toEqual([]);
    await tasks.idle();
    expect(done.sort()).toEqual([1, 2, 3]);
    expect(errors).toEqual([['failing', new Error('boom')]]);
    await tasks.idle();
  });

  it('drops tasks past the queue limit and reports them', async () => {
    const errors: string[] = [];
    const tasks = createBackgroundTasks({
      onError: (name) => errors.push(name),
      maxQueued: 1,
      concurrency: 1,
    });
    let ran = 0;
    // The first starts running at once, the second waits, the third finds the queue full.
    for (const name of ['a', 'b', 'c']) tasks.run(name, async () => void (ran += 1));
    await tasks.idle();
    expect(ran).toBe(2);
    expect(errors).toEqual(['c']);
  });
});
