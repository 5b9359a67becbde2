import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompanyTeamPage } from '@/features/company-team/components/company-team-page';
import { mockApi, renderRoute } from '../helpers/render';
import { mine, signIn } from './team-fixture';

afterEach(() => vi.unstubAllGlobals());

const page = () =>
  renderRoute(<CompanyTeamPage />, {
    path: '/RecruiterDashboard/Company',
    pattern: '/RecruiterDashboard/Company',
  });

type Call = { method: string; path: string; body: unknown };

/** A fake API: `GET mine` answers `current()`, everything else `reply(call)`. */
function fakeApi(
  current: () => unknown,
  reply: (call: Call) => { status?: number; body?: unknown } = () => ({ body: {} }),
) {
  const calls: Call[] = [];
  const fetchMock = mockApi((url, init) => {
    const call = {
      method: init.method ?? 'GET',
      path: url.pathname,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    if (call.method === 'GET' && call.path === '/api/companies/mine') {
      const body = current();
      return body === null ? { status: 404, body: { message: 'Not in a company' } } : { body };
    }
    calls.push(call);
    return reply(call);
  });
  return { calls, fetchMock };
}

describe('company page for a recruiter', () => {
  it('asks a signed-out visitor to sign in as a recruiter, coming back here', () => {
    const { fetchMock } = fakeApi(() => null);
    page();
    expect(screen.getByRole('heading', { level: 1, name: 'Company' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in as a recruiter' })).toHaveAttribute(
      'href',
      `/RecruiterLogin?next=${encodeURIComponent('/RecruiterDashboard/Company')}`,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('without a company: creates one with what was entered, then shows it', async () => {
    signIn('recruiter', 'priya');
    let company: unknown = null;
    const { calls, fetchMock } = fakeApi(
      () => company,
      (call) => {
        company = mine();
        return { status: 201, body: { slug: 'northwind-labs', role: 'owner', ...call.body! } };
      },
    );
    const user = userEvent.setup();
    page();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Create your company' }),
    ).toBeInTheDocument();
    expect(new Headers(fetchMock.mock.calls[0][1]?.headers).get('Authorization')).toBe(
      'Bearer token',
    );

    await user.click(screen.getByRole('button', { name: 'Create company' }));
    expect(screen.getByText('Enter the company name')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText('Company name'), '  Northwind Labs ');
    await user.type(screen.getByLabelText('Website'), 'https://northwind.example');
    await user.type(screen.getByLabelText('About'), 'We build things.{Enter}And ship them.');
    await user.click(screen.getByRole('button', { name: 'Create company' }));

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/api/companies',
      body: {
        name: 'Northwind Labs',
        website: 'https://northwind.example',
        about: 'We build things.\nAnd ship them.',
      },
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Company settings' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Company name')).toHaveValue('Northwind Labs');
  });

  it('checks the shared rules before sending: each field shows its problem', async () => {
    signIn('recruiter', 'priya');
    const { calls } = fakeApi(() => null);
    const user = userEvent.setup();
    page();
    await user.type(await screen.findByLabelText('Company name'), 'A');
    await user.type(screen.getByLabelText('Website'), 'northwind.example');
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    expect(screen.getByLabelText('Company name')).toHaveAccessibleDescription(
      'Name must be 2 to 100 characters',
    );
    expect(screen.getByLabelText('Website')).toHaveAccessibleDescription(
      expect.stringContaining('Website must be an http:// or https:// address'),
    );
    expect(calls).toHaveLength(0);
  });

  it("shows the server's 409s when creating", async () => {
    signIn('recruiter', 'priya');
    const messages = ['A company with that name exists', 'You are already in a company'];
    fakeApi(
      () => null,
      () => ({ status: 409, body: { message: messages.shift() } }),
    );
    const user = userEvent.setup();
    page();
    await user.type(await screen.findByLabelText('Company name'), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A company with that name exists');
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('You are already in a company'),
    );
  });

  it('an owner saves the settings, clearing a field', async () => {
    signIn('recruiter', 'priya');
    const { calls } = fakeApi(() => mine());
    const user = userEvent.setup();
    page();
    const name = await screen.findByLabelText('Company name');
    await user.clear(name);
    await user.type(name, 'Northwind');
    await user.clear(screen.getByLabelText('Website'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      method: 'PATCH',
      path: '/api/companies/northwind-labs',
      body: { name: 'Northwind', website: '', about: 'We build things.', logo: '' },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Company details saved');
  });

  it('lists members and pending invitations; a viewer reads them without controls', async () => {
    signIn('recruiter', 'priya');
    fakeApi(() => mine('viewer'));
    page();
    const members = await screen.findByRole('heading', { level: 2, name: 'Members' });
    const list = members.closest('div.rounded-2xl') as HTMLElement;
    expect(within(list).getByText('@sam')).toBeInTheDocument();
    expect(within(list).getByText('Sam Tester')).toBeInTheDocument();
    expect(within(list).getAllByText('Recruiter').length).toBeGreaterThan(0);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Company name')).not.toBeInTheDocument();
    expect(screen.getByText('Only an owner can change these details.')).toBeInTheDocument();
    expect(screen.getByText('We build things.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pending invitations' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave company' })).toBeInTheDocument();
  });

  it('an owner invites a colleague with a role; a 409 is shown', async () => {
    signIn('recruiter', 'priya');
    const { calls } = fakeApi(
      () => mine(),
      (call) =>
        (call.body as { email: string }).email === 'sam@example.com'
          ? { status: 409, body: { message: 'Already a member of this company' } }
          : { status: 201, body: { id: 'inv-2', ...(call.body as object) } },
    );
    const user = userEvent.setup();
    page();
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Invite a colleague' }),
    ).toBeInTheDocument();
    const invitations = screen.getByRole('heading', { level: 2, name: 'Pending invitations' });
    expect(invitations).toBeInTheDocument();
    expect(screen.getByText('lee@example.com')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Email must be a valid email address',
    );
    expect(calls).toHaveLength(0);
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.selectOptions(screen.getByLabelText('Role'), 'viewer');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/api/companies/northwind-labs/invitations',
      body: { email: 'new@example.com', role: 'viewer' },
    });
    expect(await screen.findByText('Invitation sent to new@example.com')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');

    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Already a member of this company');
  });

  it('an owner revokes an invitation', async () => {
    signIn('recruiter', 'priya');
    let current = mine();
    const { calls } = fakeApi(
      () => current,
      () => {
        current = { ...mine(), invitations: [] };
        return { body: { message: 'Invitation revoked' } };
      },
    );
    const user = userEvent.setup();
    page();
    await user.click(
      await screen.findByRole('button', { name: 'Revoke the invitation to lee@example.com' }),
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'DELETE',
      path: '/api/companies/northwind-labs/invitations/inv-1',
    });
    expect(await screen.findByText('No pending invitations.')).toBeInTheDocument();
    expect(screen.queryByText('lee@example.com')).not.toBeInTheDocument();
  });

  it("an owner changes a member's role; the 409 'needs an owner' is shown", async () => {
    signIn('recruiter', 'priya');
    const { calls } = fakeApi(
      () => mine(),
      (call) =>
        call.path.endsWith('/priya')
          ? { status: 409, body: { message: 'The company needs at least one owner' } }
          : { body: { message: 'Role changed' } },
    );
    const user = userEvent.setup();
    page();
    await user.selectOptions(await screen.findByLabelText('Role of Sam Tester'), 'viewer');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      method: 'PATCH',
      path: '/api/companies/northwind-labs/members/sam',
      body: { role: 'viewer' },
    });
    await user.selectOptions(screen.getByLabelText('Role of Priya Tester'), 'recruiter');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The company needs at least one owner',
    );
    // The select keeps showing the stored role.
    await waitFor(() => expect(screen.getByLabelText('Role of Priya Tester')).toHaveValue('owner'));
  });

  it('an owner removes a member only after confirming', async () => {
    signIn('recruiter', 'priya');
    let current = mine();
    const { calls } = fakeApi(
      () => current,
      () => {
        current = { ...mine(), members: [mine().members[0]] };
        return { body: { message: 'Member removed' } };
      },
    );
    const user = userEvent.setup();
    page();
    expect(await screen.findByText('@priya')).toBeInTheDocument();
    // Nobody removes themself: they leave.
    expect(screen.queryByRole('button', { name: 'Remove Priya Tester' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Sam Tester' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Remove Sam Tester?' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove Sam Tester' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Remove Sam Tester?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'DELETE',
      path: '/api/companies/northwind-labs/members/sam',
    });
    await waitFor(() => expect(screen.queryByText('@sam')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Members' })).toHaveFocus(),
    );
  });

  it('a member leaves after confirming; the 409 of a last owner is shown', async () => {
    signIn('recruiter', 'sam');
    let current: unknown = mine('recruiter');
    let refuse = true;
    const { calls } = fakeApi(
      () => current,
      () => {
        if (refuse) {
          refuse = false;
          return {
            status: 409,
            body: { message: 'The last owner cannot leave while others remain' },
          };
        }
        current = null;
        return { body: { message: 'Left' } };
      },
    );
    const user = userEvent.setup();
    page();
    await user.click(await screen.findByRole('button', { name: 'Leave company' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Leave Northwind Labs?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The last owner cannot leave while others remain',
    );
    expect(calls[0]).toMatchObject({
      method: 'DELETE',
      path: '/api/companies/northwind-labs/members/sam',
    });

    await user.click(screen.getByRole('button', { name: 'Leave company' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Leave Northwind Labs?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    const left = await screen.findByRole('status');
    expect(left).toHaveTextContent('You left Northwind Labs.');
    await waitFor(() => expect(left).toHaveFocus());
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Create your company' }),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });
});
