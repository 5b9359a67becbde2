import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CandidateLoginPage, RecruiterLoginPage } from '@/features/auth/components/login-pages';
import { loginErrorMessage } from '@/features/auth/api/login';
import { ApiError } from '@/lib/api-error';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { renderRoutes } from '../helpers/render';

const routes = [
  { path: '/CandidateLogin', element: <CandidateLoginPage /> },
  { path: '/RecruiterLogin', element: <RecruiterLoginPage /> },
  { path: '/CandidateDashboard', element: <p>Candidate dashboard</p> },
  { path: '/RecruiterDashboard', element: <p>Recruiter dashboard</p> },
  { path: '/JobPosting', element: <p>Job posting form</p> },
];

const loginAs = async (username: string) => {
  await userEvent.type(await screen.findByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Password'), 'secret');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
};
const recruiterReply = () =>
  vi.fn(async () =>
    Response.json({
      accessToken: 'a',
      refreshToken: 'r',
      recruiter: { id: '1', photo: '', username: 'boss' },
    }),
  );

describe('login screens', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keeps the button disabled as Complete all fields until both fields are filled', async () => {
    renderRoutes(routes, '/CandidateLogin');
    const button = await screen.findByRole('button', { name: 'Complete all fields' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Username'), 'ada');
    expect(screen.getByRole('button', { name: 'Complete all fields' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('stores the session, welcomes the recruiter and redirects after 1.5 s', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          accessToken: 'a',
          refreshToken: 'r',
          recruiter: { id: '1', photo: 'p.webp', username: 'boss' },
        }),
      ),
    );
    const { router } = renderRoutes(routes, '/RecruiterLogin');
    await userEvent.type(await screen.findByLabelText('Username'), 'boss');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alertdialog', { name: 'Welcome Recruiter' })).toHaveTextContent(
      'Successfully logged in',
    );
    expect(localStorage.getItem(STORAGE_KEYS.recruiter.accessToken)).toBe('a');
    expect(localStorage.getItem(STORAGE_KEYS.recruiter.username)).toBe('boss');
    expect(localStorage.getItem(STORAGE_KEYS.recruiter.photo)).toBe('p.webp');
    expect(router.state.location.pathname).toBe('/RecruiterLogin');
    await screen.findByText('Recruiter dashboard', undefined, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/RecruiterDashboard');
  });

  it('shows the spec message for a wrong password', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'Incorrect Password' }, { status: 401 })),
    );
    renderRoutes(routes, '/CandidateLogin');
    await userEvent.type(await screen.findByLabelText('Username'), 'ada');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent(
      'Incorrect Password',
    );
    expect(localStorage.getItem(STORAGE_KEYS.candidate.accessToken)).toBeNull();
  });
});

describe('loginErrorMessage', () => {
  it('maps each failure to the words of docs/product.md §8', () => {
    expect(loginErrorMessage('candidate', new ApiError(400, 'x'))).toBe('Invalid data entered');
    expect(loginErrorMessage('candidate', new ApiError(404, 'x'))).toBe(
      'candidate credentials not found',
    );
    expect(loginErrorMessage('recruiter', new ApiError(404, 'x'))).toBe(
      'Recruiter credentials not found',
    );
    expect(loginErrorMessage('recruiter', new ApiError(401, 'x'))).toBe('Incorrect Password');
    expect(loginErrorMessage('recruiter', new ApiError(429, 'Too many attempts'))).toBe(
      'Too many attempts',
    );
    expect(loginErrorMessage('recruiter', new ApiError(0, 'offline'))).toBe(
      'An unexpected error occurred',
    );
    expect(loginErrorMessage('recruiter', new Error('weird'))).toBe('Unknown error occured');
  });

  it('goes back to the page in ?next= after the 1.5 s welcome, with its query', async () => {
    vi.stubGlobal('fetch', recruiterReply());
    const { router } = renderRoutes(
      routes,
      `/RecruiterLogin?next=${encodeURIComponent('/JobPosting?from=header')}`,
    );
    await loginAs('boss');
    expect(
      await screen.findByRole('alertdialog', { name: 'Welcome Recruiter' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/RecruiterLogin');
    await screen.findByText('Job posting form', undefined, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/JobPosting');
    expect(router.state.location.search).toBe('?from=header');
  });

  it('ignores a ?next= that leaves the app and goes to the dashboard as usual', async () => {
    vi.stubGlobal('fetch', recruiterReply());
    const { router } = renderRoutes(
      routes,
      `/RecruiterLogin?next=${encodeURIComponent('//evil.example/steal')}`,
    );
    await loginAs('boss');
    await screen.findByText('Recruiter dashboard', undefined, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/RecruiterDashboard');
  });
});
