import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationsPage } from '@/features/notifications/components/notifications-page';
import { signIn } from '../helpers/own-profile';
import { renderRoutes } from '../helpers/render';
import { notification, stubFetch } from './fixtures';

afterEach(() => vi.unstubAllGlobals());

describe('Message and interview notifications', () => {
  it("are listed like the others and open the applicant's panel they link to", async () => {
    signIn('recruiter', 'priya');
    stubFetch((call) => {
      if (call.url === '/api/notifications')
        return {
          body: {
            items: [
              notification({
                id: 'n1',
                type: 'message',
                title: 'New message from Ada Lovelace',
                body: 'Frontend Engineer: Is the role remote?',
                link: '/RecruiterDashboard/MyRecruitments/ABC123?applicant=ada',
              }),
              notification({
                id: 'n2',
                type: 'interview',
                title: 'Ada Lovelace accepted an interview',
                body: 'Frontend Engineer, Tue 1 Dec 2026, 14:00–15:00 UTC',
                link: '/RecruiterDashboard/MyRecruitments/ABC123?applicant=ada',
                readAt: '2026-11-20T09:00:00.000Z',
              }),
            ],
            unread: 1,
          },
        };
      if (call.url === '/api/notifications/read') return { body: { message: 'ok' } };
      return undefined;
    });
    const { router } = renderRoutes(
      [
        { path: '/Notifications', element: <NotificationsPage /> },
        { path: '/RecruiterDashboard/MyRecruitments/:jobID', element: <p>Applicants</p> },
      ],
      '/Notifications',
    );
    const items = await screen.findAllByRole('listitem');
    expect(within(items[0]!).getByRole('button')).toHaveAccessibleName(
      'Unread: New message from Ada Lovelace',
    );
    expect(within(items[0]!).getByRole('button')).toHaveAccessibleDescription(
      /^Frontend Engineer: Is the role remote\?/,
    );
    expect(within(items[1]!).getByRole('button')).toHaveAccessibleName(
      'Ada Lovelace accepted an interview',
    );

    await userEvent.click(within(items[0]!).getByRole('button'));
    expect(await screen.findByText('Applicants')).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/RecruiterDashboard/MyRecruitments/ABC123?applicant=ada',
    );
  });
});
