import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CandidateDashboardPage,
  RecruiterDashboardPage,
} from '@/features/dashboard/components/dashboard-pages';
import { signIn } from '../helpers/own-profile';
import { mockApi, renderRoutes } from '../helpers/render';
import { validDraft } from '../helpers/valid-draft';

const routes = [
  { path: '/CandidateDashboard', element: <CandidateDashboardPage /> },
  { path: '/RecruiterDashboard', element: <RecruiterDashboardPage /> },
];

function profile(username: string) {
  const { password: _password, ...rest } = validDraft();
  return { ...rest, username, id: '1', createdAt: '2026-01-01' };
}

afterEach(() => vi.unstubAllGlobals());

describe('dashboard link to the company page', () => {
  it('a recruiter has a Company entry next to My Recruitments', async () => {
    signIn('recruiter', 'priya');
    mockApi(() => ({ body: profile('priya') }));
    renderRoutes(routes, '/RecruiterDashboard');
    expect(await screen.findByRole('link', { name: 'Company' })).toHaveAttribute(
      'href',
      '/RecruiterDashboard/Company',
    );
    expect(screen.getByRole('link', { name: 'My Recruitments' })).toBeInTheDocument();
  });

  it('a candidate has none', async () => {
    signIn('candidate', 'ada');
    mockApi(() => ({ body: profile('ada') }));
    renderRoutes(routes, '/CandidateDashboard');
    expect(await screen.findByRole('link', { name: 'My Applications' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Company' })).not.toBeInTheDocument();
  });
});
