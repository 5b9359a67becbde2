import { describe, expect, it } from 'vitest';
import { memoryLoginFailureStore } from '../../src/services/accounts/login-failure-store';
import { createLoginThrottle } from '../../src/services/accounts/login-throttle';

// The route tests show the 429; these pin the growing delays, who they apply to, and the memory bound.
// Every throttle runs on a stopped clock: an exact wait must not shrink while a busy machine runs the test.
describe('login throttle', () => {
  const clock = () => {
    let time = 1_000_000;
    return { now: () => time, advance: (ms: number) => (time += ms) };
  };
  const attacker = { username: 'ada', client: '10.0.0.1' };

  it('lets a (username, client) pair fail freely a few times, then doubles its wait with each failure', async () => {
    const { now, advance } = clock();
    const throttle = createLoginThrottle({
      freeFailuresPerPair: 3,
      baseDelayMs: 1000,
      maxDelayMs: 10_000,
      now,
    });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await throttle.waitMs(attacker)).toBe(0);
      await throttle.recordFailure(attacker);
    }
    expect(await throttle.waitMs({ username: 'ADA', client: '10.0.0.1' })).toBe(1000);
    advance(1000);
    expect(await throttle.waitMs(attacker)).toBe(0);
    await throttle.recordFailure(attacker);
    expect(await throttle.waitMs(attacker)).toBe(2000);
    advance(2000);
    await throttle.recordFailure(attacker);
    expect(await throttle.waitMs(attacker)).toBe(4000);
    for (let attempt = 0; attempt < 5; attempt += 1) await throttle.recordFailure(attacker);
    expect(await throttle.waitMs(attacker)).toBe(10_000);
  });

  it('never holds up the same username from another client: nobody can lock an owner out', async () => {
    const throttle = createLoginThrottle({
      freeFailuresPerPair: 3,
      freeFailuresPerClient: 100,
      now: clock().now,
    });
    for (let attempt = 0; attempt < 50; attempt += 1) await throttle.recordFailure(attacker);
    expect(await throttle.waitMs(attacker)).toBeGreaterThan(0);
    expect(await throttle.waitMs({ username: 'ada', client: '192.168.1.7' })).toBe(0);
  });

  it('slows a client that fails on many usernames, whichever username it tries next', async () => {
    const throttle = createLoginThrottle({
      freeFailuresPerPair: 100,
      freeFailuresPerClient: 5,
      baseDelayMs: 1000,
      now: clock().now,
    });
    for (let attempt = 0; attempt < 5; attempt += 1)
      await throttle.recordFailure({ username: `user${attempt}`, client: '10.0.0.1' });
    expect(await throttle.waitMs({ username: 'fresh-name', client: '10.0.0.1' })).toBe(1000);
    expect(await throttle.waitMs({ username: 'fresh-name', client: '10.0.0.2' })).toBe(0);
  });

  it('forgets failures once the window has passed since the last one', async () => {
    const { now, advance } = clock();
    const throttle = createLoginThrottle({
      freeFailuresPerPair: 2,
      baseDelayMs: 100,
      windowMs: 1000,
      now,
    });
    await throttle.recordFailure(attacker);
    await throttle.recordFailure(attacker);
    expect(await throttle.waitMs(attacker)).toBe(100);
    advance(1001);
    expect(await throttle.waitMs(attacker)).toBe(0);
    await throttle.recordFailure(attacker);
    expect(await throttle.waitMs(attacker)).toBe(0);
  });

  it('starts a pair over after a successful login', async () => {
    const throttle = createLoginThrottle({
      freeFailuresPerPair: 2,
      freeFailuresPerClient: 100,
      now: clock().now,
    });
    await throttle.recordFailure(attacker);
    await throttle.recordSuccess(attacker);
    await throttle.recordFailure(attacker);
    expect(await throttle.waitMs(attacker)).toBe(0);
  });

  it('tracks at most maxKeys keys in memory, dropping the stalest', async () => {
    const { now } = clock();
    // Each failure counts under its pair and under the client; with room for three keys the oldest pair goes first.
    const throttle = createLoginThrottle({
      store: memoryLoginFailureStore({ maxKeys: 3, now }),
      freeFailuresPerPair: 1,
      freeFailuresPerClient: 100,
      now,
    });
    for (const username of ['a', 'b', 'c']) await throttle.recordFailure({ username, client: 'x' });
    expect(await throttle.waitMs({ username: 'a', client: 'x' })).toBe(0);
    expect(await throttle.waitMs({ username: 'c', client: 'x' })).toBeGreaterThan(0);
  });
});
