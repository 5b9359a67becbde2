import { afterEach, describe, expect, it, vi } from 'vitest';
import { reserveJobId } from '@/features/job-posting/api/reserve-job-id';
import { mockApi } from '../helpers/render';

afterEach(() => vi.unstubAllGlobals());

describe('job ID reservation', () => {
  it('tries a new ID when the server answers 409', async () => {
    const ids = ['AAA111', 'BBB222'];
    const fetchMock = mockApi((_url, init) => {
      const { jobID } = JSON.parse(String(init.body)) as { jobID: string };
      return jobID === 'AAA111'
        ? { status: 409, body: { message: 'taken' } }
        : { status: 201, body: { message: 'ok' } };
    });
    await expect(reserveJobId('priya', () => ids.shift() ?? 'ZZZ999')).resolves.toBe('BBB222');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives up on other errors', async () => {
    mockApi(() => ({ status: 403, body: { message: 'not you' } }));
    await expect(reserveJobId('priya', () => 'AAA111')).rejects.toThrow('not you');
  });
});
