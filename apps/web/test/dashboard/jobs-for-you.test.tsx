import type { RecommendedJob } from '@jobhunter/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CandidateDashboardPage,
  RecruiterDashboardPage,
} from '@/features/dashboard/components/dashboard-pages';
import { ownProfile, signIn } from '../helpers/own-profile';
import { mockApi, renderRoutes } from '../helpers/render';
import { job } from '../jobs/job-fixture';

const routes = [
  { path: '/CandidateDashboard', element: <CandidateDashboardPage /> },
  { path: '/RecruiterDashboard', element: <RecruiterDashboardPage /> },
];

const recommended = (n: number, extra: Partial<RecommendedJob> = {}): RecommendedJob => ({
  ...job({ jobID: `JOB${n}`, designation: `Job ${n}`, company_name: `Company ${n}` }),
  reasons: [],
  ...extra,
});
const page = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => recommended(from + i));

type Reply = { status?: number; body?: unknown };

/** The candidate's dashboard with `recommendations(page)` answering GET /api/job/recommended. */
function dashboardApi(recommendations: (page: string | null) => Reply | Promise<Reply>) {
  return mockApi((url) => {
    if (url.pathname === '/api/job/recommended')
      return recommendations(url.searchParams.get('page'));
    if (url.pathname === '/api/interviews') return { body: [] };
    return { body: ownProfile('ada') };
  });
}

const recommendedCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/job/recommended')
    .map((url) => url.searchParams.get('page'));

const card = () => screen.findByRole('region', { name: 'Jobs for you' });

afterEach(() => vi.unstubAllGlobals());

