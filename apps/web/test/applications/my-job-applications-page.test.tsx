import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MyJobApplicationsPage } from '@/features/applications/components/my-job-applications-page';
import { job } from '../jobs/job-fixture';
import { mockApi, renderRoute } from '../jobs/render';

const PATH = '/CandidateDashboard/MyJobApplications';
const page = () => renderRoute(<MyJobApplicationsPage />, { path: PATH, pattern: PATH });

beforeEach(() => {
  localStorage.setItem('candidateUsername', 'cand');
  localStorage.setItem('candidateAccessToken', 'token');
});
afterEach(() => vi.unstubAllGlobals());

describe('My Job Applications', () => {
  it('shows eight skeleton cards while loading, then the applications with their status', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    mockApi(async (url) => {
      if (url.pathname === '/api/candidate/dashboard') return { body: { username: 'cand' } };
      await gate;
      return { body: [{ ...job({ work_environment: 'Hybrid' }), applicationStatus: 'offer', appliedAt: '2026-11-02T00:00:00.000Z' }] };
    });
    page();
    expect(screen.getByRole('heading', { name: 'My Job Applications' })).toBeInTheDocument();
    expect(screen.getByText("Track all the jobs you've applied for")).toBeInTheDocument();
    expect(within(screen.getByTestId('job-card-skeletons')).getAllByRole('listitem', { hidden: true })).toHaveLength(8);
    release();
    const card = (await screen.findByRole('link', { name: 'Frontend Engineer' })).closest('li') as HTMLElement;
    expect(within(card).getByText('ABC123')).toBeInTheDocument();
    expect(within(card).getByText('Offer made')).toBeInTheDocument();
    expect(within(card).getByText('Hybrid')).toHaveClass('bg-sky-50');
    expect(within(card).getByText('80000 - 120000')).toBeInTheDocument();
    expect(within(card).getByText('@priya')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Frontend Engineer' })).toHaveAttribute('href', '/job/ABC123');
  });

  it("empty: 'No applications yet'", async () => {
    mockApi((url) => ({ body: url.pathname === '/api/candidate/dashboard' ? { username: 'cand' } : [] }));
    page();
    expect(await screen.findByText('No applications yet')).toBeInTheDocument();
  });

  it('error: the spec text', async () => {
    mockApi((url) => (url.pathname === '/api/candidate/dashboard' ? { body: { username: 'cand' } } : { status: 500, body: { message: 'boom' } }));
    page();
    expect(await screen.findByText('Error loading your job applications. Please try again later.')).toBeInTheDocument();
  });

  it('logs out and goes to / when the stored username is not the signed-in account', async () => {
    mockApi((url) => {
      if (url.pathname === '/api/candidate/dashboard') return { body: { username: 'someone-else' } };
      if (url.pathname === '/api/candidate/logout') return { body: { message: 'bye' } };
      return { body: [] };
    });
    const { router } = page();
    expect(await screen.findByText('Session ended', {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('candidateUsername')).toBeNull());
    expect(router.state.location.pathname).toBe(PATH);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 10_000 });
  });
});
