import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FindCandidatesPage } from '@/features/candidate-search/components/find-candidates-page';
import { mockApi, renderRoute } from '../helpers/render';
import { hit, myJob, PATH, result, signInRecruiter } from './candidate-fixture';

const MY_JOBS = [
  myJob({ jobID: 'ABC123', designation: 'Frontend Engineer' }),
  myJob({ jobID: 'DEF456', designation: 'Data Engineer', role: 'recruiter' }),
  myJob({ jobID: 'OLD001', designation: 'Closed Role', status: 'closed' }),
  myJob({ jobID: 'VIE001', designation: 'Watched Role', role: 'viewer' }),
];

type Reply = { status?: number; body?: unknown };

/** The search finds Ada; `invite` answers the POST. Returns the fetch mock. */
function api(invite: () => Reply) {
  return mockApi((url, init) => {
    if (url.pathname === '/api/candidate/search') return { body: result({ candidates: [hit()] }) };
    if (url.pathname === '/api/job/mine') return { body: MY_JOBS };
    if (url.pathname === '/api/candidate/invitations' && init.method === 'POST') return invite();
    return { status: 404, body: { message: 'Not found' } };
  });
}

async function openDialog() {
  const user = userEvent.setup();
  renderRoute(<FindCandidatesPage />, { path: `${PATH}?q=react`, pattern: PATH });
  const card = (await screen.findByRole('article', { name: 'Ada Lovelace' })) as HTMLElement;
  const button = within(card).getByRole('button', { name: 'Invite to apply' });
  await user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Invite Ada Lovelace to apply' });
  return { user, card, button, dialog };
}

beforeEach(signInRecruiter);
afterEach(() => vi.unstubAllGlobals());

describe('Invite to apply', () => {
  it("offers the recruiter's open jobs they may act on, sends job and note, then says so on the card", async () => {
    const fetchMock = api(() => ({
      status: 201,
      body: {
        invitation: {
          id: '1',
          jobID: 'DEF456',
          username: 'ada',
          note: 'You would love it',
          createdAt: '2026-11-27T10:00:00.000Z',
        },
      },
    }));
    const { user, card, button, dialog } = await openDialog();
    const job = await within(dialog).findByRole('combobox', { name: 'Job' });
    expect(
      within(job)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Frontend Engineer (ABC123)', 'Data Engineer (DEF456)']);
    expect(job).toHaveValue('ABC123');
    await user.selectOptions(job, 'DEF456');
    const note = within(dialog).getByRole('textbox', { name: 'Note (optional)' });
    expect(note).toHaveAccessibleDescription('0 / 1,000 characters');
    await user.type(note, 'You would love it');
    expect(note).toHaveAccessibleDescription('17 / 1,000 characters');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(card).getByRole('status')).toHaveTextContent('Invitation sent (Data Engineer)');
    expect(button).toHaveFocus();
    const post = fetchMock.mock.calls.find(([input]) =>
      String(input).endsWith('/api/candidate/invitations'),
    );
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      username: 'ada',
      jobID: 'DEF456',
      note: 'You would love it',
    });
    expect(new Headers(post?.[1]?.headers).get('Authorization')).toBe('Bearer token');
  });

  it("shows the server's refusal (409) in the dialog, which stays open", async () => {
    api(() => ({
      status: 409,
      body: { message: 'This candidate was already invited to this job' },
    }));
    const { user, card, dialog } = await openDialog();
    await within(dialog).findByRole('combobox', { name: 'Job' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This candidate was already invited to this job',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(card).queryByText(/Invitation sent/)).not.toBeInTheDocument();
  });

  it('says when the recruiter has no open job to invite to', async () => {
    mockApi((url) =>
      url.pathname === '/api/job/mine'
        ? { body: [MY_JOBS[2], MY_JOBS[3]] }
        : { body: result({ candidates: [hit()] }) },
    );
    const { dialog } = await openDialog();
    expect(
      await within(dialog).findByText(/You have no open jobs to invite candidates to/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Post a job' })).toHaveAttribute(
      'href',
      '/JobPosting',
    );
  });
});
