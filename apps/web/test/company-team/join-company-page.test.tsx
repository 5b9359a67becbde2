import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JoinCompanyPage } from '@/features/company-team/components/join-company-page';
import { mockApi, renderRoute } from '../helpers/render';
import { signIn } from './team-fixture';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'abc+123/xyz';
const page = (path = `/join?token=${encodeURIComponent(TOKEN)}`) =>
  renderRoute(<JoinCompanyPage />, { path, pattern: '/join' });

describe('join a company from an invitation link', () => {
  it('signed out: explains the invitation; sign-in and registration come back with the token', () => {
    const fetchMock = mockApi(() => ({ body: {} }));
    page();
    expect(screen.getByRole('heading', { level: 1, name: 'Join a company' })).toBeInTheDocument();
    expect(
      screen.getByText('You have been invited to join a company on JobHunter'),
    ).toBeInTheDocument();
    const back = `/join?token=${encodeURIComponent(TOKEN)}`;
    const signInLink = screen.getByRole('link', { name: 'Sign in as recruiter' });
    const next = (link: HTMLElement) =>
      new URL(link.getAttribute('href')!, 'http://localhost').searchParams.get('next');
    expect(signInLink.getAttribute('href')).toMatch(/^\/RecruiterLogin\?/);
    expect(next(signInLink)).toBe(back);
    const registerLink = screen.getByRole('link', { name: 'Register as recruiter' });
    expect(registerLink.getAttribute('href')).toMatch(/^\/RecruiterPersonalInformation\?/);
    expect(next(registerLink)).toBe(back);
    expect(new URLSearchParams(back.split('?')[1]).get('token')).toBe(TOKEN);
    expect(screen.queryByRole('button', { name: 'Join company' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signed in as a candidate: explains invitations are for recruiters', () => {
    signIn('candidate', 'ann');
    mockApi(() => ({ body: {} }));
    page();
    expect(screen.getByText(/Company invitations are for recruiters/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join company' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in as recruiter' })).toBeInTheDocument();
  });

  it('without a token: says the link is incomplete', () => {
    signIn('recruiter', 'sam');
    mockApi(() => ({ body: {} }));
    page('/join');
    expect(screen.getByRole('alert')).toHaveTextContent('This link has no invitation in it');
    expect(screen.queryByRole('button', { name: 'Join company' })).not.toBeInTheDocument();
  });

  it('a recruiter joins: sends the token, then shows the company and role with links', async () => {
    signIn('recruiter', 'sam');
    const fetchMock = mockApi(() => ({
      body: { company: { slug: 'northwind-labs', name: 'Northwind Labs' }, role: 'recruiter' },
    }));
    const user = userEvent.setup();
    const { client } = page();
    // Their jobs move to the company: lists read before joining are stale.
    client.setQueryData(['jobs', 'mine'], []);
    await user.click(screen.getByRole('button', { name: 'Join company' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You joined Northwind Labs as Recruiter.',
    );
    expect(client.getQueryState(['jobs', 'mine'])?.isInvalidated).toBe(true);
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toBe('/api/companies/join');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ token: TOKEN });
    expect(screen.getByRole('link', { name: 'Company page' })).toHaveAttribute(
      'href',
      '/RecruiterDashboard/Company',
    );
    expect(screen.getByRole('link', { name: 'My Recruitments' })).toHaveAttribute(
      'href',
      '/RecruiterDashboard/MyRecruitments',
    );
  });

  it.each([
    [400, 'Invalid or expired invitation', 'This invitation is invalid or has expired.'],
    [
      403,
      'Forbidden',
      'This invitation was sent to another email address. Sign in with the account it was sent to.',
    ],
    [409, 'You are already in another company', 'You are already in another company'],
  ])('a %i is shown clearly', async (status, message, shown) => {
    signIn('recruiter', 'sam');
    mockApi(() => ({ status, body: { message } }));
    const user = userEvent.setup();
    page();
    await user.click(screen.getByRole('button', { name: 'Join company' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Join company' })).toBeEnabled());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