describe('Jobs for you on the candidate dashboard', () => {
  it('lists the recommended jobs with their company, places, work environment and why they match', async () => {
    signIn('candidate', 'ada');
    const fetchMock = dashboardApi(() => ({
      body: {
        page: 1,
        jobs: [
          recommended(1, {
            designation: 'Frontend Engineer',
            company_name: 'Northwind Labs',
            job_location: ['Berlin', 'Remote EU'],
            work_environment: 'Hybrid',
            reasons: ['Matches your skills: React, TypeScript', 'In your location: Berlin'],
          }),
          recommended(2, { job_location: [], work_environment: 'On-site' }),
        ],
      },
    }));
    renderRoutes(routes, '/CandidateDashboard');
    const region = await card();
    expect(within(region).getByRole('heading', { level: 2, name: 'Jobs for you' })).toBeVisible();

    const link = await within(region).findByRole('link', { name: 'Frontend Engineer' });
    expect(link).toHaveAttribute('href', '/job/JOB1');
    expect(link).toHaveAccessibleDescription('Northwind Labs');
    const first = link.closest('li')!;
    expect(first).toHaveTextContent('Northwind Labs');
    expect(first).toHaveTextContent('Berlin, Remote EU');
    expect(first).toHaveTextContent('Hybrid');
    const reasons = within(first).getByRole('list', { name: 'Why it suits you' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Matches your skills: React, TypeScript', 'In your location: Berlin']);

    const second = within(region).getByRole('link', { name: 'Job 2' }).closest('li')!;
    expect(second).toHaveTextContent('Location not specified');
    expect(second).toHaveTextContent('On-site');
    expect(within(second).queryByRole('list')).not.toBeInTheDocument();

    // Two jobs, a short page: nothing more to show or ask for.
    expect(within(region).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(recommendedCalls(fetchMock)).toEqual(['1']);
  });

  it('shows five at first, then each Show more adds up to ten, asking for page 2 and on until a short page', async () => {
    signIn('candidate', 'ada');
    const fetchMock = dashboardApi((n) =>
      n === '1'
        ? { body: { page: 1, jobs: page(1, 10) } }
        : n === '2'
          ? { body: { page: 2, jobs: page(11, 10) } }
          : { body: { page: 3, jobs: page(21, 2) } },
    );
    renderRoutes(routes, '/CandidateDashboard');
    const region = await card();
    const titles = () =>
      within(region)
        .getAllByRole('link')
        .map((link) => link.textContent);
    await within(region).findByRole('link', { name: 'Job 1' });
    expect(titles()).toEqual(['Job 1', 'Job 2', 'Job 3', 'Job 4', 'Job 5']);
    expect(recommendedCalls(fetchMock)).toEqual(['1']);

    await userEvent.click(within(region).getByRole('button', { name: 'Show more' }));
    const sixth = await within(region).findByRole('link', { name: 'Job 6' });
    await within(region).findByRole('link', { name: 'Job 15' });
    expect(titles()).toHaveLength(15);
    expect(recommendedCalls(fetchMock)).toEqual(['1', '2']);
    // Keyboard users land on the first job the button revealed.
    expect(sixth).toHaveFocus();

    await userEvent.click(within(region).getByRole('button', { name: 'Show more' }));
    await within(region).findByRole('link', { name: 'Job 22' });
    expect(titles()).toHaveLength(22);
    expect(recommendedCalls(fetchMock)).toEqual(['1', '2', '3']);
    expect(within(region).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('reveals the rest of a short first page without asking for another', async () => {
    signIn('candidate', 'ada');
    const fetchMock = dashboardApi(() => ({ body: { page: 1, jobs: page(1, 7) } }));
    renderRoutes(routes, '/CandidateDashboard');
    const region = await card();
    await within(region).findByRole('link', { name: 'Job 5' });
    expect(within(region).getAllByRole('link')).toHaveLength(5);
    await userEvent.click(within(region).getByRole('button', { name: 'Show more' }));
    expect(within(region).getAllByRole('link')).toHaveLength(7);
    expect(within(region).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(recommendedCalls(fetchMock)).toEqual(['1']);
  });

  it('holds the place with a loading skeleton until the jobs arrive', async () => {
    signIn('candidate', 'ada');
    let answer: (reply: Reply) => void = () => {};
    dashboardApi(() => new Promise<Reply>((resolve) => (answer = resolve)));
    renderRoutes(routes, '/CandidateDashboard');
    const region = await card();
    expect(within(region).getByRole('status')).toHaveTextContent('Loading jobs for you');
    answer({ body: { page: 1, jobs: [recommended(1)] } });
    expect(await within(region).findByRole('link', { name: 'Job 1' })).toBeVisible();
    expect(within(region).queryByRole('status')).not.toBeInTheDocument();
  });

  it('says how to get suggestions when nothing matches, linking to the profile editor', async () => {
    signIn('candidate', 'ada');
    dashboardApi(() => ({ body: { page: 1, jobs: [] } }));
    renderRoutes(routes, '/CandidateDashboard');
    const region = await card();
    expect(
      await within(region).findByText(
        'No matches yet. Add your skills and current role to your profile to get job suggestions.',
        { exact: false },
      ),
    ).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Edit your profile' })).toHaveAttribute(
      'href',
      '/CandidateDashboard/EditProfile',
    );
    expect(within(region).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('shows the failure with a Retry that loads the jobs again', async () => {
    signIn('candidate', 'ada');
    let fail = true;
    const fetchMock = dashboardApi(() =>
      fail
        ? { status: 500, body: { message: 'boom' } }
        : {
            body: {
              page: 1,
              jobs: [recommended(1, { reasons: ['Fits your 4 years of experience'] })],
            },
          },
    );
    renderRoutes(routes, '/CandidateDashboard');
    const region = await card();
    expect(await within(region).findByText('Failed to fetch jobs for you')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(region).getByRole('button', { name: 'Retry' }));
    expect(await within(region).findByRole('link', { name: 'Job 1' })).toBeVisible();
    expect(within(region).getByText('Fits your 4 years of experience')).toBeInTheDocument();
    expect(within(region).queryByText('Failed to fetch jobs for you')).not.toBeInTheDocument();
    expect(recommendedCalls(fetchMock)).toEqual(['1', '1']);
  });

  it('keeps the shown jobs when a further page fails, and Show more tries it again', async () => {
    signIn('candidate', 'ada');
    let failPage2 = true;
    const fetchMock = dashboardApi((n) =>
      n === '1'
        ? { body: { page: 1, jobs: page(1, 10) } }
        : failPage2
          ? { status: 500, body: { message: 'boom' } }
          : { body: { page: 2, jobs: page(11, 1) } },
    );
    renderRoutes(routes, '/CandidateDashboard');
    const region = await card();
    await within(region).findByRole('link', { name: 'Job 1' });
    await userEvent.click(within(region).getByRole('button', { name: 'Show more' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'More jobs could not be loaded.',
    );
    expect(within(region).getAllByRole('link')).toHaveLength(10);
    failPage2 = false;
    await userEvent.click(within(region).getByRole('button', { name: 'Show more' }));
    await within(region).findByRole('link', { name: 'Job 11' });
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
    expect(recommendedCalls(fetchMock)).toEqual(['1', '2', '2']);
  });

  it("is not on a recruiter's dashboard, which never asks for recommendations", async () => {
    signIn('recruiter', 'priya');
    const fetchMock = mockApi((url) =>
      url.pathname === '/api/interviews' ? { body: [] } : { body: ownProfile('priya') },
    );
    renderRoutes(routes, '/RecruiterDashboard');
    await screen.findByRole('region', { name: 'Upcoming interviews' });
    expect(screen.getByRole('heading', { name: 'Core Skills' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Jobs for you' })).not.toBeInTheDocument();
    expect(recommendedCalls(fetchMock)).toEqual([]);
  });
});
