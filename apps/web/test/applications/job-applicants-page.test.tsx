import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JobApplicantsPage } from '@/features/applications/components/job-applicants-page';
import { mockApi, renderRoute } from '../jobs/render';

const page = () => renderRoute(<JobApplicantsPage />, { path: '/RecruiterDashboard/MyRecruitments/ABC123', pattern: '/RecruiterDashboard/MyRecruitments/:jobID' });

const applicant = {
  username: 'cand',
  firstName: 'Ada',
  lastName: 'Lovelace',
  photo: '',
  college_education: [{ college_name: 'King College' }, { college_name: 'Second College' }],
  core_skills: ['Maths', 'Engines', 'Notes', 'Poetry', 'Chess', 'Music'],
  applicationStatus: 'applied',
  appliedAt: '2026-11-02T00:00:00.000Z',
};

beforeEach(() => {
  localStorage.setItem('recruiterUsername', 'priya');
  localStorage.setItem('recruiterAccessToken', 'token');
});
afterEach(() => vi.unstubAllGlobals());

describe('Job Applicants', () => {
  it("shows each applicant with initials, first college, 4 skills and '+N', and changes the status", async () => {
    const fetchMock = mockApi((url, init) => {
      if (url.pathname === '/api/recruiter/dashboard') return { body: { username: 'priya' } };
      if (init.method === 'PATCH') {
        const { status } = JSON.parse(String(init.body)) as { status: string };
        return { body: { message: 'ok', application: { candidateUsername: 'cand', jobID: 'ABC123', status } } };
      }
      return { body: [applicant] };
    });
    page();
    expect(screen.getByRole('heading', { name: 'Job Applicants' })).toBeInTheDocument();
    expect(screen.getByText('Loading applicants...')).toBeInTheDocument();
    const card = (await screen.findByRole('link', { name: 'Ada Lovelace' })).closest('li') as HTMLElement;
    expect(within(card).getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
    expect(within(card).getByText('@cand')).toBeInTheDocument();
    expect(within(card).getByText('King College')).toBeInTheDocument();
    expect(within(card).queryByText('Second College')).not.toBeInTheDocument();
    const skills = within(within(card).getByRole('list', { name: 'Skills' })).getAllByRole('listitem');
    expect(skills.map((item) => item.textContent)).toEqual(['Maths', 'Engines', 'Notes', 'Poetry', '+2']);

    await userEvent.selectOptions(within(card).getByLabelText('Application status'), 'interview');
    expect(await within(card).findByText('Interview', { selector: 'span' })).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ jobID: 'ABC123', candidateUsername: 'cand', status: 'interview' });
  });

  it('shows the raw error text in red', async () => {
    mockApi((url) => (url.pathname === '/api/recruiter/dashboard' ? { body: { username: 'priya' } } : { status: 403, body: { message: 'You did not post this job' } }));
    page();
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('You did not post this job');
    expect(error).toHaveClass('text-red-600');
  });
});
