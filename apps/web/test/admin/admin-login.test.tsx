import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminLoginPage } from '@/features/admin/components/admin-login-page';
import { AuditPage } from '@/features/admin/components/audit-page';
import { ReportsPage } from '@/features/admin/components/reports-page';
import { mockApi, renderRoutes } from '../helpers/render';
import { signIn } from '../helpers/own-profile';
import { posts } from './fixtures';

afterEach(() => vi.unstubAllGlobals());

const routes = [
  { path: '/AdminLogin', element: <AdminLoginPage /> },
  { path: '/Admin', element: <ReportsPage /> },
  { path: '/Admin/Audit', element: <AuditPage /> },
];

describe('admin sign in', () => {
  it('stores the admin session under its own keys and lands on the reports', async () => {
    signIn('candidate', 'ada');
    const fetchMock = mockApi((url) =>
      url.pathname === '/api/admin/login'
        ? { body: { accessToken: 'a1', refreshToken: 'r1', admin: { username: 'mod' } } }
        : { body: [] },
    );
    const { router } = renderRoutes(routes, '/AdminLogin');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin sign in' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Username'), 'mod');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Admin');
    expect(localStorage.getItem('adminAccessToken')).toBe('a1');
    expect(localStorage.getItem('adminRefreshToken')).toBe('r1');
    expect(localStorage.getItem('adminUsername')).toBe('mod');
    // One account at a time: the candidate's session is gone.
    expect(localStorage.getItem('candidateUsername')).toBeNull();
    expect(posts(fetchMock)[0]).toEqual({
      path: '/api/admin/login',
      body: { username: 'mod', password: 'correct horse' },
      authorization: null,
    });
    await screen.findByText('No open reports');
    const queue = fetchMock.mock.calls.find(([input]) =>
      String(input).startsWith('/api/admin/reports'),
    );
    expect(String(queue?.[0])).toBe('/api/admin/reports?status=open');
    expect(new Headers(queue?.[1]?.headers).get('Authorization')).toBe('Bearer a1');
  });

  it("shows the server's refusal and stores nothing", async () => {
    mockApi(() => ({ status: 403, body: { message: 'This account is suspended' } }));
    renderRoutes(routes, '/AdminLogin');
    await userEvent.type(screen.getByLabelText('Username'), 'mod');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This account is suspended');
    expect(localStorage.getItem('adminAccessToken')).toBeNull();
  });

  it('sends anyone but a signed-in admin to /AdminLogin, then back where they were going', async () => {
    signIn('recruiter', 'priya');
    const fetchMock = mockApi((url) =>
      url.pathname === '/api/admin/login'
        ? { body: { accessToken: 'a1', refreshToken: 'r1', admin: { username: 'mod' } } }
        : { body: [] },
    );
    const { router } = renderRoutes(routes, '/Admin/Audit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/AdminLogin'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/Admin/Audit')}`);
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/admin/audit'))).toBe(
      false,
    );

    await userEvent.type(screen.getByLabelText('Username'), 'mod');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
  });
});
