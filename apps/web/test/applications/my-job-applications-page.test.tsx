import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MyJobApplicationsPage } from '@/features/applications/components/my-job-applications-page';
import { job } from '../jobs/job-fixture';
import { mockApi, renderRoute } from '../helpers/render';
import { sentBodies } from './applicants-fixture';

const PATH = '/CandidateDashboard/MyJobApplications';
const page = () => renderRoute(<MyJobApplicationsPage />, { path: PATH, pattern: PATH });

beforeEach(() => {
  localStorage.setItem('candidateUsername', 'cand');
  localStorage.setItem('candidateAccessToken', 'token');
});
afterEach(() => vi.unstubAllGlobals());

describe('My Job Applications', () => {
  it('shows eight skeleton cards while loading, then the applications with their status', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    mockApi(async (url) => {
      if (url.pathname === '/api/candidate/dashboard') return { body: { username: 'cand' } };
      await gate;
      return {
        body: [
          {
            ...job({ work_environment: 'Hybrid' }),
            applicationStatus: 'offer',
            appliedAt: '2026-11-02T00:00:00.000Z',
          },
        ],
      };
    });
    page();
    expect(screen.getByRole('heading', { name: 'My Job Applications' })).toBeInTheDocument();
    expect(screen.getByText("Track all the jobs you've applied for")).toBeInTheDocument();
    expect(
      within(screen.getByTestId('job-card-skeletons')).getAllByRole('listitem', { hidden: true }),
    ).toHaveLength(8);
    release();
    const card = (await screen.findByRole('link', { name: 'Frontend Engineer' })).closest(
      'li',
    ) as HTMLElement;
    // docs/product.md §2 "My Job Applications": the jobID badge sits by the designation, in the title row.
    const badge = within(card).getByText('ABC123', { exact: true });
    const titleRow = within(card).getByRole('heading', { name: 'Frontend Engineer' }).parentElement
      ?.parentElement as HTMLElement;
    expect(titleRow).toContainElement(badge);
    expect(within(card).getByText('Offer made')).toBeInTheDocument();
    expect(within(card).getByText('Hybrid')).toHaveClass('bg-sky-50');
    expect(within(card).getByText('80000 - 120000')).toBeInTheDocument();
    expect(within(card).getByText('@priya')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Frontend Engineer' })).toHaveAttribute(
      'href',
      '/job/ABC123',
    );
  });

  it('filters by status, kept in ?status=, with a count per status', async () => {
    mockApi((url) => ({
      body:
        url.pathname === '/api/candidate/dashboard'
          ? { username: 'cand' }
          : [
              { ...job(), applicationStatus: 'offer', appliedAt: '2026-11-02T00:00:00.000Z' },
              {
                ...job({ jobID: 'DEF456', designation: 'Data Engineer' }),
                applicationStatus: 'applied',
                appliedAt: '2026-11-03T00:00:00.000Z',
              },
            ],
    }));
    const { router } = page();
    await screen.findByRole('link', { name: 'Data Engineer' });
    const filter = screen.getByLabelText('Status');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All statuses (2)', 'Applied (1)', 'Offer made (1)']);
    await userEvent.selectOptions(filter, 'offer');
    expect(screen.queryByRole('link', { name: 'Data Engineer' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Frontend Engineer' })).toBeInTheDocument();
    expect(screen.getByText('1 application shown')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=offer');
  });

  it('asks a visitor to sign in as a candidate instead of skeletons then Session ended', async () => {
    localStorage.clear();
    mockApi(() => ({ status: 401, body: { message: 'no' } }));
    page();
    expect(
      screen.getByRole('heading', { name: 'Sign in as a candidate to continue' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('job-card-skeletons')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in as a candidate' })).toHaveAttribute(
      'href',
      `/CandidateLogin?next=${encodeURIComponent(PATH)}`,
    );
  });

  it("empty: 'No applications yet'", async () => {
    mockApi((url) => ({
      body: url.pathname === '/api/candidate/dashboard' ? { username: 'cand' } : [],
    }));
    page();
    expect(await screen.findByText('No applications yet')).toBeInTheDocument();
  });

  it('error: the spec text', async () => {
    mockApi((url) =>
      url.pathname === '/api/candidate/dashboard'
        ? { body: { username: 'cand' } }
        : { status: 500, body: { message: 'boom' } },
    );
    page();
    expect(
      await screen.findByText('Error loading your job applications. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('logs out and goes to / when the stored username is not the signed-in account', async () => {
    mockApi((url) => {
      if (url.pathname === '/api/candidate/dashboard')
        return { body: { username: 'someone-else' } };
      if (url.pathname === '/api/candidate/logout') return { body: { message: 'bye' } };
      return { body: [] };
    });
    const { router } = page();
    expect(await screen.findByText('Session ended', {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('candidateUsername')).toBeNull());
    expect(router.state.location.pathname).toBe(PATH);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 10_000 });
  });

  describe('withdrawing and history', () => {
    const applied = (overrides = {}) => ({
      ...job(),
      applicationStatus: 'interview',
      appliedAt: '2026-11-02T00:00:00.000Z',
      ...overrides,
    });
    const candidateApi = (
      list: unknown[],
      withdraw = () => ({
        body: {
          id: '1',
          jobID: 'ABC123',
          candidateUsername: 'cand',
          recruiterUsername: 'priya',
          status: 'withdrawn',
          appliedAt: '',
          updatedAt: '',
        },
      }),
    ) =>
      mockApi((url, init) => {
        if (url.pathname === '/api/candidate/dashboard') return { body: { username: 'cand' } };
        if (init.method === 'DELETE') return withdraw();
        if (url.pathname === '/api/applications/history')
          return {
            body: [
              { from: null, to: 'applied', by: 'candidate', changedAt: '2026-11-02T09:00:00.000Z' },
              {
                from: 'applied',
                to: 'interview',
                by: 'recruiter',
                changedAt: '2026-11-04T09:00:00.000Z',
              },
            ],
          };
        return { body: list };
      });
    const deletes = (fetchMock: ReturnType<typeof mockApi>) =>
      fetchMock.mock.calls
        .filter(([, init]) => init?.method === 'DELETE')
        .map(([input]) => new URL(String(input), 'http://localhost').pathname);

    it('withdraws after confirmation, then shows Withdrawn without a reload and no withdraw button', async () => {
      const fetchMock = candidateApi([applied()]);
      page();
      const card = (await screen.findByRole('link', { name: 'Frontend Engineer' })).closest(
        'li',
      ) as HTMLElement;
      await userEvent.click(
        within(card).getByRole('button', {
          name: 'Withdraw application for Frontend Engineer (ABC123)',
        }),
      );
      const dialog = screen.getByRole('alertdialog', { name: 'Withdraw application?' });
      expect(dialog).toHaveTextContent(
        'This cannot be undone, and the recruiter will see that you withdrew.',
      );
      expect(deletes(fetchMock)).toEqual([]);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));

      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(within(card).getByText('Withdrawn')).toBeInTheDocument();
      expect(
        within(card).queryByRole('button', { name: /Withdraw application/ }),
      ).not.toBeInTheDocument();
      expect(deletes(fetchMock)).toEqual(['/api/applications/ABC123']);
      await waitFor(() =>
        expect(within(card).getByRole('button', { name: 'Show history' })).toHaveFocus(),
      );
      expect(sentBodies(fetchMock, 'PATCH', '/api/applications/status')).toEqual([]);
    });

    it('cancelling the confirmation sends nothing', async () => {
      const fetchMock = candidateApi([applied()]);
      page();
      const withdraw = await screen.findByRole('button', { name: /Withdraw application/ });
      await userEvent.click(withdraw);
      await userEvent.click(
        within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Keep application' }),
      );
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      await waitFor(() => expect(withdraw).toHaveFocus());
      expect(deletes(fetchMock)).toEqual([]);
      expect(screen.getByText('Interview')).toBeInTheDocument();
    });

    it('keeps the dialog open with the reason when withdrawing fails', async () => {
      candidateApi(
        [applied()],
        () => ({ status: 404, body: { message: 'No application for this job' } }) as never,
      );
      page();
      await userEvent.click(await screen.findByRole('button', { name: /Withdraw application/ }));
      const dialog = screen.getByRole('alertdialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'No application for this job',
      );
    });

    it('offers no withdraw on a withdrawn application, marks closed jobs and shows the history on demand', async () => {
      const fetchMock = candidateApi([
        applied({
          applicationStatus: 'withdrawn',
          status: 'closed',
          closedAt: '2026-11-10T00:00:00.000Z',
        }),
      ]);
      page();
      const card = (await screen.findByRole('link', { name: 'Frontend Engineer' })).closest(
        'li',
      ) as HTMLElement;
      expect(within(card).getByText('Withdrawn')).toBeInTheDocument();
      expect(within(card).getByText('Closed')).toBeInTheDocument();
      expect(
        within(card).queryByRole('button', { name: /Withdraw application/ }),
      ).not.toBeInTheDocument();

      const toggle = within(card).getByRole('button', { name: 'Show history' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(toggle).toHaveAccessibleName('Hide history');
      const history = await within(card).findByRole('list', { name: 'Status history' });
      expect(
        within(history)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Applied · 2 Nov 2026', 'Moved to Interview by recruiter · 4 Nov 2026']);
      const call = fetchMock.mock.calls.find(([input]) =>
        String(input).includes('/applications/history'),
      );
      expect(String(call?.[0])).toContain('jobID=ABC123&candidateUsername=cand');
      expect((call?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer token');
    });
  });
});
