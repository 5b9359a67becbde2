import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomePage } from '@/features/home/components/home-page';
import { socialProof } from '@/features/home/lib/social-proof';
import { job } from '../jobs/job-fixture';
import { mockApi, renderRoute } from '../helpers/render';

afterEach(() => vi.unstubAllGlobals());

function home(stats: { totalJobs: number; totalRecruiters: number; totalCandidates: number }) {
  mockApi((url) => {
    if (url.pathname === '/api/job/stats') return { body: stats };
    if (url.pathname === '/api/job/search')
      return { body: { items: [job()], total: 1, page: 1, pageSize: 6 } };
    return { body: [] };
  });
  return renderRoute(<HomePage />, { path: '/', pattern: '/' });
}

describe('landing page', () => {
  it('keeps small social-proof numbers out of sight', async () => {
    home({ totalJobs: 28, totalRecruiters: 3, totalCandidates: 6 });
    expect(await screen.findByRole('link', { name: 'Frontend Engineer' })).toBeInTheDocument();
    expect(screen.queryByText('Recruiters hiring')).not.toBeInTheDocument();
    expect(screen.queryByText('28')).not.toBeInTheDocument();
    expect(document.title).toBe('JobHunter: find jobs and hire people');
  });

  it('shows each count once it is big enough, as a description list', async () => {
    home({ totalJobs: 12_400, totalRecruiters: 12, totalCandidates: 98_000 });
    const jobs = await screen.findByText('Open jobs');
    expect(jobs.tagName).toBe('DT');
    expect(jobs.nextElementSibling).toHaveTextContent('12,400');
    expect(screen.getByText('Job seekers').nextElementSibling).toHaveTextContent('98,000');
    expect(screen.queryByText('Recruiters hiring')).not.toBeInTheDocument();
  });

  it('searches what and where from the hero, opening the jobs list with only the terms given', async () => {
    const { router } = home({ totalJobs: 1, totalRecruiters: 1, totalCandidates: 1 });
    await userEvent.type(screen.getByLabelText('Search jobs'), 'react');
    await userEvent.type(screen.getByLabelText('Where'), 'Berlin{Enter}');
    expect(router.state.location.pathname).toBe('/AllJobs');
    expect(router.state.location.search).toBe('?q=react&location=Berlin');
  });

  it('decides the threshold per count', () => {
    expect(socialProof(undefined)).toEqual([]);
    expect(socialProof({ totalJobs: 99, totalRecruiters: 24, totalCandidates: 99 })).toEqual([]);
    expect(socialProof({ totalJobs: 100, totalRecruiters: 25, totalCandidates: 100 })).toEqual([
      'totalJobs',
      'totalRecruiters',
      'totalCandidates',
    ]);
  });
});
