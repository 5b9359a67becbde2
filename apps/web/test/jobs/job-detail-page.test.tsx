import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JobDetailPage } from '@/features/jobs/components/job-detail-page';
import { formatDay } from '@/lib/format-day';
import { job } from './job-fixture';
import { mockApi, renderRoute } from '../helpers/render';

afterEach(() => vi.unstubAllGlobals());

const page = () => renderRoute(<JobDetailPage />, { path: '/Job/ABC123', pattern: '/Job/:jobID' });
const signIn = (role: 'candidate' | 'recruiter', username: string) => {
  localStorage.setItem(`${role}Username`, username);
  localStorage.setItem(`${role}AccessToken`, 'token');
};

describe('job detail', () => {
  it('shows the job with its title, description and JobPosting JSON-LD', async () => {
    mockApi(() => ({ body: job({ bond: '$1000 for 1 years' }) }));
    const { container } = page();
    expect(screen.getByText('Loading job details...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frontend Engineer' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Frontend Engineer at Northwind Labs | JobHunter');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Frontend Engineer at Northwind Labs'),
    );
    const ld = JSON.parse(
      container.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    );
    expect(ld['@type']).toBe('JobPosting');
    expect(screen.getByText('Yes - Freshers can apply')).toBeInTheDocument();
    expect(screen.getByText('Not Available')).toBeInTheDocument();
    expect(screen.getByText('$1000 for 1 years')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View company profile' })).toHaveAttribute(
      'href',
      '/Company/northwind-labs',
    );
    expect(screen.getByRole('link', { name: 'View Profile of Priya' })).toHaveAttribute(
      'href',
      '/Recruiter/priya',
    );
    expect(screen.getByRole('button', { name: 'Login for further action' })).toBeDisabled();
  });

  it("shows the empty-section texts and 'Location not specified'", async () => {
    mockApi(() => ({
      body: job({
        job_description: '',
        skills_required: [],
        required_languages: [],
        perks_and_benefits: '',
        job_location: [],
      }),
    }));
    page();
    expect(await screen.findByText('No job description provided')).toBeInTheDocument();
    expect(screen.getByText('No specific skills mentioned')).toBeInTheDocument();
    expect(screen.getByText('Location not specified')).toBeInTheDocument();
    expect(screen.queryByText('Required Languages')).not.toBeInTheDocument();
    expect(screen.queryByText('Perks and Benefits')).not.toBeInTheDocument();
  });

  it("error: 'Unable to load job details' with the error, 'Try Again' and 'Back to Jobs'", async () => {
    mockApi(() => ({ status: 404, body: { message: 'No such job exists' } }));
    page();
    expect(await screen.findByText('Unable to load job details')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch job details')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to Jobs' }).at(-1)).toHaveAttribute(
      'href',
      '/AllJobs',
    );
  });

  it("a candidate applies and sees 'Success'; after OK a disabled 'Apply now' and focus on 'Applied on {date} · {status}'", async () => {
    signIn('candidate', 'cand');
    let applied = false;
    const applicationDetails = {
      id: '1',
      jobID: 'ABC123',
      candidateUsername: 'cand',
      recruiterUsername: 'priya',
      status: 'applied',
      appliedAt: '2026-11-23T09:00:00.000Z',
      updatedAt: '2026-11-23T09:00:00.000Z',
    };
    mockApi((url) => {
      if (url.pathname.startsWith('/api/job/fetchIndividualJob')) return { body: job() };
      if (url.pathname.startsWith('/api/saved-jobs')) return { body: { saved: false } };
      if (url.pathname === '/api/applications/screening')
        return applied
          ? { status: 403, body: { hasApplied: true, applicationDetails } }
          : { body: { hasApplied: false } };
      if (url.pathname === '/api/candidate/resume')
        return { status: 404, body: { message: 'No CV' } };
      if (url.pathname === '/api/candidate/dashboard') return { body: { username: 'cand' } };
      applied = true;
      return { body: {} };
    });
    page();
    const applyNow = await screen.findByRole('button', { name: 'Apply Now' });
    expect(applyNow.closest('.max-lg\\:fixed')).not.toBeNull();
    await userEvent.click(applyNow);
    await userEvent.click(await screen.findByRole('button', { name: 'Submit application' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Success' });
    expect(dialog).toHaveTextContent('Applied for this job successfully');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    const status = await screen.findByText(
      (_, element) =>
        element?.tagName === 'P' &&
        element.textContent === `Applied on ${formatDay('2026-11-23T09:00:00.000Z')} · Applied`,
    );
    expect(screen.getByRole('button', { name: 'Apply now' })).toBeDisabled();
    // No action left to keep in reach: on phones it stays in the card, not in the bottom bar.
    expect(screen.getByRole('button', { name: 'Apply now' }).closest('.max-lg\\:fixed')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
    await waitFor(() => expect(status.closest('[tabindex="-1"]')).toHaveFocus());
  });

  describe('withdrawing from the job page', () => {
    const details = (status: string) => ({
      id: '1',
      jobID: 'ABC123',
      candidateUsername: 'cand',
      recruiterUsername: 'priya',
      status,
      appliedAt: '2026-11-23T09:00:00.000Z',
      updatedAt: '2026-11-24T09:00:00.000Z',
    });
    const appliedApi = (initial: string) => {
      let status = initial;
      const fetchMock = mockApi((url, init) => {
        if (url.pathname.startsWith('/api/job/fetchIndividualJob')) return { body: job() };
        if (url.pathname.startsWith('/api/saved-jobs')) return { body: { saved: false } };
        if (url.pathname === '/api/applications/screening')
          return { status: 403, body: { hasApplied: true, applicationDetails: details(status) } };
        if (init.method === 'DELETE' && url.pathname === '/api/applications/ABC123') {
          status = 'withdrawn';
          return { body: details(status) };
        }
        return { status: 500, body: { message: 'unexpected call' } };
      });
      const deletes = () =>
        fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').length;
      return { deletes };
    };
    const statusLine = (label: string) =>
      screen.findByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent === `Applied on ${formatDay('2026-11-23T09:00:00.000Z')} · ${label}`,
      );

    it('confirms, withdraws, then shows Withdrawn with no withdraw left and Apply still disabled', async () => {
      signIn('candidate', 'cand');
      const api = appliedApi('interview');
      page();
      await statusLine('Interview');
      const withdraw = screen.getByRole('button', { name: 'Withdraw application' });
      // On phones it stays in the card with the status, not in the bottom bar.
      expect(withdraw.closest('.max-lg\\:fixed')).toBeNull();
      await userEvent.click(withdraw);
      const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw application?' });
      expect(dialog).toHaveTextContent(
        'You are withdrawing your application for Frontend Engineer at Northwind Labs. This cannot be undone, and the recruiter will see that you withdrew.',
      );
      expect(api.deletes()).toBe(0);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));

      const withdrawn = await statusLine('Withdrawn');
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(api.deletes()).toBe(1);
      expect(
        screen.queryByRole('button', { name: 'Withdraw application' }),
      ).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Apply now' })).toBeDisabled();
      expect(
        screen.getByText('You withdrew your application for this job; it cannot be sent again.'),
      ).toBeInTheDocument();
      await waitFor(() => expect(withdrawn.closest('[tabindex="-1"]')).toHaveFocus());
    });

    it('keeping the application sends nothing and gives focus back', async () => {
      signIn('candidate', 'cand');
      const api = appliedApi('applied');
      page();
      await statusLine('Applied');
      const withdraw = screen.getByRole('button', { name: 'Withdraw application' });
      await userEvent.click(withdraw);
      const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw application?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Keep application' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      await waitFor(() => expect(withdraw).toHaveFocus());
      expect(api.deletes()).toBe(0);
    });

    it('offers no withdraw on an application already withdrawn', async () => {
      signIn('candidate', 'cand');
      appliedApi('withdrawn');
      page();
      await statusLine('Withdrawn');
      expect(screen.getByRole('button', { name: 'Apply now' })).toBeDisabled();
      expect(
        screen.queryByRole('button', { name: 'Withdraw application' }),
      ).not.toBeInTheDocument();
    });
  });

  it("applying twice shows 'Cannot apply for the same job again'", async () => {
    signIn('candidate', 'cand');
    let checks = 0;
    mockApi((url) => {
      if (url.pathname.startsWith('/api/job/fetchIndividualJob')) return { body: job() };
      if (url.pathname.startsWith('/api/saved-jobs')) return { body: { saved: false } };
      if (url.pathname === '/api/candidate/resume')
        return { status: 404, body: { message: 'No CV' } };
      // Free on the page's own check; taken by the time the candidate clicks (e.g. another tab).
      checks += 1;
      return checks === 1
        ? { body: { hasApplied: false } }
        : { status: 403, body: { hasApplied: true } };
    });
    page();
    await userEvent.click(await screen.findByRole('button', { name: 'Apply Now' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Submit application' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unauthorised Application !' });
    expect(dialog).toHaveTextContent('Cannot apply for the same job again');
  });

  it("the owner deletes after confirming, sees 'Deleted !' and lands on /RecruiterDashboard after 2.5 s", async () => {
    signIn('recruiter', 'priya');
    const fetchMock = mockApi((url, init) => {
      if (url.pathname.startsWith('/api/job/fetchIndividualJob')) return { body: job() };
      if (url.pathname === '/api/applications/screening') return { body: { hasPosted: true } };
      if (init.method === 'DELETE') return { body: { message: 'deleted' } };
      return { status: 404, body: { message: 'unexpected call' } };
    });
    const { router } = page();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Job' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete Job' });
    expect(confirm).toHaveTextContent(
      'Are you sure you want to delete this job? This action cannot be undone.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('alertdialog', { name: 'Deleted !' })).toHaveTextContent(
      'Job Deleted Successfully.Navigating back to dashboard....',
    );
    expect(
      fetchMock.mock.calls.some(
        ([input, init]) =>
          init?.method === 'DELETE' && String(input).endsWith('/api/job/delete/ABC123'),
      ),
    ).toBe(true);
    expect(router.state.location.pathname).toBe('/Job/ABC123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/RecruiterDashboard'), {
      timeout: 10_000,
    });
  });

  it("hides 'View company profile' when the job names no company", async () => {
    mockApi(() => ({ body: job({ company_name: '' }) }));
    page();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frontend Engineer' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View company profile' })).not.toBeInTheDocument();
  });

  it("links 'View company profile' for a company name without Latin letters, with the server's slug", async () => {
    mockApi(() => ({ body: job({ company_name: '株式会社' }) }));
    page();
    // company- and the first 12 hex digits of sha256('株式会社'), as GET /api/companies names it.
    expect(await screen.findByRole('link', { name: 'View company profile' })).toHaveAttribute(
      'href',
      '/Company/company-e6843c6eb529',
    );
  });

  it("an open job with a closing day shows 'Applications close on {date}'", async () => {
    mockApi(() => ({ body: job({ validThrough: '2026-12-31' }) }));
    const { container } = page();
    expect(
      await screen.findByText(`Applications close on ${formatDay('2026-12-31')}`),
    ).toBeInTheDocument();
    expect(formatDay('2026-12-31')).toMatch(/31/);
    const ld = JSON.parse(
      container.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    );
    expect(ld).toMatchObject({ validThrough: '2026-12-31T23:59:59.999Z', directApply: true });
  });

  it('the owner closes the job after confirming, then can reopen it', async () => {
    signIn('recruiter', 'priya');
    let current = job();
    const fetchMock = mockApi((url, init) => {
      if (url.pathname === '/api/applications/screening') return { body: { hasPosted: true } };
      if (init.method === 'POST' && url.pathname === '/api/job/ABC123/close')
        current = job({ status: 'closed', closedAt: '2026-11-20T09:00:00.000Z' });
      if (init.method === 'POST' && url.pathname === '/api/job/ABC123/reopen') current = job();
      return { body: current };
    });
    page();
    expect(await screen.findByRole('link', { name: 'Edit job' })).toHaveAttribute(
      'href',
      '/Job/ABC123/Edit',
    );
    expect(screen.getByRole('link', { name: 'View Applicants' })).toHaveAttribute(
      'href',
      '/RecruiterDashboard/MyRecruitments/ABC123',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close job' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Close this job?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep open' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Close job' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Close this job?' })).getByRole('button', {
        name: 'Close job',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Reopen job' })).toBeEnabled();
    expect(screen.getByText('Closed')).toBeInTheDocument();
    // The owner keeps their tools on a closed job; the candidates' notice is not for them.
    expect(screen.queryByText('No longer accepting applications')).not.toBeInTheDocument();
    const close = fetchMock.mock.calls.find(([input]) =>
      String(input).endsWith('/api/job/ABC123/close'),
    );
    expect(new Headers(close?.[1]?.headers).get('Authorization')).toBe('Bearer token');

    await userEvent.click(screen.getByRole('button', { name: 'Reopen job' }));
    expect(await screen.findByRole('button', { name: 'Close job' })).toBeEnabled();
    expect(
      fetchMock.mock.calls.some(
        ([input, init]) =>
          init?.method === 'POST' && String(input).endsWith('/api/job/ABC123/reopen'),
      ),
    ).toBe(true);
  });

  it('another recruiter sees neither Edit nor Close/Reopen', async () => {
    signIn('recruiter', 'someone');
    mockApi((url) =>
      url.pathname === '/api/applications/screening'
        ? { status: 403, body: { message: 'not yours' } }
        : { body: job() },
    );
    page();
    expect(await screen.findByRole('button', { name: 'View Applicants' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Edit job' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close job' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reopen job' })).not.toBeInTheDocument();
  });

  it('a closed job shows candidates a notice instead of Apply, and up to 3 similar open jobs without itself', async () => {
    signIn('candidate', 'cand');
    const others = ['DEF456', 'GHI789', 'JKL012', 'MNO345'].map((jobID, index) =>
      job({
        jobID,
        designation: `Frontend Developer ${index + 1}`,
        company_name: `Company ${index + 1}`,
      }),
    );
    const fetchMock = mockApi((url) => {
      if (url.pathname.startsWith('/api/job/fetchIndividualJob'))
        return { body: job({ status: 'closed', closedAt: '2026-11-20T09:00:00.000Z' }) };
      if (url.pathname.startsWith('/api/saved-jobs')) return { body: { saved: false } };
      if (url.pathname === '/api/job/search')
        return {
          body: {
            items: [others[0], job(), others[1], others[2], others[3]],
            total: 5,
            page: 1,
            pageSize: 4,
          },
        };
      return { status: 500, body: { message: 'unexpected call' } };
    });
    const { container } = page();
    expect(await screen.findByText('No longer accepting applications')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /apply/i })).not.toBeInTheDocument();
    const similar = await screen.findByRole('heading', { name: 'Similar open jobs' });
    const block = similar.closest('div.rounded-2xl') as HTMLElement;
    expect(
      within(block)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Frontend Developer 1', 'Frontend Developer 2', 'Frontend Developer 3']);
    expect(within(block).getByRole('link', { name: 'Frontend Developer 1' })).toHaveAttribute(
      'href',
      '/job/DEF456',
    );
    const search = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/job/search');
    expect(search?.searchParams.get('q')).toBe('frontend or engineer');
    expect(
      fetchMock.mock.calls.some(([input]) => String(input).includes('/api/applications/screening')),
    ).toBe(false);
    const ld = JSON.parse(
      container.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    );
    expect(ld).not.toHaveProperty('directApply');
    expect(ld.validThrough).toBe('2026-11-20T09:00:00.000Z');
  });

  it('a closed job shows visitors the notice and hides the similar block when there is none', async () => {
    mockApi((url) => {
      if (url.pathname === '/api/job/search')
        return { body: { items: [job({ status: 'open' })], total: 1, page: 1, pageSize: 4 } };
      return { body: job({ status: 'closed', closedAt: null }) };
    });
    const fetchMock = vi.mocked(fetch);
    page();
    expect(await screen.findByText('No longer accepting applications')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Login for further action' }),
    ).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([input]) => String(input).includes('/api/job/search')),
      ).toBe(true),
    );
    expect(screen.queryByRole('heading', { name: 'Similar open jobs' })).not.toBeInTheDocument();
  });

  it("applying to a job that closed meanwhile shows the server's 409 message", async () => {
    signIn('candidate', 'cand');
    mockApi((url) => {
      if (url.pathname.startsWith('/api/job/fetchIndividualJob')) return { body: job() };
      if (url.pathname.startsWith('/api/saved-jobs')) return { body: { saved: false } };
      if (url.pathname === '/api/applications/screening') return { body: { hasApplied: false } };
      if (url.pathname === '/api/candidate/resume')
        return { status: 404, body: { message: 'No CV' } };
      if (url.pathname === '/api/candidate/dashboard') return { body: { username: 'cand' } };
      return { status: 409, body: { message: 'This job is no longer accepting applications' } };
    });
    page();
    await userEvent.click(await screen.findByRole('button', { name: 'Apply Now' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Submit application' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Applications closed' });
    expect(dialog).toHaveTextContent('This job is no longer accepting applications');
  });

  it("the owner sees 'Manage this job', no 'Ready to Apply?' heading and no Save", async () => {
    signIn('recruiter', 'priya');
    mockApi((url) => {
      if (url.pathname.startsWith('/api/job/fetchIndividualJob')) return { body: job() };
      if (url.pathname === '/api/applications/screening')
        return { body: { hasPosted: true, recruitmentDetails: {} } };
      return { body: {} };
    });
    page();
    expect(await screen.findByRole('heading', { name: 'Manage this job' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'View Applicants' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ready to Apply?' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  describe("a company's job", () => {
    const companyJob = () =>
      job({
        username: 'ravi',
        name: 'Ravi Kumar',
        company: { slug: 'northwind', name: 'Northwind Labs' },
      } as Parameters<typeof job>[0]);
    const asMember = (role?: string) =>
      mockApi((url) => {
        if (url.pathname.startsWith('/api/job/fetchIndividualJob')) return { body: companyJob() };
        if (url.pathname === '/api/applications/screening')
          return role
            ? { body: { hasPosted: true, recruitmentDetails: companyJob(), role } }
            : { status: 403, body: { hasPosted: false, recruitmentDetails: null } };
        return { body: {} };
      });

    it("names its company with a link to the company's page", async () => {
      mockApi(() => ({ body: companyJob() }));
      page();
      const heading = await screen.findByRole('heading', { level: 1, name: 'Frontend Engineer' });
      const header = heading.closest('div') as HTMLElement;
      expect(within(header).getByRole('link', { name: 'Northwind Labs' })).toHaveAttribute(
        'href',
        '/Company/northwind',
      );
      expect(screen.getByRole('link', { name: 'View company profile' })).toHaveAttribute(
        'href',
        '/Company/northwind',
      );
    });

    it("a recruiter of the company who did not post it manages it: 'View Applicants', edit, close and 'Delete Job'", async () => {
      signIn('recruiter', 'priya');
      asMember('recruiter');
      page();
      expect(await screen.findByRole('heading', { name: 'Manage this job' })).toBeInTheDocument();
      expect(
        screen.getByText(
          'Your company posted this job: review who applied, edit, close or remove the posting.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'View Applicants' })).toHaveAttribute(
        'href',
        '/RecruiterDashboard/MyRecruitments/ABC123',
      );
      expect(screen.getByRole('link', { name: 'Edit job' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Close job' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Delete Job' })).toBeInTheDocument();
    });

    it("a viewer of the company gets 'View Applicants' and no control that would be refused", async () => {
      signIn('recruiter', 'priya');
      asMember('viewer');
      page();
      expect(await screen.findByRole('link', { name: 'View Applicants' })).toHaveAttribute(
        'href',
        '/RecruiterDashboard/MyRecruitments/ABC123',
      );
      expect(screen.getByRole('heading', { name: "Your company's job" })).toBeInTheDocument();
      expect(screen.getByText('You have view-only access to this job')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Delete Job' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Edit job' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Close job' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();
    });

    it("a recruiter outside the company: the disabled 'View Applicants' as before", async () => {
      signIn('recruiter', 'someone');
      asMember();
      page();
      expect(await screen.findByRole('button', { name: 'View Applicants' })).toBeDisabled();
      expect(
        screen.getByText('Only the recruiter who posted this job can see its applicants.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Delete Job' })).not.toBeInTheDocument();
    });
  });

  it("signed out: 'Log in to apply' goes to the candidate login and back to this job, beside the spec's disabled button", async () => {
    mockApi(() => ({ body: job() }));
    page();
    expect(await screen.findByRole('heading', { name: 'Ready to Apply?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login for further action' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Log in to apply' })).toHaveAttribute(
      'href',
      '/CandidateLogin?next=%2FJob%2FABC123',
    );
  });

  it('while loading, reserves the space of the job with skeletons (no lone spinner)', async () => {
    mockApi(() => new Promise(() => {}));
    page();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading job details...');
    expect(status.querySelectorAll('[aria-hidden]').length).toBeGreaterThan(3);
  });
});
