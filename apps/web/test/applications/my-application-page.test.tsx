import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MyApplicationPage } from '@/features/applications/components/my-application-page';
import { MyJobApplicationsPage } from '@/features/applications/components/my-job-applications-page';
import { job } from '../jobs/job-fixture';
import { mockApi, renderRoute, renderRoutes } from '../helpers/render';
import { message, signIn, thread } from '../messages/fixtures';
import { sentBodies } from './applicants-fixture';

afterEach(() => vi.unstubAllGlobals());

const APPLIED = [
  { ...job(), applicationStatus: 'interview', appliedAt: '2026-11-02T09:00:00.000Z' },
  {
    ...job({ jobID: 'DEF456', designation: 'Data Engineer' }),
    applicationStatus: 'withdrawn',
    appliedAt: '2026-11-03T09:00:00.000Z',
  },
];

/** The candidate ada, who applied to ABC123 and withdrew from DEF456, and the API around her. */
function candidateApi() {
  signIn('candidate', 'ada');
  const messages = [message()];
  return mockApi((url, init) => {
    if (url.pathname === '/api/candidate/dashboard') return { body: { username: 'ada' } };
    if (url.pathname === '/api/applications/jobStatus') return { body: APPLIED };
    if (url.pathname === '/api/applications/messages' && init.method === 'POST') {
      const created = message({
        id: 'm2',
        from: { role: 'candidate', username: 'ada' },
        text: JSON.parse(String(init.body)).text,
        createdAt: '2026-11-21T10:00:00.000Z',
      });
      messages.push(created);
      return { status: 201, body: created };
    }
    if (url.pathname === '/api/applications/messages')
      return url.searchParams.get('jobID') === 'ABC123' ? { body: messages } : { body: [] };
    if (url.pathname === '/api/interviews') return { body: [] };
    if (url.pathname === '/api/messages/threads') return { body: [thread({ unread: 2 })] };
    return { status: 404, body: { message: `Unexpected ${url.pathname}` } };
  });
}

const PATTERN = '/CandidateDashboard/MyJobApplications/:jobID';
const openPage = (jobID: string) =>
  renderRoute(<MyApplicationPage />, {
    path: `/CandidateDashboard/MyJobApplications/${jobID}`,
    pattern: PATTERN,
  });

describe("A candidate's application page", () => {
  it('shows the job, where the application stands, and the conversation, where the candidate replies', async () => {
    const fetchMock = candidateApi();
    openPage('ABC123');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frontend Engineer' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Northwind Labs')).toBeInTheDocument();
    expect(screen.getByText('ABC123', { exact: true })).toBeInTheDocument();
    expect(screen.getByLabelText('Status: Interview')).toBeInTheDocument();
    expect(screen.getByText('Applied on 2 Nov 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View job' })).toHaveAttribute('href', '/job/ABC123');
    expect(screen.getByRole('heading', { level: 2, name: 'Interviews' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Messages' })).toBeInTheDocument();

    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(within(log).getByRole('listitem')).toHaveTextContent(
      /^Recruiter \(priya\)Hello Ada, are you free next week\?/,
    );
    await userEvent.type(screen.getByLabelText('Message'), 'Tuesday suits me.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(log).findByText('Tuesday suits me.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/applications/messages')).toEqual([
      { jobID: 'ABC123', text: 'Tuesday suits me.' },
    ]);
    expect(document.title).toBe('Frontend Engineer · My Job Applications · JobHunter');
  });

  it('keeps a withdrawn application readable but closed', async () => {
    candidateApi();
    openPage('DEF456');
    expect(await screen.findByLabelText('Status: Withdrawn')).toBeInTheDocument();
    expect(await screen.findByRole('note')).toHaveTextContent(
      'This application was withdrawn, so the conversation is closed.',
    );
    expect(screen.queryByLabelText('Message')).not.toBeInTheDocument();
  });

  it('says so when the candidate has not applied to that job, and asks nothing about it', async () => {
    const fetchMock = candidateApi();
    openPage('ZZZ999');
    expect(
      await screen.findByRole('heading', { name: 'Application not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('You have not applied for job ZZZ999.')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(([input]) => String(input).includes('/applications/messages')),
    ).toBe(false);
  });

  it('asks a visitor to sign in as a candidate', () => {
    mockApi(() => ({ status: 401, body: { message: 'No token' } }));
    openPage('ABC123');
    expect(screen.getByRole('link', { name: 'Sign in as a candidate' }).getAttribute('href')).toBe(
      `/CandidateLogin?next=${encodeURIComponent('/CandidateDashboard/MyJobApplications/ABC123')}`,
    );
  });

  it('is linked from each card of My Job Applications, which says how many messages are unread', async () => {
    candidateApi();
    renderRoutes(
      [
        { path: '/CandidateDashboard/MyJobApplications', element: <MyJobApplicationsPage /> },
        { path: PATTERN, element: <MyApplicationPage /> },
      ],
      '/CandidateDashboard/MyJobApplications',
    );
    const link = await screen.findByRole('link', {
      name: 'View application for Frontend Engineer (ABC123): messages and interviews, 2 unread',
    });
    expect(
      screen.getByRole('link', {
        name: 'View application for Data Engineer (DEF456): messages and interviews',
      }),
    ).toHaveAttribute('href', '/CandidateDashboard/MyJobApplications/DEF456');
    expect(link).toHaveAttribute('href', '/CandidateDashboard/MyJobApplications/ABC123');
    await userEvent.click(link);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frontend Engineer' }),
    ).toBeInTheDocument();
  });
});
