import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CandidateSettingsPage,
  RecruiterSettingsPage,
} from '@/features/account/components/account-pages';
import { ownProfile, signIn } from '../helpers/own-profile';
import { mockApi, renderRoutes } from '../helpers/render';

const routes = [
  { path: '/CandidateDashboard/Settings', element: <CandidateSettingsPage /> },
  { path: '/RecruiterDashboard/Settings', element: <RecruiterSettingsPage /> },
];

const preferences = {
  application: true,
  status: true,
  withdrawal: true,
  job_alert: true,
  message: true,
  interview: true,
  recommendation: true,
};

function settingsApi() {
  return mockApi((url, init) => {
    if (url.pathname === '/api/notifications/preferences')
      return init.method === 'PATCH'
        ? { body: { ...preferences, ...JSON.parse(String(init.body)) } }
        : { body: preferences };
    if (url.pathname === '/api/saved-searches') return { body: [] };
    return { body: ownProfile('ada') };
  });
}

const emailSection = () => screen.findByRole('region', { name: 'Email notifications' });

afterEach(() => vi.unstubAllGlobals());

describe("The weekly 'Jobs for you' email in settings", () => {
  it('is a switch a candidate can turn off', async () => {
    signIn('candidate', 'ada');
    const fetchMock = settingsApi();
    renderRoutes(routes, '/CandidateDashboard/Settings');
    const region = await emailSection();
    const jobsForYou = await within(region).findByRole('switch', { name: 'Jobs for you' });
    expect(jobsForYou).toBeChecked();
    expect(region).toHaveTextContent('Once a week, open jobs that match your profile.');

    await userEvent.click(jobsForYou);
    expect(await within(region).findByText('Saved')).toBeInTheDocument();
    expect(jobsForYou).not.toBeChecked();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ recommendation: false });
  });

  it('is not offered to a recruiter', async () => {
    signIn('recruiter', 'priya');
    settingsApi();
    renderRoutes(routes, '/RecruiterDashboard/Settings');
    const region = await emailSection();
    await within(region).findByRole('switch', { name: 'Messages' });
    expect(within(region).queryByRole('switch', { name: 'Jobs for you' })).not.toBeInTheDocument();
  });
});
