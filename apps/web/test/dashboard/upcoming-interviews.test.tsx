import type { Interview } from '@jobhunter/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CandidateDashboardPage,
  RecruiterDashboardPage,
} from '@/features/dashboard/components/dashboard-pages';
import { ownProfile, signIn } from '../helpers/own-profile';
import { mockApi, renderRoutes } from '../helpers/render';
import { at, interview } from '../interviews/interview-fixture';

const routes = [
  { path: '/CandidateDashboard', element: <CandidateDashboardPage /> },
  { path: '/RecruiterDashboard', element: <RecruiterDashboardPage /> },
];

function dashboardApi(username: string, interviews: Interview[]) {
  return mockApi((url) =>
    url.pathname === '/api/interviews' ? { body: interviews } : { body: ownProfile(username) },
  );
}

const past = '2020-01-15T13:00:00.000Z';
const scheduled = (id: string, day: number, extra: Partial<Interview> = {}) =>
  interview({
    id,
    status: 'scheduled',
    start: at('13:00', day),
    end: at('14:00', day),
    designation: `Job ${day}`,
    ...extra,
  });

const upcomingCard = () => screen.findByRole('region', { name: 'Upcoming interviews' });

beforeEach(() => vi.stubEnv('TZ', 'Europe/Paris'));
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('Upcoming interviews on the dashboards', () => {
  it("lists the candidate's coming interviews soonest first, then those waiting for an answer, with links to the application", async () => {
    signIn('candidate', 'ada');
    dashboardApi('ada', [
      interview({ id: 'p', designation: 'Proposed job', jobID: 'PRO123' }),
      scheduled('s2', 20),
      scheduled('old', 1, { start: past, end: '2020-01-15T14:00:00.000Z' }),
      scheduled('s1', 18, { jobID: 'XYZ789', company_name: 'Globex' }),
      interview({ id: 'c', status: 'cancelled', designation: 'Cancelled job' }),
      interview({ id: 'd', status: 'declined', designation: 'Declined job' }),
      interview({
        id: 'stale',
        designation: 'Stale job',
        slots: [{ start: past, end: '2020-01-15T14:00:00.000Z' }],
      }),
    ]);
    renderRoutes(routes, '/CandidateDashboard');
    const card = await upcomingCard();
    const links = await within(card).findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Job 18', '/CandidateDashboard/MyJobApplications/XYZ789'],
      ['Job 20', '/CandidateDashboard/MyJobApplications/ABC123'],
      ['Proposed job', '/CandidateDashboard/MyJobApplications/PRO123'],
    ]);
    const items = within(card).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Globex');
    // 13:00 UTC in the reader's zone (Paris, UTC+1 in January), the zone named.
    expect(items[0]).toHaveTextContent(
      /(Jan 18, \d{4}, 2:00 – 3:00 PM|18 Jan \d{4}, 14:00 – 15:00) GMT\+1/,
    );
    expect(items[2]).toHaveTextContent('Acme');
    expect(items[2]).toHaveTextContent('2 times offered, from');
    expect(items[2]).toHaveTextContent('Waiting for your answer');
    // The profile stays as it was beside the card.
    expect(screen.getByRole('heading', { name: 'Core Skills' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Applications' })).toBeInTheDocument();
  });

  it("links a recruiter's interviews to the applicant's panel, names the candidate and shows at most five scheduled", async () => {
    signIn('recruiter', 'priya');
    dashboardApi('priya', [
      ...[21, 22, 23, 24, 25, 26].map((day) => scheduled(`s${day}`, day)),
      interview({
        id: 'p',
        candidateUsername: 'grace',
        candidate: { firstName: 'Grace', lastName: 'Hopper' },
      }),
    ]);
    renderRoutes(routes, '/RecruiterDashboard');
    const card = await upcomingCard();
    const links = await within(card).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Job 21',
      'Job 22',
      'Job 23',
      'Job 24',
      'Job 25',
      'Data Analyst',
    ]);
    expect(links[0]).toHaveAttribute(
      'href',
      '/RecruiterDashboard/MyRecruitments/ABC123?applicant=ada',
    );
    expect(links[5]).toHaveAttribute(
      'href',
      '/RecruiterDashboard/MyRecruitments/ABC123?applicant=grace',
    );
    const items = within(card).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Ada Lovelace');
    expect(items[5]).toHaveTextContent('Grace Hopper');
    expect(items[5]).toHaveTextContent('Waiting for the candidate');
  });

  it('says so when nothing is coming', async () => {
    signIn('candidate', 'ada');
    dashboardApi('ada', [interview({ id: 'c', status: 'cancelled' })]);
    renderRoutes(routes, '/CandidateDashboard');
    const card = await upcomingCard();
    expect(await within(card).findByText('No upcoming interviews.')).toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });
});
