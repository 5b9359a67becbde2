import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AllJobsPage } from '@/features/jobs/components/all-jobs-page';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { signIn } from '../helpers/own-profile';
import { job } from './job-fixture';
import { mockApi, renderRoute } from '../helpers/render';

afterEach(() => vi.unstubAllGlobals());

const page = (path = '/AllJobs') => renderRoute(<AllJobsPage />, { path, pattern: '/AllJobs' });

describe('/AllJobs', () => {
  it("shows '{n} Jobs available' with the search total and a card per job", async () => {
    mockApi(() => ({
      body: {
        items: [job(), job({ jobID: 'XYZ999', designation: 'Data Engineer' })],
        total: 57,
        page: 1,
        pageSize: 24,
      },
    }));
    page();
    expect(screen.getByText('Finding amazing opportunities for you...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '57 Jobs available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Data Engineer' })).toHaveAttribute(
      'href',
      '/job/XYZ999',
    );
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('lets cards below the first screen skip layout until scrolled to, and never the first six', async () => {
    const items = Array.from({ length: 8 }, (_, index) =>
      job({ jobID: `JOB00${index}`, designation: `Role ${index}` }),
    );
    mockApi(() => ({ body: { items, total: 8, page: 1, pageSize: 24 } }));
    page();
    await screen.findByRole('heading', { name: '8 Jobs available' });
    const deferred = items.map((item) =>
      screen
        .getByRole('link', { name: item.designation })
        .closest('li')!
        .firstElementChild!.className.includes('[content-visibility:auto]'),
    );
    // A first-screen card measured late would push the cards below it while they are visible.
    expect(deferred).toEqual([false, false, false, false, false, false, true, true]);
  });

  it('says when the search corrected a word, and what it searched instead', async () => {
    mockApi(() => ({
      body: { items: [job()], total: 1, page: 1, pageSize: 24, correctedQuery: 'python developer' },
    }));
    page('/AllJobs?q=pyhton%20developer');
    expect(await screen.findByText(/^Showing results for/)).toHaveTextContent(
      'Showing results for python developer instead of pyhton developer',
    );
  });

  it('says nothing about corrections when the words were searched as typed', async () => {
    mockApi(() => ({ body: { items: [job()], total: 1, page: 1, pageSize: 24 } }));
    page('/AllJobs?q=python');
    await screen.findByRole('heading', { name: '1 Job available' });
    expect(screen.queryByText(/^Showing results for/)).not.toBeInTheDocument();
  });

  it('sends the URL query to the search API', async () => {
    const fetchMock = mockApi(() => ({ body: { items: [], total: 0, page: 2, pageSize: 24 } }));
    page('/AllJobs?q=react&work_environment=Remote&visa=true&page=2');
    await screen.findByText('No jobs match your search');
    const url = new URL(String(fetchMock.mock.calls[0][0]), 'http://localhost');
    expect(url.pathname).toBe('/api/job/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'react',
      work_environment: 'Remote',
      visa: 'true',
      page: '2',
      pageSize: '24',
      facets: 'true',
    });
    expect(screen.getByLabelText('Search jobs')).toHaveValue('react');
    expect(screen.getByRole('checkbox', { name: 'Remote' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Visa Sponsored' })).toBeChecked();
  });

  it("asks for the list of whichever username is stored, with that user's token, without putting it in the page URL", async () => {
    localStorage.setItem(STORAGE_KEYS.recruiter.username, 'rec_one');
    localStorage.setItem(STORAGE_KEYS.recruiter.accessToken, 'recruiter-access-token');
    const fetchMock = mockApi(() => ({ body: { items: [], total: 0, page: 1, pageSize: 24 } }));
    const { router } = page('/AllJobs?q=react');
    await screen.findByText('No jobs match your search');
    const url = new URL(String(fetchMock.mock.calls[0][0]), 'http://localhost');
    expect(url.searchParams.get('username')).toBe('rec_one');
    // The server honours the username only with that user's own token.
    const init = fetchMock.mock.calls[0][1] as RequestInit;
    expect((init.headers as Record<string, string>).Authorization).toBe(
      'Bearer recruiter-access-token',
    );
    expect(router.state.location.search).toBe('?q=react');
  });

  it('shows how many jobs each work environment and employment type has ("+" when counting stopped at the cap)', async () => {
    const facets = {
      work_environment: { counts: { Remote: 412, Hybrid: 0, 'On-site': 589 }, capped: true },
      type_of_employment: {
        counts: {
          'Full-time': 40,
          'Part-time': 2,
          'Contract-based': 0,
          'Project-based': 0,
          Internship: 1,
        },
        capped: false,
      },
    };
    mockApi(() => ({
      body: { items: [job()], total: 1000, totalCapped: true, page: 1, pageSize: 24, facets },
    }));
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
    expect(
      screen.getByText("We couldn't find any job listings at the moment."),
    ).toBeInTheDocument();
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

  it.each([
    [1, false, '1 Job available'],
    [0, false, '0 Jobs available'],
    [2, false, '2 Jobs available'],
    [1000, true, '1,000+ Jobs available'],
  ])('%i job(s) (capped: %s) reads "%s"', async (total, totalCapped, heading) => {
    mockApi(() => ({
      body: { items: total ? [job()] : [], total, totalCapped, page: 1, pageSize: 24 },
    }));
    page();
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('a search with no matches says so, offers Clear filters, and is told apart from an empty site', async () => {
    mockApi(() => ({ body: { items: [], total: 0, page: 1, pageSize: 24 } }));
    const { router } = page('/AllJobs?q=cobol&location=Berlin&sort=newest');
    expect(
      await screen.findByRole('heading', { name: 'No jobs match your search' }),
    ).toBeInTheDocument();
    expect(screen.getByText('“cobol” · in Berlin')).toBeInTheDocument();
    expect(screen.queryByText('No jobs found')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refresh Jobs' })).not.toBeInTheDocument();
    // One 'Clear filters' (the chips leave theirs out while the empty state offers it).
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('?sort=newest');
    expect(await screen.findByText('No jobs found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('shows a removable chip per applied filter, and Clear filters', async () => {
    mockApi(() => ({ body: { items: [job()], total: 1, page: 1, pageSize: 24 } }));
    const { router } = page(
      '/AllJobs?q=react&location=Berlin&work_environment=Remote&work_environment=Hybrid&visa=true&minCTC=80000&page=2',
    );
    await screen.findByRole('heading', { name: '1 Job available' });
    const chips = screen.getAllByRole('button', { name: /^Remove filter / });
    expect(chips.map((chip) => chip.textContent)).toEqual([
      '“react”',
      'Remote',
      'Hybrid',
      'in Berlin',
      'Visa Sponsored',
      'from $80,000+',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Remote' }));
    // The chip goes, the others stay, the list starts again at page 1, and focus moves to the chip that took its place.
    expect(router.state.location.search).toBe(
      '?q=react&location=Berlin&visa=true&minCTC=80000&work_environment=Hybrid',
    );
    expect(await screen.findByRole('button', { name: 'Remove filter Hybrid' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('button', { name: /^Remove filter / })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('applies every filter as it changes: no Apply button, the salary floor included', async () => {
    mockApi(() => ({ body: { items: [job()], total: 1, page: 1, pageSize: 24 } }));
    const { router } = page();
    await screen.findByRole('heading', { name: '1 Job available' });
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    await userEvent.selectOptions(
      screen.getByLabelText('Minimum salary (USD a year)'),
      '$100,000+',
    );
    expect(router.state.location.search).toBe('?minCTC=100000');
  });

  it('searches what and where together, then puts focus on the results heading', async () => {
    mockApi(() => ({ body: { items: [job()], total: 1, page: 1, pageSize: 24 } }));
    const { router } = page();
    await screen.findByRole('heading', { name: '1 Job available' });
    await userEvent.type(screen.getByLabelText('Search jobs'), 'react');
    await userEvent.type(screen.getByLabelText('Where'), 'Berlin{Enter}');
    expect(router.state.location.search).toBe('?q=react&location=Berlin');
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it("offers 'Skip to results' before the filters, landing on the results", async () => {
    mockApi(() => ({ body: { items: [job()], total: 1, page: 1, pageSize: 24 } }));
    page();
    await screen.findByRole('heading', { name: '1 Job available' });
    const skip = screen.getByRole('link', { name: 'Skip to results' });
    expect(
      skip.compareDocumentPosition(screen.getByRole('checkbox', { name: 'Remote' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await userEvent.click(skip);
    expect(screen.getByRole('region', { name: 'Job results' })).toHaveFocus();
  });

  it('gives each card one link (no View Details button) and candidates a save toggle', async () => {
    signIn('candidate', 'adalove');
    const fetchMock = mockApi((url, init) => {
      if (url.pathname === '/api/saved-jobs') return { body: [job({ jobID: 'XYZ999' })] };
      if (url.pathname.startsWith('/api/saved-jobs/'))
        return { body: { message: init.method === 'PUT' ? 'Job saved' : 'Removed' } };
      return {
        body: {
          items: [job(), job({ jobID: 'XYZ999', designation: 'Data Engineer' })],
          total: 2,
          page: 1,
          pageSize: 24,
        },
      };
    });
    page();
    await screen.findByRole('heading', { name: '2 Jobs available' });
    const [first, second] = screen
      .getAllByRole('listitem')
      .filter((item) => item.querySelector('h3'));
    expect(within(first).getAllByRole('link')).toHaveLength(1);
    expect(within(first).queryByRole('button', { name: /View Details/ })).not.toBeInTheDocument();
    expect(
      await within(second).findByRole('button', { name: 'Save Data Engineer' }),
    ).toHaveAttribute('aria-pressed', 'true');
    const save = within(first).getByRole('button', { name: 'Save Frontend Engineer' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-pressed', 'true'));
    expect(
      fetchMock.mock.calls.some(
        ([input, init]) => String(input) === '/api/saved-jobs/ABC123' && init?.method === 'PUT',
      ),
    ).toBe(true);
    expect(screen.getByText('Frontend Engineer saved to your saved jobs')).toBeInTheDocument();
  });

  it('shows no save toggle to visitors', async () => {
    mockApi(() => ({ body: { items: [job()], total: 1, page: 1, pageSize: 24 } }));
    page();
    await screen.findByRole('heading', { name: '1 Job available' });
    expect(screen.queryByRole('button', { name: /^Save / })).not.toBeInTheDocument();
  });

  it('removing the last chip puts focus on the results heading', async () => {
    mockApi(() => ({ body: { items: [job()], total: 1, page: 1, pageSize: 24 } }));
    const { router } = page('/AllJobs?visa=true');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove filter Visa Sponsored' }),
    );
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });
});
