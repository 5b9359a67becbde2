import { describe, expect, it } from 'vitest';
import { createLoginThrottle } from '../../src/services/accounts/login-throttle';

// The route tests show the 429; these pin the sliding window and the memory bound.
describe('login throttle', () => {
  const clock = () => {
    let time = 1_000_000;
    return { now: () => time, advance: (ms: number) => (time += ms) };
  };

  it('blocks a username after maxFailures within the window, in any letter case', () => {
    const throttle = createLoginThrottle({ maxFailures: 3, windowMs: 1000 });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(throttle.isBlocked('Ada')).toBe(false);
      throttle.recordFailure('ada');
    }
    expect(throttle.isBlocked('ADA')).toBe(true);
    expect(throttle.isBlocked('bob')).toBe(false);
  });

  it('forgets failures as they slide out of the window', () => {
    const { now, advance } = clock();
    const throttle = createLoginThrottle({ maxFailures: 2, windowMs: 1000, now });
    throttle.recordFailure('ada');
    advance(600);
    throttle.recordFailure('ada');
    expect(throttle.isBlocked('ada')).toBe(true);
    advance(500);
    expect(throttle.isBlocked('ada')).toBe(false);
  });

  it('starts over after a successful login', () => {
    const throttle = createLoginThrottle({ maxFailures: 2 });
    throttle.recordFailure('ada');
    throttle.reset('ada');
    throttle.recordFailure('ada');
    expect(throttle.isBlocked('ada')).toBe(false);
  });

  it('tracks at most maxKeys usernames, dropping the stalest', () => {
    const throttle = createLoginThrottle({ maxFailures: 1, maxKeys: 2 });
    throttle.recordFailure('a');
    throttle.recordFailure('b');
    throttle.recordFailure('c');
    expect(throttle.isBlocked('a')).toBe(false);
    expect(throttle.isBlocked('b')).toBe(true);
    expect(throttle.isBlocked('c')).toBe(true);
  });
});
