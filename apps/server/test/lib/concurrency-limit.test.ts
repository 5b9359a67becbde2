import { describe, expect, it } from 'vitest';
import { createConcurrencyLimit } from '../../src/lib/concurrency-limit';

/** A task that runs until the test lets it finish (or fail). */
function gate() {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { done, finish, fail };
}
/** A few turns of the event loop: a turn is handed on at the next one, and the task then starts. */
async function settle() {
  for (let i = 0; i < 4; i += 1) await new Promise((resolve) => setImmediate(resolve));
}

describe('createConcurrencyLimit', () => {
  it('runs at most `limit` tasks at once and the rest in arrival order', async () => {
    const limit = createConcurrencyLimit(2);
    const started: number[] = [];
    const gates = Array.from({ length: 5 }, () => gate());
    const results = gates.map((g, index) =>
      limit.run(async () => {
        started.push(index);
        await g.done;
        return index;
      }),
    );
    // Nothing starts in the turn of the event loop that asked: all five are in line first.
    expect(started).toEqual([]);
    await settle();
    expect(started).toEqual([0, 1]);
    expect(limit.waiting).toBe(3);

    gates[1]!.finish();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.finish();
    gates[2]!.finish();
    await settle();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(limit.waiting).toBe(0);
    gates[3]!.finish();
    gates[4]!.finish();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4]);
  });

  it('gives a failed task’s turn to the next one and passes the error on', async () => {
    const limit = createConcurrencyLimit(1);
    const first = gate();
    const failing = limit.run(() => first.done);
    const next = limit.run(async () => 'ran');
    // Failed once it runs (before, nothing would be listening to its promise yet).
    await settle();
    first.fail(new Error('boom'));
    await expect(failing).rejects.toThrow('boom');
    expect(await next).toBe('ran');
    // The turn came back: a later task starts at once.
    expect(await limit.run(async () => 'again')).toBe('again');
  });

  it('refuses a limit below one', () => {
    expect(() => createConcurrencyLimit(0)).toThrow('limit must be a whole number ≥ 1, not 0');
  });
});
