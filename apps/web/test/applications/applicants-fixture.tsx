import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { JobApplicantsPage } from '@/features/applications/components/job-applicants-page';
import { job } from '../jobs/job-fixture';
import { mockApi, renderRoute } from '../helpers/render';

/** The applicants page of job ABC123, optionally with a search string such as '?view=list'. */
export const renderApplicants = (search = '') =>
  renderRoute(<JobApplicantsPage />, {
    path: `/RecruiterDashboard/MyRecruitments/ABC123${search}`,
    pattern: '/RecruiterDashboard/MyRecruitments/:jobID',
  });

/** A board column (or the withdrawn section) by its stage name. */
export const column = (name: string) => screen.getByRole('region', { name });
/** The names on the cards of a column, top to bottom. */
export const cardNames = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('heading', { level: 4 })
    .map((heading) => heading.textContent);
/** The card of `name` inside `region`. */
export const cardOf = (region: HTMLElement, name: string) =>
  within(region).getByRole('heading', { level: 4, name }).closest('li') as HTMLElement;

/** An applicant as `GET /api/applications/jobStatus?recruiterUsername&jobID` returns it; tests override what they are about. */
export function applicant(overrides: Record<string, unknown> = {}) {
  return {
    username: 'ada',
    firstName: 'Ada',
    lastName: 'Lovelace',
    title: 'Analyst',
    one_liner_intro: 'Numbers and machines.',
    photo: '',
    college_education: [{ college_name: 'King College' }, { college_name: 'Second College' }],
    core_skills: ['Maths', 'Engines', 'Notes', 'Poetry', 'Chess'],
    applicationStatus: 'applied',
    appliedAt: '2026-11-02T09:00:00.000Z',
    ...overrides,
  };
}

export const ADA = applicant();
export const GRACE = applicant({
  username: 'grace',
  firstName: 'Grace',
  lastName: 'Hopper',
  core_skills: ['COBOL'],
  applicationStatus: 'interview',
  appliedAt: '2026-11-05T09:00:00.000Z',
});
export const ALAN = applicant({
  username: 'alan',
  firstName: 'Alan',
  lastName: 'Turing',
  core_skills: [],
  applicationStatus: 'withdrawn',
  appliedAt: '2026-11-01T09:00:00.000Z',
});

type Reply = { status?: number; body?: unknown };
interface RecruiterApi {
  applicants?: Record<string, unknown>[];
  /** Answer to PATCH /applications/status; by default the application at the asked status. */
  patch?: (body: { jobID: string; candidateUsername: string; status: string }) => Reply;
  history?: unknown[];
  notes?: unknown[];
  addNote?: (body: { text: string }) => Reply;
  /** Answer to GET /applications/detail; by default nothing but a passed screening. */
  detail?: (candidateUsername: string) => Reply;
  /** Answer to GET /applications/resume (the CV file). */
  resume?: () => Reply;
  /** The recruiter's role on the job in the ownership check; absent: the check answers as before companies. */
  role?: 'owner' | 'recruiter' | 'viewer';
  /** The job as GET /job/fetchIndividualJob returns it. */
  jobBody?: Record<string, unknown>;
  /** The conversation GET /applications/messages returns (whichever applicant is asked about). */
  messages?: unknown[];
}

/** What a candidate sent with an application, as `GET /api/applications/detail` returns it. */
export function applicationDetail(overrides: Record<string, unknown> = {}) {
  return {
    status: 'applied',
    appliedAt: '2026-11-02T09:00:00.000Z',
    coverLetter: null,
    answers: [],
    screening: 'passed',
    resume: null,
    ...overrides,
  };
}

/**
 * A signed-in recruiter 'priya' who owns job ABC123 ("Frontend Engineer"), or with `role` is a
 * member of its company with that role, and the API around it.
 * The applicant list is served as it is now, so a refetch after a failed move shows the truth.
 */
export function recruiterApi({
  applicants = [ADA, GRACE, ALAN],
  patch,
  history = [],
  notes = [],
  addNote,
  detail = () => ({ body: applicationDetail() }),
  resume = () => ({ status: 404, body: { message: 'No CV was sent with this application' } }),
  role,
  jobBody = job(),
  messages = [],
}: RecruiterApi = {}) {
  localStorage.setItem('recruiterUsername', 'priya');
  localStorage.setItem('recruiterAccessToken', 'token');
  const list = applicants.map((item) => ({ ...item }));
  const fetchMock = mockApi((url, init) => {
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    if (url.pathname === '/api/recruiter/dashboard') return { body: { username: 'priya' } };
    if (url.pathname === '/api/job/fetchIndividualJob/ABC123') return { body: jobBody };
    if (url.pathname === '/api/applications/screening')
      return { body: { hasPosted: true, recruitmentDetails: jobBody, ...(role && { role }) } };
    if (url.pathname === '/api/applications/jobStatus') return { body: list };
    if (url.pathname === '/api/applications/status' && init.method === 'PATCH') {
      const reply = patch?.(body) ?? {
        body: {
          message: 'ok',
          application: {
            id: '1',
            jobID: 'ABC123',
            candidateUsername: body.candidateUsername,
            recruiterUsername: 'priya',
            status: body.status,
            appliedAt: '',
            updatedAt: '',
          },
        },
      };
      if ((reply.status ?? 200) < 400) {
        const moved = list.find((item) => item.username === body.candidateUsername);
        if (moved) moved.applicationStatus = body.status;
      }
      return reply;
    }
    if (url.pathname === '/api/applications/history') return { body: history };
    if (url.pathname === '/api/applications/detail')
      return detail(url.searchParams.get('candidateUsername') ?? '');
    if (url.pathname === '/api/applications/resume') return resume();
    if (url.pathname === '/api/applications/notes' && init.method === 'POST') {
      return (
        addNote?.(body) ?? {
          status: 201,
          body: {
            id: 'n2',
            text: body.text.trim(),
            author: 'priya',
            createdAt: '2026-11-06T10:30:00.000Z',
          },
        }
      );
    }
    if (url.pathname === '/api/applications/notes') return { body: notes };
    if (url.pathname === '/api/applications/messages' && init.method === 'POST') {
      const created = {
        id: `m${messages.length + 1}`,
        from: { role: 'recruiter', username: 'priya' },
        text: body.text.trim(),
        createdAt: '2026-11-06T11:00:00.000Z',
        readAt: null,
      };
      messages.push(created);
      return { status: 201, body: created };
    }
    if (url.pathname === '/api/applications/messages') return { body: messages };
    if (url.pathname === '/api/interviews') return { body: [] };
    return { status: 404, body: { message: `Unexpected ${init.method ?? 'GET'} ${url.pathname}` } };
  });
  return fetchMock;
}

/** The parsed JSON bodies of the calls sent with `method` to `path`. */
export function sentBodies(fetchMock: ReturnType<typeof vi.fn>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(
      ([input, init]) =>
        (init as RequestInit | undefined)?.method === method &&
        new URL(String(input), 'http://localhost').pathname === path,
    )
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));
}
