import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CandidateDashboardPage,
  RecruiterDashboardPage,
} from '@/features/dashboard/components/dashboard-pages';
import { ownProfile, signIn } from '../helpers/own-profile';
import { mockApi, renderRoutes } from '../helpers/render';

const routes = [
  { path: '/CandidateDashboard', element: <CandidateDashboardPage /> },
  { path: '/RecruiterDashboard', element: <RecruiterDashboardPage /> },
];
const BANNER = 'Please confirm your email address';

/** The dashboard answers `profile`; the resend call answers `resend`; anything else an empty list. */
function api(
  profile: object,
  resend: { status: number; body: unknown } = { status: 202, body: {} },
) {
  return mockApi((url, init) => {
    if (url.pathname.endsWith('/dashboard')) return { body: profile };
    if (url.pathname.endsWith('/verify-email/resend') && init.method === 'POST') return resend;
    return { body: [] };
  });
}

describe('the dashboard’s email verification banner', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('names the unconfirmed address and sends the link again on request', async () => {
    signIn('recruiter', 'boss');
    const profile = ownProfile('boss', { email: 'boss@example.com', emailVerified: false });
    const fetchMock = api(profile);
    renderRoutes(routes, '/RecruiterDashboard');

    const banner = await screen.findByRole('region', { name: BANNER });
    expect(banner).toHaveTextContent('We sent a link to boss@example.com.');
    await userEvent.click(within(banner).getByRole('button', { name: 'Send the link again' }));
    expect(await within(banner).findByRole('status')).toHaveTextContent(
      'We sent a new link to boss@example.com.',
    );
    const resends = fetchMock.mock.calls.filter(([url]) =>
      String(url).endsWith('/api/recruiter/verify-email/resend'),
    );
    expect(resends).toHaveLength(1);
    expect(new Headers(resends[0][1]?.headers).get('Authorization')).toBe('Bearer token');
  });

  it('shows the server’s message when too many links were asked for (429)', async () => {
    signIn('candidate', 'ada');
    const message = 'Too many attempts. Please try again in 1 hour.';
    api(ownProfile('ada', { emailVerified: false }), { status: 429, body: { message } });
    renderRoutes(routes, '/CandidateDashboard');

    const banner = await screen.findByRole('region', { name: BANNER });
    await userEvent.click(within(banner).getByRole('button', { name: 'Send the link again' }));
    expect(await within(banner).findByRole('alert')).toHaveTextContent(message);
    expect(within(banner).getByRole('status')).toHaveTextContent('');
  });

  it('is not there once the address is confirmed', async () => {
    signIn('candidate', 'ada');
    api(ownProfile('ada', { emailVerified: true }));
    renderRoutes(routes, '/CandidateDashboard');
    expect(await screen.findByRole('heading', { name: 'Core Skills' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: BANNER })).not.toBeInTheDocument();
  });
});
