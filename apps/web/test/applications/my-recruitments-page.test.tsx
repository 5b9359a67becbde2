import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MyRecruitmentsPage } from '@/features/applications/components/my-recruitments-page';
import { job } from '../jobs/job-fixture';
import { mockApi, renderRoute } from '../jobs/render';

const PATH = '/RecruiterDashboard/MyRecruitments';
const page = () => renderRoute(<MyRecruitmentsPage />, { path: PATH, pattern: PATH });

beforeEach(() => {
  localStorage.setItem('recruiterUsername', 'priya');
  localStorage.setItem('recruiterAccessToken', 'token');
});
afterEach(() => vi.unstubAllGlobals());

describe('My Recruitments', () => {
  it('shows six skeletons, then each posted job with Delete, View Job and Applications', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    mockApi(async (url, init) => {
      if (url.pathname === '/api/recruiter/dashboard') return { body: { username: 'priya' } };
      if (init.method === 'DELETE') return { body: { message: 'deleted' } };
      await gate;
      return { body: [job()] };
    });
    page();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/RecruiterDashboard');
    expect(within(screen.getByTestId('job-card-skeletons')).getAllByRole('listitem', { hidden: true })).toHaveLength(6);
    release();
    expect(await screen.findByRole('link', { name: /View Job/ })).toHaveAttribute('href', '/job/ABC123');
    expect(screen.getByRole('link', { name: /Applications for/ })).toHaveAttribute('href', '/RecruiterDashboard/MyRecruitments/ABC123');
    await userEvent.click(screen.getByRole('button', { name: /Delete/ }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete Job' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('alertdialog', { name: 'Deleted !' })).toBeInTheDocument();
  });

  it("empty: 'No applications yet'", async () => {
    mockApi((url) => ({ body: url.pathname === '/api/recruiter/dashboard' ? { username: 'priya' } : [] }));
    page();
    expect(await screen.findByText('No applications yet')).toBeInTheDocument();
  });
});
