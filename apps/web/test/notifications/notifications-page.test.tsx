import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationsPage } from '@/features/notifications/components/notifications-page';
import { signIn } from '../helpers/own-profile';
import { renderRoutes } from '../helpers/render';
import { notification, stubFetch } from './fixtures';

const routes = [
  { path: '/Notifications', element: <NotificationsPage /> },
  { path: '/job/:jobID', element: <p>Job page</p> },
];

describe('/Notifications', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists them newest first, unread ones marked, and opens one: marked read, then its link', async () => {
    signIn('candidate', 'adalove');
    const calls = stubFetch((call) => {
      if (call.url === '/api/notifications')
        return {
          body: {
            items: [
              notification({
                id: 'n1',
                title: 'New job: React Developer',
                type: 'job_alert',
                link: '/job/ABC123',
              }),
              notification({
                id: 'n2',
                title: 'Application viewed',
                readAt: '2026-01-01T00:00:00.000Z',
              }),
            ],
            unread: 1,
          },
        };
      if (call.url === '/api/notifications/read') return { body: { message: 'ok' } };
      return undefined;
    });
    const { router } = renderRoutes(routes, '/Notifications');
    expect(
      await screen.findByRole('heading', { name: 'Notifications', level: 1 }),
    ).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(within(items[0]).getByRole('button')).toHaveAccessibleName(
      'Unread: New job: React Developer',
    );
    expect(within(items[1]).getByRole('button')).toHaveAccessibleName('Application viewed');
    expect(screen.getByText('1 unread')).toBeInTheDocument();

    await userEvent.click(within(items[0]).getByRole('button'));
    expect(await screen.findByText('Job page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/job/ABC123');
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ ids: ['n1'] }),
    );
  });

  it('marks all as read and says so', async () => {
    signIn('recruiter', 'rec_one');
    let unread = 1;
    const calls = stubFetch((call) => {
      if (call.url === '/api/notifications')
        return {
          body: {
            items: [notification({ id: 'n1', readAt: unread ? null : '2026-01-02T00:00:00.000Z' })],
            unread,
          },
        };
      if (call.url === '/api/notifications/read') {
        unread = 0;
        return { body: { message: 'ok' } };
      }
      return undefined;
    });
    renderRoutes(routes, '/Notifications');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('All notifications marked as read')).toBeInTheDocument();
    expect(await screen.findByText('All read')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      body: {},
      authorization: 'Bearer token',
    });
  });

  it("empty: 'You're all caught up'", async () => {
    signIn('candidate', 'adalove');
    stubFetch((call) =>
      call.url === '/api/notifications' ? { body: { items: [], unread: 0 } } : undefined,
    );
    renderRoutes(routes, '/Notifications');
    expect(
      await screen.findByRole('heading', { name: "You're all caught up" }),
    ).toBeInTheDocument();
  });

  it('error: the message and Try Again, which asks again', async () => {
    signIn('candidate', 'adalove');
    let fail = true;
    const calls = stubFetch((call) =>
      call.url === '/api/notifications'
        ? fail
          ? { status: 500, body: { message: 'Database is down' } }
          : { body: { items: [], unread: 0 } }
        : undefined,
    );
    renderRoutes(routes, '/Notifications');
    expect(
      await screen.findByRole('heading', { name: 'Unable to load notifications' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Database is down')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByRole('heading', { name: "You're all caught up" }),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/notifications')).toHaveLength(2);
  });

  it('signed out: a login link and no request', async () => {
    const calls = stubFetch(() => undefined);
    renderRoutes(routes, '/Notifications');
    expect(
      await screen.findByRole('heading', { name: 'Log in to see your notifications' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/CommonAuthentication',
    );
    expect(calls).toEqual([]);
  });
});
