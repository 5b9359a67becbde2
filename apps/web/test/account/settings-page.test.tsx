import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CandidateSettingsPage,
  RecruiterSettingsPage,
} from '@/features/account/components/account-pages';
import { RecruiterLoginPage } from '@/features/auth/components/login-pages';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { ownProfile, signIn } from '../helpers/own-profile';
import { renderRoutes } from '../helpers/render';

const routes = [
  { path: '/CandidateDashboard/Settings', element: <CandidateSettingsPage /> },
  { path: '/RecruiterDashboard/Settings', element: <RecruiterSettingsPage /> },
  { path: '/RecruiterLogin', element: <RecruiterLoginPage /> },
  { path: '/', element: <p>Home page</p> },
];

type Call = { url: string; method: string; body: unknown };
type Handler = (call: Call) => Response | undefined;

/** Answers `GET /dashboard` with the profile unless `handler` answers first; records every call. */
function stubApi(handler: Handler = () => undefined, profile: object = ownProfile()) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = {
        url,
        method: init?.method ?? 'GET',
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      return handler(call) ?? Response.json(profile);
    }),
  );
  return calls;
}

async function openSettings(role: 'candidate' | 'recruiter') {
  signIn(role, 'adalove');
  const view = renderRoutes(
    routes,
    role === 'candidate' ? '/CandidateDashboard/Settings' : '/RecruiterDashboard/Settings',
  );
  await screen.findByRole('heading', { name: 'Account settings', level: 1 });
  await screen.findByRole('region', { name: 'Change password' });
  return view;
}

