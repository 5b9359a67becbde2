import { describe, expect, it } from 'vitest';
import { formatDay, formatDayAndTime } from '@/lib/format-day';
import { formatUsd, groupDigits } from '@/lib/format-number';
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
    [ago(HOUR + 60_000), '1 hour ago'],
    [ago(7 * 60_000 + 30_000), '7 minutes ago'],
    [ago(370 * DAY), 'last year'],
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

describe('numbers and days, the same in every browser locale and on the server', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1_500_000, '1,500,000'],
    [1234.6, '1,235'],
    [-45_000, '-45,000'],
  ])('groupDigits(%d) → %s', (value, text) => expect(groupDigits(value)).toBe(text));

  it('writes dollars as Intl would in en-US, without its start-up cost', () => {
    for (const value of [0, 7, 999, 1000, 67_000, 1_500_000, 123_456_789, -5]) {
      expect(formatUsd(value)).toBe(
        new Intl.NumberFormat('en-US', {
          style: 'currency',
          currency: 'USD',
          maximumFractionDigits: 0,
        }).format(value),
      );
    }
  });

  it("shows a closing day as written, whatever the time zone, and a timestamp in the reader's", () => {
    expect(formatDay('2026-12-31')).toBe('31 Dec 2026');
    expect(formatDay('2027-01-01')).toBe('1 Jan 2027');
    const stamp = new Date(2026, 10, 3, 14, 5).toISOString();
    expect(formatDay(stamp)).toBe('3 Nov 2026');
    expect(formatDayAndTime(stamp)).toBe('3 Nov 2026, 14:05');
    expect(formatDay('not a date')).toBe('not a date');
  });
});
