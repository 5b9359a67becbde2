import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConversationMessage } from '@jobhunter/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageKeys } from '@/api/messages/messages-keys';
import { notificationKeys } from '@/api/notifications/notification-keys';
import { Conversation } from '@/components/conversation/conversation';
import { mockApi, renderRoute } from '../helpers/render';
import { sentBodies } from '../applications/applicants-fixture';
import { message, signIn } from './fixtures';

afterEach(() => vi.unstubAllGlobals());

type Reply = { status?: number; body?: unknown };

/** The conversation API over `messages` (as they are at each call); a POST is stored in it (or answered by `post`). */
function conversationApi(
  messages: ConversationMessage[],
  post?: (body: { text: string }) => Reply,
) {
  const stored = messages;
  return mockApi((url, init) => {
    if (url.pathname !== '/api/applications/messages')
      return { status: 404, body: { message: `Unexpected ${url.pathname}` } };
    if (init.method === 'POST') {
      const body = JSON.parse(String(init.body));
      const reply = post?.(body);
      if (reply) return reply;
      const created = message({
        id: `m${stored.length + 1}`,
        from: { role: 'candidate', username: 'ada' },
        text: body.text,
        createdAt: '2026-11-21T10:00:00.000Z',
      });
      stored.push(created);
      return { status: 201, body: created };
    }
    return { body: stored };
  });
}

const asCandidate = (props: { withdrawn?: boolean } = {}) => {
  signIn('candidate', 'ada');
  return renderRoute(
    <Conversation viewer="candidate" jobID="ABC123" candidateUsername="ada" {...props} />,
  );
};

const messageTexts = () =>
  within(screen.getByRole('log', { name: 'Messages' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('Conversation', () => {
  it('shows the messages oldest first with who wrote them, when, and whether the other side read them', async () => {
    const fetchMock = conversationApi([
      message(),
      message({
        id: 'm2',
        from: { role: 'candidate', username: 'ada' },
        text: 'Yes, Tuesday works.',
        createdAt: '2026-11-20T10:00:00.000Z',
        readAt: '2026-11-20T11:00:00.000Z',
      }),
      message({
        id: 'm3',
        from: { role: 'candidate', username: 'ada' },
        text: 'Or Wednesday.',
        createdAt: '2026-11-20T10:05:00.000Z',
      }),
    ]);
    asCandidate();
    const log = await screen.findByRole('log', { name: 'Messages' });
    const items = within(log).getAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByRole('paragraph')[0]?.textContent)).toEqual([
      'Recruiter (priya)',
      'You',
      'You',
    ]);
    expect(items[0]).toHaveTextContent('Hello Ada, are you free next week?');
    expect(items[0]).not.toHaveTextContent(/Read|Sent/);
    expect(items[1]).toHaveTextContent(/Yes, Tuesday works\..*Read$/);
    expect(items[2]).toHaveTextContent(/Or Wednesday\..*Sent$/);
    const time = within(items[0]!).getByText((_, element) => element?.tagName === 'TIME');
    expect(time).toHaveAttribute('datetime', '2026-11-20T09:00:00.000Z');
    // The reader's locale decides the order of day and month; the zone is always named.
    expect(time.textContent).toMatch(
      /^(\d{1,2} Nov 2026, \d{1,2}:\d{2}|Nov \d{1,2}, 2026, \d{1,2}:\d{2} [AP]M) \S+/,
    );

    // A candidate asks for their own application: no candidateUsername.
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/applications/messages?jobID=ABC123');
  });

  it('sends a message with the button and with Ctrl+Enter, shows it and empties the box', async () => {
    const fetchMock = conversationApi([]);
    asCandidate();
    expect(await screen.findByText('No messages yet. Write the first one.')).toBeInTheDocument();
    const box = screen.getByLabelText('Message');
    await userEvent.type(box, 'Thank you for the call');
    expect(screen.getByText('22/5000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you for the call')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(messageTexts()).toEqual([expect.stringMatching(/^YouThank you for the call.*Sent$/)]);

    await userEvent.type(box, 'One more thing{Control>}{Enter}{/Control}');
    expect(await screen.findByText('One more thing')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/applications/messages')).toEqual([
      { jobID: 'ABC123', text: 'Thank you for the call' },
      { jobID: 'ABC123', text: 'One more thing' },
    ]);
  });

  it("checks the text before sending, and shows the server's 400 and 409 messages, keeping the text", async () => {
    const replies: Reply[] = [
      { status: 400, body: { message: 'A message must be at most 5,000 characters' } },
      {
        status: 409,
        body: { message: 'This application was withdrawn, so the conversation is closed' },
      },
    ];
    const fetchMock = conversationApi([message()], () => replies.shift() ?? {});
    asCandidate();
    await screen.findByRole('log', { name: 'Messages' });
    await userEvent.type(screen.getByLabelText('Message'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Write a message first');
    expect(sentBodies(fetchMock, 'POST', '/api/applications/messages')).toEqual([]);

    await userEvent.type(screen.getByLabelText('Message'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A message must be at most 5,000 characters',
    );
    expect(screen.getByLabelText('Message')).toHaveValue('   Hello');
    expect(screen.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'This application was withdrawn, so the conversation is closed',
      ),
    );
    expect(messageTexts()).toHaveLength(1);
  });

  it('has no reply box for a reader who may only read, or once the application is withdrawn, and says why', async () => {
    conversationApi([message({ from: { role: 'candidate', username: 'ada' }, text: 'Hi' })]);
    signIn('recruiter', 'vik');
    const view = renderRoute(
      <Conversation
        viewer="recruiter"
        jobID="ABC123"
        candidateUsername="ada"
        candidateName="Ada Lovelace"
        readOnly
      />,
    );
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.queryByLabelText('Message')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'You have view-only access to this job: you can read this conversation but not reply.',
    );
    view.unmount();

    asCandidate({ withdrawn: true });
    expect(await screen.findByRole('note')).toHaveTextContent(
      'This application was withdrawn, so the conversation is closed.',
    );
    expect(screen.queryByLabelText('Message')).not.toBeInTheDocument();
  });

  it("refreshes the inbox and the notifications once it has brought in the other side's messages (reading marks them read)", async () => {
    conversationApi([message()]);
    const { client } = asCandidate();
    client.setQueryData(messageKeys.threads('candidate', 'ada'), []);
    client.setQueryData(notificationKeys.list('candidate', 'ada'), { items: [], unread: 1 });
    await screen.findByRole('log', { name: 'Messages' });
    await waitFor(() =>
      expect(client.getQueryState(notificationKeys.list('candidate', 'ada'))?.isInvalidated).toBe(
        true,
      ),
    );
    expect(client.getQueryState(messageKeys.threads('candidate', 'ada'))?.isInvalidated).toBe(true);
  });

  it('asks again every 15 seconds, so a reply shows without reloading', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const messages = [message({ from: { role: 'candidate', username: 'ada' }, text: 'Hi' })];
      conversationApi(messages);
      asCandidate();
      await screen.findByText('Hi');
      messages.push(message({ id: 'm2', text: 'Hello Ada' }));
      // Served as it was: the new message comes only with the next poll.
      expect(screen.queryByText('Hello Ada')).not.toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(15_000);
      expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
