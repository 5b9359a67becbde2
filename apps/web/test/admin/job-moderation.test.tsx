import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JobModerationPage } from '@/features/admin/components/job-moderation-page';
import { mockApi, renderRoutes } from '../helpers/render';
import { job } from '../jobs/job-fixture';
import { posts, report, signInAdmin } from './fixtures';

afterEach(() => vi.unstubAllGlobals());

const page = () =>
  renderRoutes(
    [{ path: '/Admin/Job/:jobID', element: <JobModerationPage /> }],
    '/Admin/Job/ABC123',
  );

/**
 * The job and its open reports as the server answers an admin; `hidden` says whether it is hidden
 * now, `reported` whether it has open reports.
 */
function server(state: { hidden: boolean; reported: boolean }) {
  return mockApi((url, init) => {
    if (init.method === 'POST') {
      const action = init.body ? (JSON.parse(String(init.body)) as { action?: string }).action : '';
      if (url.pathname.endsWith('/hide') || action === 'hide') state.hidden = true;
      if (url.pathname.endsWith('/resolve')) state.reported = false;
      if (url.pathname.endsWith('/unhide')) state.hidden = false;
      return { body: { message: 'ok' } };
    }
    if (url.pathname === '/api/admin/jobs/ABC123')
      return {
        body: job({
          hidden: state.hidden
            ? { reason: 'Asks candidates for money', hiddenAt: '2026-11-26T09:00:00.000Z' }
            : null,
        }),
      };
    if (
      state.reported &&
      url.searchParams.get('status') === 'open' &&
      url.searchParams.get('kind') === 'job' &&
      url.searchParams.get('target') === 'ABC123'
    )
      return {
        body: [
          report({ id: 'r1' }),
          report({ id: 'r3', reporter: { role: 'candidate', username: 'bob' } }),
        ],
      };
    return { body: [] };
  });
}

describe("an admin's job page", () => {
  it("hides the job with a reason, reading the job with the admin's token, then unhides it", async () => {
    signInAdmin();
    const state = { hidden: false, reported: false };
    const fetchMock = server(state);
    page();
    expect(await screen.findByRole('heading', { level: 1, name: 'Job ABC123' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Open reports (0)' })).toBeVisible();
    const read = fetchMock.mock.calls.find(([input]) => String(input) === '/api/admin/jobs/ABC123');
    expect(new Headers(read?.[1]?.headers).get('Authorization')).toBe('Bearer admin-token');

    await userEvent.click(await screen.findByRole('button', { name: 'Hide job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this job' });
    const confirm = within(dialog).getByRole('button', { name: 'Hide job' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Asks candidates for money');
    await userEvent.click(confirm);

    expect(await screen.findByText('The job is hidden.')).toBeInTheDocument();
    expect(await screen.findByText(/Hidden: Asks candidates for money/)).toBeInTheDocument();
    // Focus comes back to the control that opened the dialog, which now offers the opposite.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unhide job' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Unhide job' }));
    expect(await screen.findByText('The job is visible again.')).toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([
      {
        path: '/api/admin/jobs/ABC123/hide',
        body: { reason: 'Asks candidates for money' },
        authorization: 'Bearer admin-token',
      },
      {
        path: '/api/admin/jobs/ABC123/unhide',
        body: undefined,
        authorization: 'Bearer admin-token',
      },
    ]);
  });

  it('hides a reported job by resolving its reports with the reason', async () => {
    signInAdmin();
    const fetchMock = server({ hidden: false, reported: true });
    page();
    expect(await screen.findByRole('heading', { name: 'Open reports (2)' })).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: 'Hide job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this job' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Asks candidates for money');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide job' }));

    expect(await screen.findByText('The job is hidden.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Open reports (0)' })).toBeVisible();
    expect(await screen.findByText(/Hidden: Asks candidates for money/)).toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([
      {
        path: '/api/admin/reports/r1/resolve',
        body: { action: 'hide', note: 'Asks candidates for money' },
        authorization: 'Bearer admin-token',
      },
    ]);
  });

  it("dismisses the job's reports through one of its open reports, with the note", async () => {
    signInAdmin();
    const fetchMock = server({ hidden: false, reported: true });
    page();
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss reports' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss the reports' });
    await userEvent.type(within(dialog).getByLabelText('Note (optional)'), 'A real fee, allowed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss reports' }));
    expect(await screen.findByText('The reports are dismissed.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Open reports (0)' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Suspend the poster' })).not.toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([
      {
        path: '/api/admin/reports/r1/resolve',
        body: { action: 'dismiss', note: 'A real fee, allowed' },
        authorization: 'Bearer admin-token',
      },
    ]);
  });

  it('suspends the poster through one of its open reports, with the reason', async () => {
    signInAdmin();
    const fetchMock = server({ hidden: false, reported: true });
    page();
    await userEvent.click(await screen.findByRole('button', { name: 'Suspend the poster' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend the poster' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Runs a scam');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend the poster' }));
    expect(await screen.findByText('The poster is suspended.')).toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([
      {
        path: '/api/admin/reports/r1/resolve',
        body: { action: 'suspend', note: 'Runs a scam' },
        authorization: 'Bearer admin-token',
      },
    ]);
  });
});
