import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountModerationPage } from '@/features/admin/components/account-moderation-page';
import { mockApi, renderRoutes } from '../helpers/render';
import { validDraft } from '../helpers/valid-draft';
import { posts, report, signInAdmin } from './fixtures';

afterEach(() => vi.unstubAllGlobals());

const page = () =>
  renderRoutes(
    [{ path: '/Admin/Account/:role/:username', element: <AccountModerationPage /> }],
    '/Admin/Account/recruiter/adalove',
  );

function server(state: { suspended: boolean; reported: boolean }) {
  const { password: _password, ...profile } = validDraft();
  return mockApi((url, init) => {
    if (init.method === 'POST') {
      const action = init.body ? (JSON.parse(String(init.body)) as { action?: string }).action : '';
      if (url.pathname.endsWith('/suspend') || action === 'suspend') state.suspended = true;
      if (url.pathname.endsWith('/resolve')) state.reported = false;
      if (url.pathname.endsWith('/unsuspend')) state.suspended = false;
      return { body: { message: 'ok' } };
    }
    if (url.pathname === '/api/recruiter/fetch/adalove')
      return state.suspended
        ? { status: 404, body: { message: 'No such recruiter' } }
        : { body: { ...profile, id: '1', createdAt: '' } };
    if (
      state.reported &&
      url.searchParams.get('status') === 'open' &&
      url.searchParams.get('kind') === 'recruiter' &&
      url.searchParams.get('target') === 'adalove'
    )
      return {
        body: [report({ id: 'r7', kind: 'recruiter', target: 'adalove', reason: 'spam' })],
      };
    return { body: [] };
  });
}

describe("an admin's account page", () => {
  it('suspends the account with a reason, then shows it suspended and unsuspends it', async () => {
    signInAdmin();
    const state = { suspended: false, reported: false };
    const fetchMock = server(state);
    page();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Recruiter @adalove' }),
    ).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Open reports (0)' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Suspend account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend this account' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Harasses candidates');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    expect(await screen.findByText('The account is suspended.')).toBeInTheDocument();
    expect(await screen.findByText('Suspended')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Unsuspend account' }));
    expect(await screen.findByText('The account is active again.')).toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([
      {
        path: '/api/admin/accounts/recruiter/adalove/suspend',
        body: { reason: 'Harasses candidates' },
        authorization: 'Bearer admin-token',
      },
      {
        path: '/api/admin/accounts/recruiter/adalove/unsuspend',
        body: undefined,
        authorization: 'Bearer admin-token',
      },
    ]);
  });

  it('suspends a reported account by resolving its reports with the reason', async () => {
    signInAdmin();
    const fetchMock = server({ suspended: false, reported: true });
    page();
    expect(await screen.findByText('Spam')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Suspend account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend this account' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Harasses candidates');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    expect(await screen.findByText('The account is suspended.')).toBeInTheDocument();
    expect(await screen.findByText('Suspended')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Open reports (0)' })).toBeVisible();
    expect(posts(fetchMock)).toEqual([
      {
        path: '/api/admin/reports/r7/resolve',
        body: { action: 'suspend', note: 'Harasses candidates' },
        authorization: 'Bearer admin-token',
      },
    ]);
  });

  it("dismisses the account's reports with no note", async () => {
    signInAdmin();
    const fetchMock = server({ suspended: false, reported: true });
    page();
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss reports' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss the reports' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss reports' }));
    expect(await screen.findByText('The reports are dismissed.')).toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([
      {
        path: '/api/admin/reports/r7/resolve',
        body: { action: 'dismiss' },
        authorization: 'Bearer admin-token',
      },
    ]);
  });
});