/** jsdom's Blob has no text(); its FileReader reads it. */
function readBlob(blob: Blob) {
  return new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

const card = (name: string) => screen.getByRole('region', { name });

async function fillPasswords(current: string, next: string, confirm = next) {
  const region = card('Change password');
  await userEvent.type(within(region).getByLabelText('Current password'), current);
  await userEvent.type(within(region).getByLabelText('New password'), next);
  await userEvent.type(within(region).getByLabelText('Confirm new password'), confirm);
  await userEvent.click(within(region).getByRole('button', { name: 'Change password' }));
  return region;
}

describe('Account settings', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('changes the password and says other devices were signed out', async () => {
    const calls = stubApi((call) =>
      call.method === 'PUT' ? Response.json({ message: 'Password changed' }) : undefined,
    );
    await openSettings('candidate');
    const region = await fillPasswords('old-password', 'brand-new-password');

    expect(await within(region).findByRole('status')).toHaveTextContent(
      'Password changed. Every other device signed in to this account has been signed out.',
    );
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      url: '/api/candidate/password',
      method: 'PUT',
      body: { currentPassword: 'old-password', newPassword: 'brand-new-password' },
    });
    expect(within(region).getByLabelText('Current password')).toHaveValue('');
  });

  it('shows Incorrect Password at the current-password field on 403', async () => {
    stubApi((call) =>
      call.method === 'PUT'
        ? Response.json({ message: 'Incorrect Password' }, { status: 403 })
        : undefined,
    );
    await openSettings('recruiter');
    const region = await fillPasswords('wrong-password', 'brand-new-password');

    const current = within(region).getByLabelText('Current password');
    await waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'));
    expect(within(region).getByText('Incorrect Password')).toBeInTheDocument();
    expect(within(region).queryByRole('status')).not.toBeInTheDocument();
    // What was typed stays, so only the wrong field needs retyping.
    expect(within(region).getByLabelText('New password')).toHaveValue('brand-new-password');
  });

  it('checks the registration password rule and the repeat before sending', async () => {
    const calls = stubApi();
    await openSettings('candidate');
    const region = await fillPasswords('old-password', 'short', 'short');
    expect(
      await within(region).findByText('Password must be at least 8 characters'),
    ).toBeInTheDocument();

    await userEvent.clear(within(region).getByLabelText('New password'));
    await userEvent.type(within(region).getByLabelText('New password'), 'long-enough-password');
    await userEvent.click(within(region).getByRole('button', { name: 'Change password' }));
    expect(await within(region).findByText('The two passwords do not match')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('signs out everywhere, clears the local session and goes to the login page', async () => {
    const calls = stubApi((call) =>
      call.url.endsWith('/logout-all') ? Response.json({ message: 'Signed out' }) : undefined,
    );
    const { router } = await openSettings('recruiter');
    await userEvent.click(
      within(card('Sign out everywhere')).getByRole('button', { name: 'Sign out everywhere' }),
    );
    const confirm = screen.getByRole('alertdialog', { name: 'Sign out everywhere?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sign out everywhere' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/RecruiterLogin'));
    expect(
      calls.some((call) => call.url === '/api/recruiter/logout-all' && call.method === 'POST'),
    ).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.recruiter.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.recruiter.username)).toBeNull();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You have been signed out on every device.',
    );
  });

  it('lets a candidate leave the top-candidates list and says Saved', async () => {
    const calls = stubApi((call) =>
      call.method === 'PATCH'
        ? Response.json(
            ownProfile('adalove', {
              discoverable: (call.body as { discoverable: boolean }).discoverable,
            }),
          )
        : undefined,
    );
    await openSettings('candidate');
    const toggle = within(card('Profile visibility')).getByRole('switch', {
      name: 'Let recruiters find me',
    });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);

    expect(await within(card('Profile visibility')).findByText('Saved')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(calls.find((call) => call.method === 'PATCH')).toEqual({
      url: '/api/candidate/profile',
      method: 'PATCH',
      body: { discoverable: false },
    });
  });

  it('keeps the switch where it was when the change fails', async () => {
    stubApi(
      (call) =>
        call.method === 'PATCH'
          ? Response.json({ message: 'Something went wrong' }, { status: 500 })
          : undefined,
      ownProfile('adalove', { discoverable: false }),
    );
    await openSettings('candidate');
    const toggle = within(card('Profile visibility')).getByRole('switch');
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(await within(card('Profile visibility')).findByRole('alert')).toHaveTextContent(
      'Not saved: Something went wrong',
    );
    expect(toggle).not.toBeChecked();
  });

  it('offers the switch to candidates only', async () => {
    stubApi();
    await openSettings('recruiter');
    expect(
      screen.queryByRole('switch', { name: 'Let recruiters find me' }),
    ).not.toBeInTheDocument();
  });

  it('downloads the export as a JSON file', async () => {
    const exported = { profile: { username: 'adalove' }, applications: [] };
    const calls = stubApi((call) =>
      call.url.endsWith('/export') ? Response.json(exported) : undefined,
    );
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:export');
    // jsdom has no object URLs.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = vi.fn();
      },
    );
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });
    await openSettings('candidate');
    await userEvent.click(
      within(card('Download my data')).getByRole('button', { name: 'Download my data' }),
    );

    expect(await within(card('Download my data')).findByRole('status')).toHaveTextContent(
      'jobhunter-adalove-data.json',
    );
    expect(
      calls.some((call) => call.url === '/api/candidate/export' && call.method === 'GET'),
    ).toBe(true);
    expect(clicks).toHaveLength(1);
    expect(clicks[0].download).toBe('jobhunter-adalove-data.json');
    expect(clicks[0].href).toBe('blob:export');
    expect(JSON.parse(await readBlob(createObjectURL.mock.calls[0][0]))).toEqual(exported);
  });

  it('deletes the account with the spec texts and goes home after 2.5 s', async () => {
    const calls = stubApi((call) =>
      call.method === 'DELETE' ? Response.json({ message: 'deleted' }) : undefined,
    );
    await openSettings('candidate');
    await userEvent.click(
      within(card('Delete account')).getByRole('button', { name: 'Delete Profile' }),
    );
    const confirm = screen.getByRole('alertdialog', { name: 'Delete Account' });
    expect(confirm).toHaveTextContent(
      'Are you sure you want to delete this account? This action cannot be undone.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));

    expect(await screen.findByRole('alertdialog', { name: 'Deleted !' })).toHaveTextContent(
      'Account Deleted Successfully.Navigating back to homepage....',
    );
    expect(
      calls.some(
        (call) => call.url === '/api/candidate/delete/adalove' && call.method === 'DELETE',
      ),
    ).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.candidate.username)).toBeNull();
    await screen.findByText('Home page', undefined, { timeout: 3500 });
  });
});
