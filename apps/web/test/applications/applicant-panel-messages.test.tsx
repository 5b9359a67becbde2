import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { message } from '../messages/fixtures';
import { recruiterApi, renderApplicants, sentBodies } from './applicants-fixture';

afterEach(() => vi.unstubAllGlobals());

const FROM_ADA = message({
  from: { role: 'candidate', username: 'ada' },
  text: 'Is the role remote?',
  createdAt: '2026-11-05T09:00:00.000Z',
});

/** The panel's section under the heading `title`. */
const section = (panel: HTMLElement, title: string) =>
  within(panel).getByRole('heading', { level: 3, name: title }).closest('section') as HTMLElement;

describe('Applicant panel: messages', () => {
  it('opens from ?applicant= in the URL, shows the conversation and sends a reply to that applicant', async () => {
    const fetchMock = recruiterApi({ messages: [FROM_ADA] });
    renderApplicants('?applicant=ada');
    const panel = await screen.findByRole('dialog', { name: 'Ada Lovelace' });
    expect(section(panel, 'Interviews')).toBeInTheDocument();
    const messages = section(panel, 'Messages');
    const log = await within(messages).findByRole('log', { name: 'Messages' });
    expect(within(log).getByRole('listitem')).toHaveTextContent(
      /^Ada LovelaceIs the role remote\?/,
    );
    const get = fetchMock.mock.calls.find(([input]) =>
      String(input).startsWith('/api/applications/messages'),
    );
    expect(String(get?.[0])).toBe('/api/applications/messages?jobID=ABC123&candidateUsername=ada');

    await userEvent.type(within(messages).getByLabelText('Message'), 'Yes, fully remote.');
    await userEvent.click(within(messages).getByRole('button', { name: 'Send' }));
    expect(await within(log).findByText('Yes, fully remote.')).toBeInTheDocument();
    expect(within(log).getAllByRole('listitem')[1]).toHaveTextContent(/^You.*Sent$/);
    expect(sentBodies(fetchMock, 'POST', '/api/applications/messages')).toEqual([
      { jobID: 'ABC123', candidateUsername: 'ada', text: 'Yes, fully remote.' },
    ]);
  });

  it('keeps ?applicant= in step with the panel: set on opening, gone on closing', async () => {
    recruiterApi();
    const { router } = renderApplicants('?view=list');
    await userEvent.click(await screen.findByRole('button', { name: 'Grace Hopper' }));
    await screen.findByRole('dialog', { name: 'Grace Hopper' });
    expect(new URLSearchParams(router.state.location.search).get('applicant')).toBe('grace');
    expect(new URLSearchParams(router.state.location.search).get('view')).toBe('list');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?view=list');
  });

  it('lets a viewer read the conversation without a reply box', async () => {
    recruiterApi({ role: 'viewer', messages: [FROM_ADA] });
    renderApplicants('?applicant=ada');
    const panel = await screen.findByRole('dialog', { name: 'Ada Lovelace' });
    const messages = section(panel, 'Messages');
    expect(await within(messages).findByText('Is the role remote?')).toBeInTheDocument();
    expect(within(messages).queryByLabelText('Message')).not.toBeInTheDocument();
    expect(within(messages).getByRole('note')).toHaveTextContent(
      'You have view-only access to this job',
    );
  });

  it("closes a withdrawn application's conversation", async () => {
    recruiterApi();
    renderApplicants('?applicant=alan');
    const panel = await screen.findByRole('dialog', { name: 'Alan Turing' });
    const messages = section(panel, 'Messages');
    expect(await within(messages).findByText('No messages yet.')).toBeInTheDocument();
    expect(within(messages).getByRole('note')).toHaveTextContent(
      'This application was withdrawn, so the conversation is closed.',
    );
    expect(within(messages).queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });
});
