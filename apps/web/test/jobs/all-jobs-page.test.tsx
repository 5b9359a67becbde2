import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AllJobsPage } from '@/features/jobs/components/all-jobs-page';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { job } from './job-fixture';
import { mockApi, renderRoute } from './render';

afterEach(() => vi.unstubAllGlobals());

const page = (path = '/AllJobs') => renderRoute(<AllJobsPage />, { path, pattern: '/AllJobs' });

describe('/AllJobs', () => {
  it("shows '{n} Jobs available' with the search total and a card per job", async () => {
    mockApi(() => ({ body: { items: [job(), job({ jobID: 'XYZ999', designation: 'Data Engineer' })], total: 57, page: 1, pageSize: 24 } }));
    page();
    expect(screen.getByText('Finding amazing opportunities for you...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '57 Jobs available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Data Engineer' })).toHaveAttribute('href', '/job/XYZ999');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('sends the URL query to the search API', async () => {
    const fetchMock = mockApi(() => ({ body: { items: [], total: 0, page: 2, pageSize: 24 } }));
    page('/AllJobs?q=react&work_environment=Remote&visa=true&page=2');
    await screen.findByText('No jobs found');
    const url = new URL(String(fetchMock.mock.calls[0][0]), 'http://localhost');
    expect(url.pathname).toBe('/api/job/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'react', work_environment: 'Remote', visa: 'true', page: '2', pageSize: '24', facets: 'true' });
    expect(screen.getByLabelText('Search jobs')).toHaveValue('react');
    expect(screen.getByRole('checkbox', { name: 'Remote' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Visa Sponsored' })).toBeChecked();
  });

  it("asks for the list of whichever username is stored, with that user's token, without putting it in the page URL", async () => {
    localStorage.setItem(STORAGE_KEYS.recruiter.username, 'rec_one');
    localStorage.setItem(STORAGE_KEYS.recruiter.accessToken, 'recruiter-access-token');
    const fetchMock = mockApi(() => ({ body: { items: [], total: 0, page: 1, pageSize: 24 } }));
    const { router } = page('/AllJobs?q=react');
    await screen.findByText('No jobs found');
    const url = new URL(String(fetchMock.mock.calls[0][0]), 'http://localhost');
    expect(url.searchParams.get('username')).toBe('rec_one');
    // The server honours the username only with that user's own token.
    const init = fetchMock.mock.calls[0][1] as RequestInit;
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer recruiter-access-token');
    expect(router.state.location.search).toBe('?q=react');
  });

  it('shows how many jobs each work environment and employment type has ("+" when counting stopped at the cap)', async () => {
    const facets = {
      work_environment: { counts: { Remote: 412, Hybrid: 0, 'On-site': 589 }, capped: true },
      type_of_employment: { counts: { 'Full-time': 40, 'Part-time': 2, 'Contract-based': 0, 'Project-based': 0, Internship: 1 }, capped: false },
    };
    mockApi(() => ({ body: { items: [job()], total: 1000, totalCapped: true, page: 1, pageSize: 24, facets } }));
    page();
    expect(await screen.findByText('412+ jobs')).toBeInTheDocument();
    expect(screen.getByText('412+', { ignore: '.sr-only' })).toBeInTheDocument();
    expect(screen.getByText('589+ jobs')).toBeInTheDocument();
    expect(screen.getAllByText('0 jobs')).toHaveLength(3); // Hybrid, Contract-based, Project-based: none, so no "+"
    expect(screen.getByText('40 jobs')).toBeInTheDocument();
    // The checkboxes keep their names.
    expect(screen.getByRole('checkbox', { name: 'Remote' })).not.toBeChecked();
  });

  it('puts a ticked filter and a search in the URL', async () => {
    mockApi(() => ({ body: { items: [], total: 0, page: 1, pageSize: 24 } }));
    const { router } = page();
    await screen.findByText('No jobs found');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Internship' }));
    await userEvent.type(screen.getByLabelText('Search jobs'), 'design{Enter}');
    expect(router.state.location.search).toBe('?type_of_employment=Internship&q=design');
  });

  it("empty: 'No jobs found' with 'Refresh Jobs' that fetches again", async () => {
    const fetchMock = mockApi(() => ({ body: { items: [], total: 0, page: 1, pageSize: 24 } }));
    page();
    expect(await screen.findByText('No jobs found')).toBeInTheDocument();
    expect(screen.getByText("We couldn't find any job listings at the moment.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Jobs' }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("error: 'Unable to load jobs' with the message and 'Try Again'", async () => {
    const fetchMock = mockApi(() => ({ status: 500, body: { message: 'Database unavailable' } }));
    page();
    expect(await screen.findByText('Unable to load jobs')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
