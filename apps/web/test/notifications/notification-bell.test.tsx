import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Header } from '@/app/layout/header';
import { signIn } from '../helpers/own-profile';
import { renderRoutes } from '../helpers/render';
import { notification, stubFetch } from './fixtures';

const withHeader = (text: string) => (
  <>
    <Header />
    <p>{text}</p>
  </>
);
const routes = [
  { path: '/', element: withHeader('Home page') },
  { path: '/CandidateDashboard/MyJobApplications', element: withHeader('My applications page') },
  { path: '/Notifications', element: withHeader('Notifications page') },
];

const list = {
  items: [
    notification({ id: 'a1', title: 'Your application moved to Interview' }),
    notification({
      id: 'a2',
      title: 'New job: React Developer',
      type: 'job_alert',
      link: '/job/ABC123',
    }),
    notification({ id: 'a3', title: 'Older news', readAt: '2026-01-01T00:00:00.000Z' }),
  ],
  unread: 3,
};

describe('Notification bell', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the unread count in its name, asking with the signed-in role’s token', async () => {
    signIn('recruiter', 'rec_one');
    const calls = stubFetch((call) =>
      call.url === '/api/notifications' ? { body: list } : undefined,
    );
    renderRoutes(routes, '/');
    expect(
      await screen.findByRole('button', { name: 'Notifications, 3 unread' }),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/notifications')?.authorization).toBe(
      'Bearer token',
    );
  });

  it('is hidden when nobody is signed in, and asks nothing', async () => {
    const calls = stubFetch(() => undefined);
    renderRoutes(routes, '/');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('opens the latest ones; opening an unread one marks it read and goes to its link', async () => {
    signIn('candidate', 'adalove');
    const calls = stubFetch((call) => {
      if (call.url === '/api/notifications') return { body: list };
      if (call.url === '/api/notifications/read') return { body: { message: 'ok' } };
      return undefined;
    });
    const { router } = renderRoutes(routes, '/');
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
    expect(within(panel).getByRole('link', { name: 'See all notifications' })).toHaveAttribute(
      'href',
      '/Notifications',
    );

    await userEvent.click(
      within(panel).getByRole('button', { name: /Unread: Your application moved to Interview/ }),
    );
    await screen.findByText('My applications page');
    expect(router.state.location.pathname).toBe('/CandidateDashboard/MyJobApplications');
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST')).toEqual([
        {
          url: '/api/notifications/read',
          method: 'POST',
          body: { ids: ['a1'] },
          authorization: 'Bearer token',
        },
      ]),
    );
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('marks all as read with an empty body, and the count goes away', async () => {
    signIn('candidate', 'adalove');
    let unread = 3;
    const calls = stubFetch((call) => {
      if (call.url === '/api/notifications') return { body: { ...list, unread } };
      if (call.url === '/api/notifications/read') {
        unread = 0;
        return { body: { message: 'ok' } };
      }
      return undefined;
    });
    renderRoutes(routes, '/');
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({});
  });

  it('closes with Escape and gives focus back to the bell', async () => {
    signIn('candidate', 'adalove');
    stubFetch((call) =>
      call.url === '/api/notifications' ? { body: { items: [], unread: 0 } } : undefined,
    );
    renderRoutes(routes, '/');
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await userEvent.click(bell);
    expect(await screen.findByText("You're all caught up")).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
  });
});
