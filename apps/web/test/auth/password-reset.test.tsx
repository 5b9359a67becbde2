import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordPage } from '@/features/auth/components/forgot-password-page';
import { CandidateLoginPage, RecruiterLoginPage } from '@/features/auth/components/login-pages';
import { ResetPasswordPage } from '@/features/auth/components/reset-password-page';
import { renderRoutes } from '../helpers/render';

const routes = [
  { path: '/CandidateLogin', element: <CandidateLoginPage /> },
  { path: '/RecruiterLogin', element: <RecruiterLoginPage /> },
  { path: '/ForgotPassword', element: <ForgotPasswordPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
];

type Call = { url: string; body: unknown };
function stubApi(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = { url, body: init?.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

const NEUTRAL = "If an account has that email, we've sent a link to reset its password.";

describe('forgot password', () => {
  afterEach(() => vi.unstubAllGlobals());

  for (const [role, path] of [
    ['candidate', '/CandidateLogin'],
    ['recruiter', '/RecruiterLogin'],
  ] as const) {
    it(`is linked from ${path} with the role`, async () => {
      renderRoutes(routes, path);
      expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
        'href',
        `/ForgotPassword?role=${role}`,
      );
    });
  }

  it('sends the email to the role and shows the same neutral confirmation', async () => {
    const calls = stubApi(() =>
      Response.json({ message: 'If an account has that email…' }, { status: 202 }),
    );
    renderRoutes(routes, '/ForgotPassword?role=recruiter');
    await userEvent.type(await screen.findByLabelText('Email'), 'someone@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(NEUTRAL);
    expect(calls).toEqual([
      { url: '/api/recruiter/password-reset', body: { email: 'someone@example.com' } },
    ]);
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute(
      'href',
      '/RecruiterLogin',
    );
  });

  it('checks the email before sending', async () => {
    const calls = stubApi(() => Response.json({}, { status: 202 }));
    renderRoutes(routes, '/ForgotPassword?role=candidate');
    await userEvent.type(await screen.findByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email must be a valid email address')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('says clearly when too many requests were made (429)', async () => {
    stubApi(() => Response.json({ message: 'Too many requests' }, { status: 429 }));
    renderRoutes(routes, '/ForgotPassword?role=candidate');
    await userEvent.type(await screen.findByLabelText('Email'), 'someone@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many reset requests. Please wait a few minutes and try again.',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('someone@example.com');
  });
});

describe('reset password', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sets the new password and goes to the role login page with a success message', async () => {
    const calls = stubApi(() => Response.json({ message: 'Password reset' }));
    const { router } = renderRoutes(routes, '/reset-password?role=recruiter&token=abc123');
    await userEvent.type(await screen.findByLabelText('New password'), 'a-new-password');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a-new-password');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/RecruiterLogin'));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password has been reset. Log in with your new password.',
    );
    expect(calls).toEqual([
      {
        url: '/api/recruiter/password-reset/confirm',
        body: { token: 'abc123', newPassword: 'a-new-password' },
      },
    ]);
  });

  it('applies the registration password rules and the repeat', async () => {
    const calls = stubApi(() => Response.json({}));
    renderRoutes(routes, '/reset-password?role=candidate&token=abc123');
    await userEvent.type(await screen.findByLabelText('New password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New password'), '-but-now-long');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'something-else');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('The two passwords do not match')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('says the link is invalid or expired on 400 and offers a new one', async () => {
    stubApi(() =>
      Response.json({ message: 'This reset link is invalid or has expired' }, { status: 400 }),
    );
    renderRoutes(routes, '/reset-password?role=candidate&token=used-token');
    await userEvent.type(await screen.findByLabelText('New password'), 'a-new-password');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a-new-password');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is invalid or has expired',
    );
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/ForgotPassword?role=candidate',
    );
  });

  it('treats a link without a token as invalid', async () => {
    renderRoutes(routes, '/reset-password?role=recruiter');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This link is invalid or has expired');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/ForgotPassword?role=recruiter',
    );
  });
});
