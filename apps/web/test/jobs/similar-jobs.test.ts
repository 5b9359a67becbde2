import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchSimilarJobs, similarJobsQuery } from '@/features/jobs/api/similar-jobs';
import { job } from './job-fixture';
import { mockApi } from '../helpers/render';

afterEach(() => vi.unstubAllGlobals());

describe('similar open jobs', () => {
  it("searches for any word of the designation, without punctuation that would mean 'not'", () => {
    expect(similarJobsQuery('Senior Front-end Engineer (React)')).toBe(
      'senior or front or end or engineer or react',
    );
    expect(similarJobsQuery('Sales or Marketing Lead')).toBe('sales or marketing or lead');
    expect(similarJobsQuery('—')).toBe('');
  });

  it('leaves this job out and keeps at most three', async () => {
    const others = ['DEF456', 'GHI789', 'JKL012', 'MNO345'].map((jobID) => job({ jobID }));
    const fetchMock = mockApi(() => ({
      body: { items: [others[0], job(), ...others.slice(1)], total: 5, page: 1, pageSize: 4 },
    }));
    expect((await fetchSimilarJobs(job())).map((item) => item.jobID)).toEqual([
      'DEF456',
      'GHI789',
      'JKL012',
    ]);
    const url = new URL(String(fetchMock.mock.calls[0][0]), 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'frontend or engineer',
      sort: 'relevance',
      pageSize: '4',
    });
  });

  it('finds nothing when the search has only this job, and asks nothing for a designation without words', async () => {
    mockApi(() => ({ body: { items: [job()], total: 1, page: 1, pageSize: 4 } }));
    expect(await fetchSimilarJobs(job())).toEqual([]);
    const fetchMock = mockApi(() => ({ body: { items: [], total: 0, page: 1, pageSize: 4 } }));
    expect(await fetchSimilarJobs(job({ designation: '???' }))).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
