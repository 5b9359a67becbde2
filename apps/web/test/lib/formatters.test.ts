import { describe, expect, it } from 'vitest';
import { formatPostedAgo } from '@/lib/format-posted';
import { formatSalary } from '@/lib/format-salary';
import { jobsAvailable, showJobsLabel } from '@/features/jobs/lib/jobs-available';

const NOW = Date.parse('2026-11-23T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe('formatSalary', () => {
  it.each([
    [{ minCTC: '67000', maxCTC: '96000' }, '$67,000 - $96,000 a year'],
    [{ minCTC: '70000', maxCTC: '' }, '$70,000 a year'],
    [{ minCTC: '', maxCTC: '1500000' }, '$1,500,000 a year'],
    [{ minCTC: '', maxCTC: '' }, 'Not specified'],
    [null, 'Not specified'],
  ])('%o → %s', (ctc, text) => expect(formatSalary(ctc)).toBe(text));
});

describe('formatPostedAgo', () => {
  it.each([
    [ago(20_000), 'just now'],
    [ago(5 * 60_000), '5 minutes ago'],
    [ago(3 * HOUR), '3 hours ago'],
    [ago(DAY + HOUR), 'yesterday'],
    [ago(3 * DAY), '3 days ago'],
    [ago(16 * DAY), '2 weeks ago'],
    [ago(95 * DAY), '3 months ago'],
    [ago(800 * DAY), '2 years ago'],
    // A clock a little behind the server's is not "in the future".
    [new Date(NOW + 30_000).toISOString(), 'just now'],
    ['not a date', ''],
  ])('%s → %s', (iso, text) => expect(formatPostedAgo(iso, NOW)).toBe(text));
});

describe('jobs heading', () => {
  it('is singular for exactly one job only', () => {
    expect(jobsAvailable(1)).toBe('1 Job available');
    expect(jobsAvailable(0)).toBe('0 Jobs available');
    expect(jobsAvailable(24)).toBe('24 Jobs available');
    expect(jobsAvailable(1000, true)).toBe('1,000+ Jobs available');
    expect(showJobsLabel(1)).toBe('Show 1 job');
    expect(showJobsLabel(1000, true)).toBe('Show 1,000+ jobs');
  });
});
