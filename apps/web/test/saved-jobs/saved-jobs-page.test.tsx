import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SavedJobsPage } from '@/features/saved-jobs/components/saved-jobs-page';
import { job } from '../jobs/job-fixture';
import { mockApi, renderRoute } from '../helpers/render';

afterEach(() => vi.unstubAllGlobals());

describe('Saved jobs', () => {
  it('asks visitors to log in as a candidate', () => {
    renderRoute(<SavedJobsPage />);
    expect(screen.getByRole('link', { name: 'Candidate login' })).toHaveAttribute(
      'href',
      '/CandidateLogin',
    );
  });

  it('lists the saved jobs and removes one', async () => {
    localStorage.setItem('candidateUsername', 'cand');
    localStorage.setItem('candidateAccessToken', 'token');
    const fetchMock = mockApi((_url, init) =>
      init.method === 'DELETE' ? { body: { message: 'removed' } } : { body: [job()] },
    );
    renderRoute(<SavedJobsPage />);
    expect(await screen.findByRole('link', { name: 'Frontend Engineer' })).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove Frontend Engineer from saved jobs' }),
    );
    expect(await screen.findByText('No saved jobs yet')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([input, init]) =>
          init?.method === 'DELETE' && String(input).endsWith('/api/saved-jobs/ABC123'),
      ),
    ).toBe(true);
  });
});
