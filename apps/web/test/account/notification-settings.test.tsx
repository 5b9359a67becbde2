import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CandidateSettingsPage,
  RecruiterSettingsPage,
} from '@/features/account/components/account-pages';
import { ownProfile, signIn } from '../helpers/own-profile';
import { renderRoutes } from '../helpers/render';

const routes = [
  { path: '/CandidateDashboard/Settings', element: <CandidateSettingsPage /> },
  { path: '/RecruiterDashboard/Settings', element: <RecruiterSettingsPage /> },
  { path: '/AllJobs', element: <p>Jobs page</p> },
];

type Call = { url: string; method: string; body: unknown };
type Reply = { status?: number; body: unknown };

const alerts = [
  {
    id: 's1',
    name: 'react · Remote',
    query: 'q=react&work_environment=Remote',
    frequency: 'instant',
    createdAt: '2026-11-01T00:00:00.000Z',
  },
  {
    id: 's2',
    name: 'Berlin design',
    query: 'q=design&location=Berlin',
    frequency: 'daily',
    createdAt: '2026-11-02T00:00:00.000Z',
  },
];
const allOn = {
  application: true,
  status: true,
  withdrawal: true,
  job_alert: true,
  message: true,
  interview: true,
  recommendation: true,
};

/** The profile for `/dashboard`, `routes` for the rest (by "METHOD /path"); records every call. */
function stubApi(answer: (call: Call) => Reply | undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        url,
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const reply = url.endsWith('/dashboard')
        ? { body: ownProfile() }
        : (answer(call) ?? { status: 404, body: { message: 'Not found' } });
      return Response.json(reply.body, { status: reply.status ?? 200 });
    }),
  );
  return calls;
}

async function openSettings(role: 'candidate' | 'recruiter') {
  signIn(role, 'adalove');
  const view = renderRoutes(
    routes,
    role === 'candidate' ? '/CandidateDashboard/Settings' : '/RecruiterDashboard/Settings',
  );
  await screen.findByRole('heading', { name: 'Account settings', level: 1 });
  return view;
}

const section = (name: string) => screen.findByRole('region', { name });

describe('Job alerts in account settings', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  function candidateApi(extra: (call: Call) => Reply | undefined = () => undefined) {
    return stubApi((call) => {
      const reply = extra(call);
      if (reply) return reply;
      if (call.url === '/api/saved-searches' && call.method === 'GET') return { body: alerts };
      if (call.url === '/api/notifications/preferences' && call.method === 'GET')
        return { body: allOn };
      return undefined;
    });
  }

  it('lists each alert with its filters in words, frequency and a link that runs it', async () => {
    candidateApi();
    await openSettings('candidate');
    const region = await section('Job alerts');
    const items = await within(region).findAllByRole('listitem');
    expect(
      within(items[0]).getByRole('heading', { name: 'react · Remote', level: 3 }),
    ).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('“react” · Remote');
    expect(within(items[0]).getByLabelText('How often for react · Remote')).toHaveValue('instant');
    expect(within(items[1]).getByLabelText('How often for Berlin design')).toHaveValue('daily');
    expect(
      within(items[1]).getByRole('link', { name: 'Run this search: Berlin design' }),
    ).toHaveAttribute('href', '/AllJobs?q=design&location=Berlin');
  });

  it('renames an alert in place', async () => {
    const calls = candidateApi((call) =>
      call.method === 'PATCH' && call.url === '/api/saved-searches/s1'
        ? { body: { ...alerts[0], ...(call.body as object) } }
        : undefined,
    );
    await openSettings('candidate');
    const region = await section('Job alerts');
    await userEvent.click(
      await within(region).findByRole('button', { name: 'Rename react · Remote' }),
    );
    const field = within(region).getByLabelText('Alert name');
    await userEvent.clear(field);
    await userEvent.type(field, 'Remote React jobs');
    await userEvent.click(within(region).getByRole('button', { name: 'Save name' }));

    expect(
      await within(region).findByRole('heading', { name: 'Remote React jobs' }),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')).toEqual({
      url: '/api/saved-searches/s1',
      method: 'PATCH',
      body: { name: 'Remote React jobs' },
    });
  });

  it('changes how often an alert emails and says Saved', async () => {
    const calls = candidateApi((call) =>
      call.method === 'PATCH' && call.url === '/api/saved-searches/s2'
        ? { body: { ...alerts[1], ...(call.body as object) } }
        : undefined,
    );
    await openSettings('candidate');
    const region = await section('Job alerts');
    await userEvent.selectOptions(
      await within(region).findByLabelText('How often for Berlin design'),
      'Instant',
    );
    expect(await within(region).findByText('Saved')).toBeInTheDocument();
    expect(within(region).getByLabelText('How often for Berlin design')).toHaveValue('instant');
    expect(calls.find((call) => call.method === 'PATCH')).toEqual({
      url: '/api/saved-searches/s2',
      method: 'PATCH',
      body: { frequency: 'instant' },
    });
  });

  it('deletes an alert after confirmation', async () => {
    const calls = candidateApi((call) =>
      call.method === 'DELETE' ? { body: { message: 'Deleted' } } : undefined,
    );
    await openSettings('candidate');
    const region = await section('Job alerts');
    await userEvent.click(
      await within(region).findByRole('button', { name: 'Delete react · Remote' }),
    );
    const confirm = screen.getByRole('alertdialog', { name: 'Delete job alert' });
    expect(confirm).toHaveTextContent('Stop the “react · Remote” alert?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(
      await within(region).findByText('Deleted the “react · Remote” alert'),
    ).toBeInTheDocument();
    expect(within(region).getAllByRole('listitem')).toHaveLength(1);
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([
      { url: '/api/saved-searches/s1', method: 'DELETE', body: undefined },
    ]);
  });

  it('keeps the alert when the question is cancelled, focus back on its Delete button', async () => {
    const calls = candidateApi();
    await openSettings('candidate');
    const region = await section('Job alerts');
    const deleteButton = await within(region).findByRole('button', {
      name: 'Delete Berlin design',
    });
    await userEvent.click(deleteButton);
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Delete job alert' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await waitFor(() => expect(deleteButton).toHaveFocus());
    expect(within(region).getAllByRole('listitem')).toHaveLength(2);
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('explains how to create one when there are none', async () => {
    candidateApi((call) => (call.url === '/api/saved-searches' ? { body: [] } : undefined));
    await openSettings('candidate');
    const region = await section('Job alerts');
    expect(await within(region).findByText('No job alerts yet')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Find Jobs' })).toHaveAttribute(
      'href',
      '/AllJobs',
    );
  });

  it('is not shown to recruiters', async () => {
    stubApi((call) =>
      call.url === '/api/notifications/preferences' ? { body: allOn } : undefined,
    );
    await openSettings('recruiter');
    await section('Email notifications');
    expect(screen.queryByRole('region', { name: 'Job alerts' })).not.toBeInTheDocument();
  });
});

