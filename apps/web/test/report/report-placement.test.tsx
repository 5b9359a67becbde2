import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JobDetailPage } from '@/features/jobs/components/job-detail-page';
import {
  CandidateProfilePage,
  RecruiterProfilePage,
} from '@/features/profiles/components/public-profile-pages';
import { signIn } from '../helpers/own-profile';
import { mockApi, renderRoute, renderRoutes } from '../helpers/render';
import { validDraft } from '../helpers/valid-draft';
import { job } from '../jobs/job-fixture';

afterEach(() => vi.unstubAllGlobals());

const jobPage = () =>
  renderRoute(<JobDetailPage />, { path: '/Job/ABC123', pattern: '/Job/:jobID' });
const profile = () => {
  const { password: _password, ...rest } = validDraft();
  return { ...rest, id: '1', createdAt: '' };
};
const profilePage = (path: string) =>
  renderRoutes(
    [
      { path: '/Candidate/:username', element: <CandidateProfilePage /> },
      { path: '/Recruiter/:username', element: <RecruiterProfilePage /> },
    ],
    path,
  );

describe('where Report is offered', () => {
  it("on a job, to a candidate and to another company's recruiter, never to the job's own", async () => {
    signIn('candidate', 'ada');
    mockApi(() => ({ body: job() }));
    const candidateView = jobPage();
    expect(await screen.findByRole('button', { name: 'Report this job' })).toBeInTheDocument();
    candidateView.unmount();
    localStorage.clear();

    signIn('recruiter', 'someone');
    mockApi((url) =>
      url.pathname === '/api/applications/screening'
        ? { status: 403, body: { message: 'Only the recruiter who posted this job can do this' } }
        : { body: job() },
    );
    const strangerView = jobPage();
    expect(await screen.findByRole('button', { name: 'Report this job' })).toBeInTheDocument();
    strangerView.unmount();
    localStorage.clear();

    signIn('recruiter', 'priya');
    mockApi((url) =>
      url.pathname === '/api/applications/screening'
        ? { body: { hasPosted: true, role: 'owner' } }
        : { body: job() },
    );
    jobPage();
    expect(await screen.findByRole('link', { name: 'View Applicants' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report this job' })).not.toBeInTheDocument();
  });

  it('on a job, not to visitors', async () => {
    mockApi(() => ({ body: job() }));
    jobPage();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report this job' })).not.toBeInTheDocument();
  });

  it("on someone else's profile, not on your own", async () => {
    signIn('candidate', 'adalove');
    mockApi(() => ({ body: profile() }));
    const own = profilePage('/Candidate/adalove');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Report this profile' })).not.toBeInTheDocument();
    own.unmount();

    profilePage('/Recruiter/adalove');
    expect(await screen.findByRole('button', { name: 'Report this profile' })).toBeInTheDocument();
  });
});
