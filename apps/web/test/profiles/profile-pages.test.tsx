import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CandidateProfilePage,
  RecruiterProfilePage,
} from '@/features/profiles/components/public-profile-pages';
import { TopCandidatesPage } from '@/features/profiles/components/top-candidates-page';
import { TopRecruitersPage } from '@/features/profiles/components/top-recruiters-page';
import { renderRoutes } from '../helpers/render';
import { signIn } from '../helpers/own-profile';
import { validDraft } from '../helpers/valid-draft';
import { job } from '../jobs/job-fixture';

const routes = [
  { path: '/Candidate/:username', element: <CandidateProfilePage /> },
  { path: '/Recruiter/:username', element: <RecruiterProfilePage /> },
  { path: '/TopRecruiters', element: <TopRecruitersPage /> },
  { path: '/ExceptionalCandidates', element: <TopCandidatesPage /> },
];

describe('public profiles', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows Loading profile... and then the five tabs', async () => {
    const { password: _password, ...profile } = validDraft();
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderRoutes(routes, '/Recruiter/adalove');
    expect(await screen.findByText('Loading profile...')).toBeInTheDocument();
    answer(Response.json({ ...profile, id: '1', createdAt: '' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Ada Lovelace (@adalove) | JobHunter');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'About',
      'Education',
      'Experience',
      'Certificates',
      'Internships',
    ]);
  });

  it('shows Sign in to see contact details to signed-out visitors, never mailto:undefined', async () => {
    const { password: _password, email: _email, number: _number, ...profile } = validDraft();
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json({ ...profile, id: '1', createdAt: '' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(routes, '/Candidate/adalove');
    expect(
      await screen.findByRole('link', { name: 'Sign in to see contact details' }),
    ).toHaveAttribute('href', '/CommonAuthentication');
    expect(document.querySelector('a[href^="mailto:"]')).toBeNull();
    expect(new Headers(fetchMock.mock.calls[0][1]?.headers).has('Authorization')).toBe(false);
  });

  it('asks with the signed-in token and shows email and phone', async () => {
    signIn('recruiter', 'boss');
    const { password: _password, ...profile } = validDraft();
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json({ ...profile, id: '1', createdAt: '' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(routes, '/Candidate/adalove');
    expect(await screen.findByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      'mailto:ada@example.com',
    );
    expect(screen.getByText('+44 20 7946 0958')).toBeInTheDocument();
    expect(screen.queryByText('Sign in to see contact details')).not.toBeInTheDocument();
    expect(new Headers(fetchMock.mock.calls[0][1]?.headers).get('Authorization')).toBe(
      'Bearer token',
    );
  });

  it('shows Error: {message} when the profile cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'not found' }, { status: 404 })),
    );
    renderRoutes(routes, '/Candidate/ghost');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: Failed to fetch candidate details',
    );
    // A page that could not load still says what it is.
    expect(
      screen.getByRole('heading', { level: 1, name: 'Candidate profile' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Candidate profile | JobHunter');
  });
});

describe("a recruiter's open jobs", () => {
  afterEach(() => vi.unstubAllGlobals());
  const { password: _password, ...profile } = validDraft();
  const answer = (jobs: unknown, status = 200) =>
    vi.fn(async (url: string) =>
      url.includes('/api/job/by/')
        ? Response.json(jobs, { status })
        : Response.json({ ...profile, username: 'adalove', id: '1', createdAt: '' }),
    );

  it('lists them under the profile, each linking to its job page', async () => {
    const fetchMock = answer([job(), job({ jobID: 'XYZ789', designation: 'Data Engineer' })]);
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(routes, '/Recruiter/adalove');
    const section = await screen.findByRole('region', { name: 'Open jobs' });
    expect(await within(section).findByRole('link', { name: 'Frontend Engineer' })).toHaveAttribute(
      'href',
      '/Job/ABC123',
    );
    expect(within(section).getByRole('link', { name: 'Data Engineer' })).toHaveAttribute(
      'href',
      '/Job/XYZ789',
    );
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/job/by/adalove')).toBe(true);
    expect(screen.getByRole('link', { name: 'Analytical Engines' })).toHaveAttribute(
      'href',
      '/Company/analytical-engines',
    );
  });

  it('links a company named without Latin letters to its page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('/api/job/by/')
          ? Response.json([])
          : Response.json({
              ...profile,
              username: 'adalove',
              current_job: { ...profile.current_job, company: 'ООО Ромашка' },
              id: '1',
              createdAt: '',
            }),
      ),
    );
    renderRoutes(routes, '/Recruiter/adalove');
    // company- and the first 12 hex digits of sha256('ооо ромашка'), as GET /api/companies names it.
    expect(await screen.findByRole('link', { name: 'ООО Ромашка' })).toHaveAttribute(
      'href',
      '/Company/company-c1ebdb220b2c',
    );
  });

  it('has an empty state', async () => {
    vi.stubGlobal('fetch', answer([]));
    renderRoutes(routes, '/Recruiter/adalove');
    expect(await screen.findByText('No open jobs right now')).toBeInTheDocument();
  });

  it("is not on a candidate's profile", async () => {
    const fetchMock = answer([]);
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(routes, '/Candidate/adalove');
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Open jobs' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Analytical Engines' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url.includes('/api/job/by/'))).toBe(false);
  });
});

describe('top lists', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uses the same empty text on both lists', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json([])),
    );
    renderRoutes(routes, '/ExceptionalCandidates');
    expect(
      await screen.findByRole('heading', { name: 'Top Performing Candidates' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No recruiters found.')).toBeInTheDocument();
  });

  it('shows cards linking to public profiles', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json([
          {
            username: 'boss',
            photo: '',
            firstName: 'Grace',
            lastName: 'Hopper',
            current_job: { company: 'Navy' },
          },
        ]),
      ),
    );
    renderRoutes(routes, '/TopRecruiters');
    const card = await screen.findByRole('link', { name: /@boss/ });
    expect(card).toHaveAttribute('href', '/Recruiter/boss');
    expect(card).toHaveTextContent('Navy');
    expect(card).toHaveTextContent('GH');
  });

  it("gives each top recruiter's card a link to their company's page, whatever its script; none without a company", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json([
          {
            username: 'boss',
            photo: '',
            firstName: 'Grace',
            lastName: 'Hopper',
            current_job: { company: 'US Navy' },
          },
          {
            username: 'solo',
            photo: '',
            firstName: 'Ada',
            lastName: 'King',
            current_job: { company: '' },
          },
          {
            username: 'tokyo',
            photo: '',
            firstName: 'Ken',
            lastName: 'Sato',
            current_job: { company: '株式会社' },
          },
        ]),
      ),
    );
    renderRoutes(routes, '/TopRecruiters');
    expect(await screen.findByRole('link', { name: 'Company page of US Navy' })).toHaveAttribute(
      'href',
      '/Company/us-navy',
    );
    // A name without Latin letters has a page too: company- and the first 12 hex digits of sha256('株式会社').
    expect(screen.getByRole('link', { name: 'Company page of 株式会社' })).toHaveAttribute(
      'href',
      '/Company/company-e6843c6eb529',
    );
    expect(screen.getAllByRole('link', { name: /^Company page of/ })).toHaveLength(2);
    expect(screen.getByRole('link', { name: /@solo/ })).toHaveAttribute('href', '/Recruiter/solo');
  });
});