describe('Email notifications in account settings', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('offers a recruiter the kinds about their jobs and saves a change at once', async () => {
    const calls = stubApi((call) => {
      if (call.url !== '/api/notifications/preferences') return undefined;
      return call.method === 'PATCH'
        ? { body: { ...allOn, ...(call.body as object) } }
        : { body: allOn };
    });
    await openSettings('recruiter');
    const region = await section('Email notifications');
    const switches = await within(region).findAllByRole('switch');
    expect(
      switches.map((item) => item.getAttribute('aria-label') ?? item.textContent),
    ).toHaveLength(4);
    for (const kind of ['Messages', 'Interviews'])
      expect(within(region).getByRole('switch', { name: kind })).toBeChecked();
    const withdrawals = within(region).getByRole('switch', { name: 'Withdrawn applications' });
    expect(within(region).getByRole('switch', { name: 'New applications' })).toBeChecked();
    await userEvent.click(withdrawals);

    expect(await within(region).findByText('Saved')).toBeInTheDocument();
    expect(withdrawals).not.toBeChecked();
    expect(calls.find((call) => call.method === 'PATCH')).toEqual({
      url: '/api/notifications/preferences',
      method: 'PATCH',
      body: { withdrawal: false },
    });
  });

  it('offers a candidate status changes and job alerts, and shows a failed save', async () => {
    stubApi((call) => {
      if (call.url === '/api/saved-searches') return { body: [] };
      if (call.url !== '/api/notifications/preferences') return undefined;
      return call.method === 'PATCH'
        ? { status: 500, body: { message: 'Something went wrong' } }
        : { body: { ...allOn, job_alert: false } };
    });
    await openSettings('candidate');
    const region = await section('Email notifications');
    const alertsSwitch = await within(region).findByRole('switch', { name: 'Job alerts' });
    expect(alertsSwitch).not.toBeChecked();
    expect(
      within(region).getByRole('switch', { name: 'Application status changes' }),
    ).toBeChecked();
    expect(
      within(region).queryByRole('switch', { name: 'New applications' }),
    ).not.toBeInTheDocument();

    await userEvent.click(alertsSwitch);
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'Not saved: Something went wrong',
    );
    await waitFor(() => expect(alertsSwitch).not.toBeChecked());
  });
});
