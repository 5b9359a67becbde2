import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CandidateDashboardPage,
  RecruiterDashboardPage,
} from '@/features/dashboard/components/dashboard-pages';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { signIn } from '../helpers/own-profile';
import { renderRoutes } from '../helpers/render';
import { validDraft } from '../helpers/valid-draft';

const routes = [
  { path: '/CandidateDashboard', element: <CandidateDashboardPage /> },
  { path: '/RecruiterDashboard', element: <RecruiterDashboardPage /> },
  { path: '/', element: <p>Home page</p> },
];

function profile(username: string) {
  const { password: _password, ...rest } = validDraft();
  return {
    ...rest,
    username,
    id: '1',
    createdAt: '2026-01-01',
    college_education: [
      { ...rest.college_education[0], programme_name: 'BSc', specialization: 'Maths' },
      { ...rest.college_education[0], programme_name: 'MSc', specialization: 'Logic' },
    ],
  };
}

type Handler = (url: string, init?: RequestInit) => Response;
function stubApi(handler: Handler) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => handler(url, init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('Profile Dashboard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the header card, core skills and the four tabs with lists in reverse order', async () => {
    signIn('candidate', 'ada');
    stubApi(() => Response.json(profile('ada')));
    renderRoutes(routes, '/CandidateDashboard');
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Profile Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('@ada')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Core Skills' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Education',
      'Experience',
      'Certificate',
      'Internship',
    ]);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { name: 'Education History' })).toBeInTheDocument();
    expect(
      within(panel)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['MSc in Logic', 'BSc in Maths']);
    await userEvent.click(screen.getByRole('tab', { name: 'Internship' }));
    expect(screen.getByRole('heading', { name: 'Previous Internships' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Applications' })).toHaveAttribute(
      'href',
      '/CandidateDashboard/MyJobApplications',
    );
  });

  it('offers My Recruitments on the recruiter dashboard', async () => {
    signIn('recruiter', 'boss');
    stubApi(() => Response.json(profile('boss')));
    renderRoutes(routes, '/RecruiterDashboard');
    expect(await screen.findByRole('link', { name: 'My Recruitments' })).toHaveAttribute(
      'href',
      '/RecruiterDashboard/MyRecruitments',
    );
    expect(screen.getByRole('button', { name: 'Delete Profile' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/RecruiterDashboard/EditProfile',
    );
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/RecruiterDashboard/Settings',
    );
  });

  it('shows an Error card with Try Again when the profile cannot be loaded', async () => {
    signIn('candidate', 'ada');
    stubApi(() => Response.json({ message: 'boom' }, { status: 500 }));
    renderRoutes(routes, '/CandidateDashboard');
    expect(await screen.findByRole('heading', { name: 'Error' })).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch candidate details')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('deletes the account after confirmation, clears the session and goes home after 2.5 s', async () => {
    signIn('recruiter', 'boss');
    const fetchMock = stubApi((url, init) =>
      init?.method === 'DELETE'
        ? Response.json({ message: 'deleted' })
        : Response.json(profile('boss')),
    );
    const { router } = renderRoutes(routes, '/RecruiterDashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Profile' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete Account' });
    expect(confirm).toHaveTextContent(
      'Are you sure you want to delete this account? This action cannot be undone.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));

    expect(await screen.findByRole('alertdialog', { name: 'Deleted !' })).toHaveTextContent(
      'Account Deleted Successfully.Navigating back to homepage....',
    );
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => url === '/api/recruiter/delete/boss' && init?.method === 'DELETE',
      ),
    ).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.recruiter.username)).toBeNull();
    expect(router.state.location.pathname).toBe('/RecruiterDashboard');
    await screen.findByText('Home page', undefined, { timeout: 10_000 });
  }, 10_000);

  it('logs out and goes home when the stored username does not match the loaded profile', async () => {
    signIn('candidate', 'ada');
    stubApi((url) =>
      url.endsWith('/logout')
        ? Response.json({ message: 'bye' })
        : Response.json(profile('someone-else')),
    );
    const { router } = renderRoutes(routes, '/CandidateDashboard');
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
    await screen.findByText('Home page', undefined, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem(STORAGE_KEYS.candidate.accessToken)).toBeNull();
  }, 10_000);
});
