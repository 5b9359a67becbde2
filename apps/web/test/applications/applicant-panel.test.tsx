import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cardNames,
  column,
  recruiterApi,
  renderApplicants,
  sentBodies,
} from './applicants-fixture';

afterEach(() => vi.unstubAllGlobals());

const HISTORY = [
  { from: null, to: 'applied', by: 'candidate', changedAt: '2026-11-02T09:00:00.000Z' },
  { from: 'applied', to: 'interview', by: 'recruiter', changedAt: '2026-11-04T09:00:00.000Z' },
];
const NOTES = [
  { id: 'n1', text: 'Strong maths', author: 'priya', createdAt: '2026-11-04T10:00:00.000Z' },
];

async function openPanel(name: string) {
  const opener = await screen.findByRole('button', { name });
  await userEvent.click(opener);
  return { opener, panel: await screen.findByRole('dialog', { name }) };
}

describe('Applicant side panel', () => {
  it('shows the profile summary, the status history and the private notes, adds a note and gives the focus back on Escape', async () => {
    const fetchMock = recruiterApi({ history: HISTORY, notes: NOTES });
    renderApplicants();
    const { opener, panel } = await openPanel('Ada Lovelace');
    expect(within(panel).getByText('@ada · Applied 2 Nov 2026')).toBeInTheDocument();
    expect(within(panel).getByText('Analyst')).toBeInTheDocument();
    expect(within(panel).getByText('Numbers and machines.')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'View full profile' })).toHaveAttribute(
      'href',
      '/Candidate/ada',
    );
    expect(within(panel).getByLabelText('Application status')).toHaveValue('applied');

    const history = await within(panel).findByRole('list', { name: 'Status history' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Applied · 2 Nov 2026', 'Moved to Interview by recruiter · 4 Nov 2026']);
    const historyCall = fetchMock.mock.calls.find(([input]) =>
      String(input).includes('/applications/history'),
    );
    expect(String(historyCall?.[0])).toContain('jobID=ABC123&candidateUsername=ada');

    expect(within(panel).getByText('Only you can see these notes.')).toBeInTheDocument();
    expect(await within(panel).findByText('Strong maths')).toBeInTheDocument();
    await userEvent.type(within(panel).getByLabelText('Add a note'), 'Call on Monday');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    const notes = within(panel).getByRole('list', { name: 'Notes' });
    expect(await within(notes).findByText('Call on Monday')).toBeInTheDocument();
    expect(within(notes).getAllByRole('listitem')).toHaveLength(2);
    expect(within(panel).getByLabelText('Add a note')).toHaveValue('');
    expect(sentBodies(fetchMock, 'POST', '/api/applications/notes')).toEqual([
      { jobID: 'ABC123', candidateUsername: 'ada', text: 'Call on Monday' },
    ]);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("shows why a note was not saved: the form's rule and the server's 400 message", async () => {
    const fetchMock = recruiterApi({
      addNote: () => ({ status: 400, body: { message: 'A note can be at most 2000 characters' } }),
    });
    renderApplicants();
    const { panel } = await openPanel('Ada Lovelace');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('Note text is required')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/applications/notes')).toEqual([]);

    await userEvent.type(within(panel).getByLabelText('Add a note'), 'Too long, says the server');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('A note can be at most 2000 characters')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(within(panel).getByLabelText('Add a note')).toHaveValue('Too long, says the server');
  });

  it('changes the status from the panel and the board follows', async () => {
    const fetchMock = recruiterApi();
    renderApplicants();
    const { panel } = await openPanel('Grace Hopper');
    await userEvent.selectOptions(within(panel).getByLabelText('Application status'), 'Offer made');
    await waitFor(() =>
      expect(within(panel).getByLabelText('Application status')).toHaveValue('offer'),
    );
    expect(sentBodies(fetchMock, 'PATCH', '/api/applications/status')).toEqual([
      { jobID: 'ABC123', candidateUsername: 'grace', status: 'offer' },
    ]);
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cardNames(column('Offer made'))).toEqual(['Grace Hopper']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Grace Hopper' })).toHaveFocus());
  });

  it('a withdrawn application is read-only', async () => {
    recruiterApi();
    renderApplicants();
    const { panel } = await openPanel('Alan Turing');
    expect(
      within(panel).getByText(
        'The candidate withdrew this application. It can no longer be moved.',
      ),
    ).toBeInTheDocument();
    expect(within(panel).queryByLabelText('Application status')).not.toBeInTheDocument();
  });
});
