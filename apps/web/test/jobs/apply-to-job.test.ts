import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyToJob } from '@/features/jobs/api/apply-to-job';
import { job } from './job-fixture';
import { mockApi } from '../helpers/render';

afterEach(() => vi.unstubAllGlobals());

describe('apply flow (docs/product.md §4)', () => {
  it('needs a candidate username', async () => {
    const fetchMock = mockApi(() => ({}));
    expect(await applyToJob(job(), undefined)).toBe('unauthorised');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks first, then sends the application with the profile and the job', async () => {
    const fetchMock = mockApi((url) => {
      if (url.pathname === '/api/candidate/dashboard') return { body: { username: 'cand' } };
      return { body: { hasApplied: false } };
    });
    expect(await applyToJob(job(), 'cand')).toBe('success');
    const paths = fetchMock.mock.calls.map(
      ([input]) => new URL(String(input), 'http://localhost').pathname,
    );
    expect(paths).toEqual([
      '/api/applications/screening',
      '/api/candidate/dashboard',
      '/api/applications/create',
    ]);
    const body = JSON.parse(String(fetchMock.mock.calls[2][1]?.body));
    expect(body).toMatchObject({
      recruiterUsername: 'priya',
      candidateProfile: { username: 'cand' },
      job: { jobID: 'ABC123' },
    });
  });

  it('a 403 from the check means already applied, and nothing is sent', async () => {
    const fetchMock = mockApi(() => ({ status: 403, body: { hasApplied: true } }));
    expect(await applyToJob(job(), 'cand')).toBe('duplicate');
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it.each([500, 404])('a %i from the check or the submit is a backend issue', async (status) => {
    mockApi((url) =>
      url.pathname.endsWith('/create') ? { status, body: { message: 'x' } } : { body: {} },
    );
    expect(await applyToJob(job(), 'cand')).toBe('backend');
  });

  it('anything else is an unexpected error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('network down'))),
    );
    expect(await applyToJob(job(), 'cand')).toBe('unexpected');
  });
});
