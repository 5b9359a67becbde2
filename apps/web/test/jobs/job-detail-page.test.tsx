import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JobDetailPage } from '@/features/jobs/components/job-detail-page';
import { job } from './job-fixture';
import { mockApi, renderRoute } from './render';

afterEach(() => vi.unstubAllGlobals());

const page = () => renderRoute(<JobDetailPage />, { path: '/Job/ABC123', pattern: '/Job/:jobID' });
const signIn = (role: 'candidate' | 'recruiter', username: string) => {
  localStorage.setItem(`${role}Username`, username);
  localStorage.setItem(`${role}AccessToken`, 'token');
};

describe('job detail', () => {
  it('shows the job with its title, description and JobPosting JSON-LD', async () => {
    mockApi(() => ({ body: job({ bond: '$1000 for 1 years' }) }));
    const { container } = page();
    expect(screen.getByText('Loading job details...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Frontend Engineer' })).toBeInTheDocument();
    expect(document.title).toBe('Frontend Engineer at Northwind Labs | JobHunter');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringContaining('Frontend Engineer at Northwind Labs'));
    const ld = JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(ld['@type']).toBe('JobPosting');
    expect(screen.getByText('Yes - Freshers can apply')).toBeInTheDocument();
    expect(screen.getByText('Not Available')).toBeInTheDocument();
    expect(screen.getByText('$1000 for 1 years')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View company profile' })).toHaveAttribute('href', '/Recruiter/priya');
    expect(screen.getByRole('button', { name: 'Login for further action' })).toBeDisabled();
  });

  it("shows the empty-section texts and 'Location not specified'", async () => {
    mockApi(() => ({ body: job({ job_description: '', skills_required: [], required_languages: [], perks_and_benefits: '', job_location: [] }) }));
    page();
    expect(await screen.findByText('No job description provided')).toBeInTheDocument();
    expect(screen.getByText('No specific skills mentioned')).toBeInTheDocument();
    expect(screen.getByText('Location not specified')).toBeInTheDocument();
    expect(screen.queryByText('Required Languages')).not.toBeInTheDocument();
    expect(screen.queryByText('Perks and Benefits')).not.toBeInTheDocument();
  });

  it("error: 'Unable to load job details' with the error, 'Try Again' and 'Back to Jobs'", async () => {
    mockApi(() => ({ status: 404, body: { message: 'No such job exists' } }));
    page();
    expect(await screen.findByText('Unable to load job details')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch job details')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to Jobs' }).at(-1)).toHaveAttribute('href', '/AllJobs');
  });

  it("a candidate applies and sees 'Success', then the button reads a disabled 'Apply now'", async () => {
    signIn('candidate', 'cand');
    let applied = false;
    mockApi((url) => {
      if (url.pathname.startsWith('/api/job/fetchIndividualJob')) return { body: job() };
      if (url.pathname.startsWith('/api/saved-jobs')) return { body: { saved: false } };
      if (url.pathname === '/api/applications/screening') return applied ? { status: 403, body: { hasApplied: true } } : { body: { hasApplied: false } };
      if (url.pathname === '/api/candidate/dashboard') return { body: { username: 'cand' } };
      applied = true;
      return { body: {} };
    });
    page();
    await userEvent.click(await screen.findByRole('button', { name: 'Apply Now' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Success' });
    expect(dialog).toHaveTextContent('Applied for this job successfully');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('button', { name: 'Apply now' })).toBeDisabled();
  });

  it("applying twice shows 'Cannot apply for the same job again'", async () => {
    signIn('candidate', 'cand');
    let checks = 0;
    mockApi((url) => {
      if (url.pathname.startsWith('/api/job/fetchIndividualJob')) return { body: job() };
      if (url.pathname.startsWith('/api/saved-jobs')) return { body: { saved: false } };
      // Free on the page's own check; taken by the time the candidate clicks (e.g. another tab).
      checks += 1;
      return checks === 1 ? { body: { hasApplied: false } } : { status: 403, body: { hasApplied: true } };
    });
    page();
    await userEvent.click(await screen.findByRole('button', { name: 'Apply Now' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unauthorised Application !' });
    expect(dialog).toHaveTextContent('Cannot apply for the same job again');
  });

  it("the owner deletes after confirming, sees 'Deleted !' and lands on /RecruiterDashboard after 2.5 s", async () => {
    signIn('recruiter', 'priya');
    const fetchMock = mockApi((url, init) => {
      if (url.pathname.startsWith('/api/job/fetchIndividualJob')) return { body: job() };
      if (url.pathname === '/api/applications/screening') return { body: { hasPosted: true } };
      if (init.method === 'DELETE') return { body: { message: 'deleted' } };
      return { status: 404, body: { message: 'unexpected call' } };
    });
    const { router } = page();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Job' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete Job' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this job? This action cannot be undone.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('alertdialog', { name: 'Deleted !' })).toHaveTextContent('Job Deleted Successfully.Navigating back to dashboard....');
    expect(fetchMock.mock.calls.some(([input, init]) => init?.method === 'DELETE' && String(input).endsWith('/api/job/delete/ABC123'))).toBe(true);
    expect(router.state.location.pathname).toBe('/Job/ABC123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/RecruiterDashboard'), { timeout: 10_000 });
  });
});
