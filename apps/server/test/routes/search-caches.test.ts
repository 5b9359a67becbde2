import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSearchCaches } from '../../src/services/search';

// What search keeps between searches (docs/decisions/002-search-design.md): job changes drop the
// completions a write can make stale and keep the words found known; the row estimate is a TTL.
describe('search caches', () => {
  afterEach(() => vi.useRealTimers());

  it('a job change drops completions and keeps known words; an application changes neither', () => {
    const { vocabulary, changed } = createSearchCaches();
    vocabulary.addKnown('python');
    vocabulary.setCompletions('jav', ['java', 'javascript']);
    changed({ kind: 'application', candidate: 'cand' });
    expect(vocabulary.completions('jav')).toEqual(['java', 'javascript']);
    changed({ kind: 'job', jobId: 'J1' });
    expect(vocabulary.completions('jav')).toBeUndefined();
    expect(vocabulary.isKnown('python')).toBe(true);
  });

  it('the listener going down or up clears the vocabulary', () => {
    const caches = createSearchCaches();
    caches.vocabulary.addKnown('python');
    caches.vocabulary.setCompletions('pyth', ['python']);
    caches.clear();
    expect(caches.vocabulary.isKnown('python')).toBe(false);
    expect(caches.vocabulary.completions('pyth')).toBeUndefined();
  });

  it('completions expire after a minute without any change', () => {
    vi.useFakeTimers();
    const { vocabulary } = createSearchCaches();
    vocabulary.setCompletions('jav', ['java']);
    vi.advanceTimersByTime(59_000);
    expect(vocabulary.completions('jav')).toEqual(['java']);
    vi.advanceTimersByTime(2_000);
    expect(vocabulary.completions('jav')).toBeUndefined();
  });

  it('the row estimate asks the database once a minute, and again while it reads zero', async () => {
    vi.useFakeTimers();
    const { jobsEstimate } = createSearchCaches();
    let n = 0;
    const execute = vi.fn(async () => ({ rows: [{ n }] }));
    const db = { execute } as unknown as Parameters<typeof jobsEstimate>[0];
    expect(await jobsEstimate(db)).toBe(0);
    n = 1000;
    expect(await jobsEstimate(db)).toBe(1000);
    n = 2000;
    expect(await jobsEstimate(db)).toBe(1000);
    vi.advanceTimersByTime(61_000);
    expect(await jobsEstimate(db)).toBe(2000);
    expect(execute).toHaveBeenCalledTimes(3);
  });
});
