import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AllJobsPage } from '@/features/jobs/components/all-jobs-page';
import { savedSearchQuery } from '@/features/jobs/lib/search-params';
import { defaultSearchName, searchSummary } from '@/lib/search-summary';
import { signIn } from '../helpers/own-profile';
import { job } from './job-fixture';
import { mockApi, renderRoute } from '../helpers/render';

afterEach(() => vi.unstubAllGlobals());

const page = (path: string) => renderRoute(<AllJobsPage />, { path, pattern: '/AllJobs' });
const noJobs = { items: [], total: 0, page: 1, pageSize: 24 };

describe('Save this search', () => {
  it('sends the name, the filters of the URL (not page or sort) and the frequency', async () => {
    signIn('candidate', 'adalove');
    const fetchMock = mockApi((url, init) =>
      url.pathname === '/api/saved-searches'
        ? {
            status: 201,
            body: {
              id: 's1',
              createdAt: '2026-11-23T10:00:00.000Z',
              ...JSON.parse(String(init.body)),
            },
          }
        : { body: noJobs },
    );
    page('/AllJobs?q=react&work_environment=Remote&page=2&sort=newest');
    await userEvent.click(await screen.findByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    const name = within(dialog).getByLabelText('Alert name');
    expect(name).toHaveValue('react · Remote');
    expect(within(dialog).getByRole('radio', { name: 'Instant' })).toBeChecked();

    await userEvent.clear(name);
    await userEvent.type(name, 'Remote React');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Daily digest' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save search' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Search saved as “Remote React”.',
    );
    expect(within(dialog).getByRole('link', { name: 'Manage job alerts' })).toHaveAttribute(
      'href',
      '/CandidateDashboard/Settings#job-alerts',
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toBe('/api/saved-searches');
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      name: 'Remote React',
      query: 'q=react&work_environment=Remote',
      frequency: 'daily',
    });
    expect((post[1]!.headers as Record<string, string>).Authorization).toBe('Bearer token');
  });

  it("shows the server's 400 messages and keeps the dialog open", async () => {
    signIn('candidate', 'adalove');
    mockApi((url) =>
      url.pathname === '/api/saved-searches'
        ? {
            status: 400,
            body: {
              message: 'Invalid search',
              errors: [{ path: 'query.minCTC', message: 'minCTC must be a number' }],
            },
          }
        : { body: noJobs },
    );
    page('/AllJobs?minCTC=lots');
    await userEvent.click(await screen.findByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save search' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Could not save this search: Invalid search');
    expect(alert).toHaveTextContent('minCTC must be a number');
    expect(within(dialog).getByRole('button', { name: 'Save search' })).toBeEnabled();
  });

  it('closes with Escape and gives focus back to the button', async () => {
    signIn('candidate', 'adalove');
    mockApi(() => ({ body: noJobs }));
    page('/AllJobs?q=react');
    const button = await screen.findByRole('button', { name: 'Save this search' });
    await userEvent.click(button);
    await screen.findByRole('dialog', { name: 'Save this search' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('asks for a name before sending', async () => {
    signIn('candidate', 'adalove');
    const fetchMock = mockApi(() => ({ body: noJobs }));
    page('/AllJobs?q=react');
    await userEvent.click(await screen.findByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    await userEvent.clear(within(dialog).getByLabelText('Alert name'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('is not offered to visitors or recruiters', async () => {
    mockApi(() => ({ body: noJobs }));
    const visitor = page('/AllJobs?q=react');
    await screen.findByText('No jobs match your search');
    expect(screen.queryByRole('button', { name: 'Save this search' })).not.toBeInTheDocument();
    visitor.unmount();

    signIn('recruiter', 'rec_one');
    page('/AllJobs?q=react');
    await screen.findByText('No jobs match your search');
    expect(screen.queryByRole('button', { name: 'Save this search' })).not.toBeInTheDocument();
  });

  it('saves the corrected words of a search that showed "Showing results for … instead of …"', async () => {
    signIn('candidate', 'adalove');
    const fetchMock = mockApi((url, init) =>
      url.pathname === '/api/saved-searches'
        ? {
            status: 201,
            body: {
              id: 's2',
              createdAt: '2026-11-23T10:00:00.000Z',
              ...JSON.parse(String(init.body)),
            },
          }
        : {
            body: {
              items: [job()],
              total: 1,
              page: 1,
              pageSize: 24,
              correctedQuery: 'python developer',
            },
          },
    );
    page('/AllJobs?q=pyhton%20developer&visa=true');
    await userEvent.click(await screen.findByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    expect(within(dialog).getByLabelText('Alert name')).toHaveValue(
      'python developer · Visa Sponsored',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save search' }));
    await within(dialog).findByRole('status');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body)).query).toBe('q=python+developer&visa=true');
  });
});

describe('saved search query and names', () => {
  it('keeps only the filters of the URL', () => {
    expect(
      savedSearchQuery(
        new URLSearchParams(
          'q=react&page=3&sort=newest&pageSize=24&work_environment=Remote&work_environment=Hybrid&visa=true',
        ),
      ),
    ).toBe('q=react&work_environment=Remote&work_environment=Hybrid&visa=true');
  });

  it('names and summarises a search in words', () => {
    const query =
      'q=react&work_environment=Remote&work_environment=Hybrid&location=Berlin&fresher=true&minCTC=80000';
    expect(defaultSearchName(query)).toBe(
      'react · Remote or Hybrid · in Berlin · Fresher Eligible · from $80,000',
    );
    expect(searchSummary(query)).toBe(
      '“react” · Remote or Hybrid · in Berlin · Fresher Eligible · from $80,000',
    );
    expect(defaultSearchName('')).toBe('All jobs');
    expect(defaultSearchName(`q=${'a'.repeat(150)}`)).toHaveLength(100);
  });
});
