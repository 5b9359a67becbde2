import type { MyJob } from '@jobhunter/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MyRecruitmentsPage } from '@/features/applications/components/my-recruitments-page';
import { EditJobPage } from '@/features/job-posting/components/edit-job-page';
import { JobDetailPage } from '@/features/jobs/components/job-detail-page';
import { mockApi, renderRoute } from '../helpers/render';
import { recruiterApi, renderApplicants } from '../applications/applicants-fixture';
import { job } from '../jobs/job-fixture';

afterEach(() => vi.unstubAllGlobals());

const BANNER =
  'This job was hidden by a moderator: Asks candidates for money. It is not visible to candidates and cannot be reopened.';
const hiddenJob = () =>
  job({
    status: 'closed',
    hidden: { reason: 'Asks candidates for money', hiddenAt: '2026-11-26T09:00:00.000Z' },
  });
const signIn = () => {
  localStorage.setItem('recruiterUsername', 'priya');
  localStorage.setItem('recruiterAccessToken', 'token');
};
/** The job's recruiters' API: the job as they see it, and their access to it. */
const ownerApi = () =>
  mockApi((url) => {
    if (url.pathname === '/api/applications/screening')
      return { body: { hasPosted: true, role: 'owner' } };
    if (url.pathname === '/api/recruiter/dashboard') return { body: { username: 'priya' } };
    if (url.pathname === '/api/job/mine') return { body: [{ ...hiddenJob(), applicants: none }] };
    return { body: hiddenJob() };
  });
const none: MyJob['applicants'] = {
  applied: 0,
  reviewing: 0,
  interview: 0,
  offer: 0,
  hired: 0,
  rejected: 0,
  withdrawn: 0,
};

describe('a job a moderator hid, for its recruiters', () => {
  it('says why on its page, asked with their token, and offers no Reopen', async () => {
    signIn();
    const fetchMock = ownerApi();
    renderRoute(<JobDetailPage />, { path: '/Job/ABC123', pattern: '/Job/:jobID' });
    expect((await screen.findByText(BANNER)).closest('[role="status"]')).not.toBeNull();
    expect(await screen.findByRole('link', { name: 'View Applicants' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit job' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reopen job' })).not.toBeInTheDocument();
    const read = fetchMock.mock.calls.find(([input]) =>
      String(input).startsWith('/api/job/fetchIndividualJob/'),
    );
    expect(new Headers(read?.[1]?.headers).get('Authorization')).toBe('Bearer token');
  });

  it('says why on its My Recruitments card, whose menu has no Reopen', async () => {
    signIn();
    ownerApi();
    const PATH = '/RecruiterDashboard/MyRecruitments';
    renderRoute(<MyRecruitmentsPage />, { path: PATH, pattern: PATH });
    expect(await screen.findByText(BANNER)).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'More actions for Frontend Engineer (ABC123)' }),
    );
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Reopen job' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
  });

  it('says why on its applicants page and its edit page', async () => {
    recruiterApi({ jobBody: hiddenJob() });
    const applicants = renderApplicants();
    expect(await screen.findByText(BANNER)).toBeInTheDocument();
    applicants.unmount();

    signIn();
    ownerApi();
    renderRoute(<EditJobPage />, { path: '/Job/ABC123/Edit', pattern: '/Job/:jobID/Edit' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit job' })).toBeVisible();
    expect(screen.getByText(BANNER)).toBeInTheDocument();
  });
});
