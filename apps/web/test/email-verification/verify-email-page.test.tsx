import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VerifyEmailPage } from '@/features/email-verification/components/verify-email-page';
import { signIn } from '../helpers/own-profile';
import { mockApi, renderRoute } from '../helpers/render';

const INVALID = 'This verification link is invalid or has expired';
/** The page's one status line: first 'Confirming…', then the outcome. */
const statusSays = (text: string) =>
  waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text));
const render = (search: string) =>
  // Strict mode runs effects twice, as development does: the token must still be sent once.
  renderRoute(
    <StrictMode>
      <VerifyEmailPage />
    </StrictMode>,
    { path: `/verify-email${search}`, pattern: '/verify-email' },
  );

describe('the /verify-email page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('sends the link’s token once, to the link’s role, and says the address is verified', async () => {
    const fetchMock = mockApi(() => ({ body: { message: 'Email address verified' } }));
    render('?role=recruiter&token=abc_DEF-123');

    await statusSays('Email address verified');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toBe('/api/recruiter/verify-email');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'abc_DEF-123' });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/RecruiterLogin');
  });

  it('leads a signed-in account to its dashboard', async () => {
    signIn('candidate', 'ada');
    mockApi(() => ({ body: { message: 'Email address verified' } }));
    render('?role=candidate&token=t0ken');
    await statusSays('Email address verified');
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/CandidateDashboard',
    );
  });

  it('shows the server’s 400 with the way to a new link', async () => {
    mockApi(() => ({ status: 400, body: { message: INVALID } }));
    render('?role=candidate&token=used');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(INVALID);
    expect(alert).toHaveTextContent(
      'Ask for a new link with “Send the link again” on your dashboard.',
    );
  });

  it('says a link without a token is invalid, without asking the server', async () => {
    const fetchMock = mockApi(() => ({ body: {} }));
    render('?role=candidate');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers to try again when the server was not reached', async () => {
    let calls = 0;
    mockApi(() => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return { body: { message: 'Email address verified' } };
    });
    render('?role=candidate&token=t0ken');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The address could not be confirmed: An unexpected error occurred',
    );
    screen.getByRole('button', { name: 'Try again' }).click();
    await statusSays('Email address verified');
  });
});
