import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InboxPage } from '@/features/messages/components/inbox-page';
import { mockApi, renderRoutes } from '../helpers/render';
import { signIn, thread } from './fixtures';

afterEach(() => vi.unstubAllGlobals());

/** The inbox at /Messages, and where its links lead (each page says its own path). */
function renderInbox() {
  return renderRoutes(
    [
      { path: '/Messages', element: <InboxPage /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    '/Messages',
  );
}

const conversations = () => screen.findByRole('list', { name: 'Conversations' });

describe('Inbox', () => {
  it("lists a candidate's conversations as the server orders them, with unread counts, each leading to the application's page", async () => {
    signIn('candidate', 'ada');
    const fetchMock = mockApi((url) =>
      url.pathname === '/api/messages/threads'
        ? {
            body: [
              thread({ unread: 3 }),
              thread({
                jobID: 'DEF456',
                designation: 'Data Engineer',
                company_name: 'Globex',
                with: {
                  role: 'recruiter',
                  username: 'sam',
                  firstName: 'Sam',
                  lastName: 'Lee',
                  photo: '',
                },
                last: {
                  text: 'Thanks, I will wait for your reply',
                  createdAt: '2026-11-18T09:00:00.000Z',
                  from: { role: 'candidate', username: 'ada' },
                },
              }),
            ],
          }
        : { status: 404, body: { message: 'Unexpected' } },
    );
    const { router } = renderInbox();
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const items = within(await conversations()).getAllByRole('link');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Priya Shah');
    expect(items[0]).toHaveTextContent('Frontend Engineer · Acme');
    // Only the first line of the last message.
    expect(within(items[0]!).getByText('Are you free next week?')).toBeInTheDocument();
    expect(items[0]).not.toHaveTextContent('Tuesday');
    expect(within(items[0]!).getByText('3 unread')).toHaveClass('sr-only');
    expect(items[0]).toHaveAttribute('href', '/CandidateDashboard/MyJobApplications/ABC123');
    expect(items[1]).toHaveTextContent('Sam Lee');
    expect(
      within(items[1]!).getByText('You: Thanks, I will wait for your reply'),
    ).toBeInTheDocument();
    expect(items[1]).not.toHaveTextContent('unread');
    expect(screen.getByText('3 unread', { selector: 'p' })).toBeInTheDocument();
    expect(document.title).toBe('Messages (3 unread) · JobHunter');
    const call = fetchMock.mock.calls[0]!;
    expect(new Headers((call[1] as RequestInit).headers).get('Authorization')).toBe('Bearer token');

    await userEvent.click(items[1]!);
    expect(router.state.location.pathname).toBe('/CandidateDashboard/MyJobApplications/DEF456');
  });

  it("leads a recruiter to the applicant's open panel", async () => {
    signIn('recruiter', 'priya');
    mockApi(() => ({
      body: [
        thread({
          with: {
            role: 'candidate',
            username: 'ada',
            firstName: 'Ada',
            lastName: 'Lovelace',
            photo: '',
          },
          last: {
            text: 'Is it remote?',
            createdAt: '2026-11-20T09:00:00.000Z',
            from: { role: 'candidate', username: 'ada' },
          },
          unread: 1,
        }),
      ],
    }));
    renderInbox();
    const [item] = within(await conversations()).getAllByRole('link');
    expect(item).toHaveTextContent('Ada Lovelace');
    expect(item).toHaveTextContent('1 unread');
    expect(item).toHaveAttribute('href', '/RecruiterDashboard/MyRecruitments/ABC123?applicant=ada');
  });

  it('says when there is no conversation yet', async () => {
    signIn('candidate', 'ada');
    mockApi(() => ({ body: [] }));
    renderInbox();
    expect(
      await screen.findByRole('heading', { name: 'No conversations yet' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Messages · JobHunter');
  });

  it('asks a visitor to sign in, and comes back here after', () => {
    const fetchMock = mockApi(() => ({ body: [] }));
    renderInbox();
    expect(
      screen.getByRole('heading', { name: 'Log in to see your messages' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in as a candidate' })).toHaveAttribute(
      'href',
      '/CandidateLogin?next=%2FMessages',
    );
    expect(screen.getByRole('link', { name: 'Sign in as a recruiter' })).toHaveAttribute(
      'href',
      '/RecruiterLogin?next=%2FMessages',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
