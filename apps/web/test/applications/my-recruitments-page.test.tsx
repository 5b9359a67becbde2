import type { ApplicantCounts, MyJob } from '@jobhunter/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MyRecruitmentsPage } from '@/features/applications/components/my-recruitments-page';
import { formatDay } from '@/lib/format-day';
import { job } from '../jobs/job-fixture';
import { mockApi, renderRoute } from '../helpers/render';

const PATH = '/RecruiterDashboard/MyRecruitments';
const page = () => renderRoute(<MyRecruitmentsPage />, { path: PATH, pattern: PATH });
const none: ApplicantCounts = {
  applied: 0,
  reviewing: 0,
  interview: 0,
  offer: 0,
  hired: 0,
  rejected: 0,
  withdrawn: 0,
};
const myJob = (overrides: Partial<MyJob> = {}): MyJob => ({
  ...job(),
  applicants: none,
  ...overrides,
});
const cardOf = (jobID: string) => screen.getByText(jobID).closest('li') as HTMLElement;
/** A card's counts by status, as read out: "Applied 7", "Under review 1"... */
const byStatus = (jobID: string) =>
  within(within(cardOf(jobID)).getByRole('list', { name: 'Applicants by status' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

beforeEach(() => {
  localStorage.setItem('recruiterUsername', 'priya');
  localStorage.setItem('recruiterAccessToken', 'token');
});
afterEach(() => vi.unstubAllGlobals());

describe('My Recruitments', () => {
  it('shows six skeletons, then each posted job with Edit, View Job and Applications', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetchMock = mockApi(async (url) => {
      if (url.pathname === '/api/recruiter/dashboard') return { body: { username: 'priya' } };
      await gate;
      return { body: [myJob()] };
    });
    page();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      '/RecruiterDashboard',
    );
    expect(
      within(screen.getByTestId('job-card-skeletons')).getAllByRole('listitem', { hidden: true }),
    ).toHaveLength(6);
    release();
    expect(await screen.findByRole('link', { name: /View Job/ })).toHaveAttribute(
      'href',
      '/job/ABC123',
    );
    expect(screen.getByRole('link', { name: /Applications for/ })).toHaveAttribute(
      'href',
      '/RecruiterDashboard/MyRecruitments/ABC123',
    );
    expect(screen.getByRole('link', { name: 'Edit Frontend Engineer (ABC123)' })).toHaveAttribute(
      'href',
      '/Job/ABC123/Edit',
    );
    const mine = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/api/job/mine'));
    expect(new Headers(mine?.[1]?.headers).get('Authorization')).toBe('Bearer token');
  });

  it('shows each job status, its applicants by stage and when it was posted', async () => {
    mockApi((url) =>
      url.pathname === '/api/recruiter/dashboard'
        ? { body: { username: 'priya' } }
        : {
            body: [
              myJob({
                jobID: 'AAA111',
                applicants: {
                  ...none,
                  applied: 7,
                  reviewing: 1,
                  interview: 3,
                  offer: 1,
                  withdrawn: 2,
                },
              }),
              myJob({
                jobID: 'BBB222',
                validThrough: '2026-12-31',
                applicants: { ...none, applied: 1 },
              }),
              myJob({ jobID: 'CCC333', status: 'closed', closedAt: '2026-11-20T00:00:00.000Z' }),
              myJob({ jobID: 'DDD444', applicants: { ...none, withdrawn: 1 } }),
              myJob({
                jobID: 'EEE555',
                status: 'closed',
                applicants: { ...none, hired: 1, rejected: 4 },
              }),
            ],
          },
    );
    page();
    await screen.findByText('AAA111');
    expect(within(cardOf('AAA111')).getByText('Open')).toBeInTheDocument();
    // The total leaves out the 2 who withdrew; they are named apart. Every status someone is in, applied too, has its count.
    expect(within(cardOf('AAA111')).getByText('12 applicants · 2 withdrawn')).toBeInTheDocument();
    expect(byStatus('AAA111')).toEqual([
      'Applied 7',
      'Under review 1',
      'Interview 3',
      'Offer made 1',
    ]);
    expect(
      within(cardOf('AAA111')).getByText(`Posted ${formatDay('2026-11-01T10:00:00.000Z')}`),
    ).toBeInTheDocument();
    expect(
      within(cardOf('BBB222')).getByText(`Expires on ${formatDay('2026-12-31')}`),
    ).toBeInTheDocument();
    expect(within(cardOf('BBB222')).getByText('1 applicant')).toBeInTheDocument();
    expect(byStatus('BBB222')).toEqual(['Applied 1']);
    expect(within(cardOf('CCC333')).getByText('Closed')).toBeInTheDocument();
    expect(within(cardOf('CCC333')).getByText('No applicants yet')).toBeInTheDocument();
    expect(
      within(cardOf('CCC333')).queryByRole('list', { name: 'Applicants by status' }),
    ).not.toBeInTheDocument();
    expect(
      within(cardOf('DDD444')).getByText('No active applicants · 1 withdrawn'),
    ).toBeInTheDocument();
    expect(
      within(cardOf('DDD444')).queryByRole('list', { name: 'Applicants by status' }),
    ).not.toBeInTheDocument();
    expect(byStatus('EEE555')).toEqual(['Hired 1', 'Not selected 4']);
  });

  it('keeps Delete out of sight: it is in the More actions menu, behind a confirmation', async () => {
    const fetchMock = mockApi((url, init) => {
      if (url.pathname === '/api/recruiter/dashboard') return { body: { username: 'priya' } };
      if (init.method === 'DELETE') return { body: { message: 'deleted' } };
      return { body: [myJob()] };
    });
    page();
    const trigger = await screen.findByRole('button', {
      name: 'More actions for Frontend Engineer (ABC123)',
    });
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    // Keyboard: open with Enter, move with the arrows, close with Escape back onto the trigger.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = screen.getByRole('menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('menuitem', { name: 'Close job' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Close job' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const confirm = screen.getByRole('alertdialog', { name: 'Delete Job' });
    expect(confirm).toHaveTextContent(
      'Are you sure you want to delete this job? This action cannot be undone.',
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('alertdialog', { name: 'Deleted !' })).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([input, init]) =>
          init?.method === 'DELETE' && String(input).endsWith('/api/job/delete/ABC123'),
      ),
    ).toBe(true);
  });

  it('closes a job from the menu after confirming, and reopens a closed one', async () => {
    let jobs = [
      myJob({ jobID: 'AAA111' }),
      myJob({ jobID: 'BBB222', status: 'closed', closedAt: '2026-11-20T00:00:00.000Z' }),
    ];
    const fetchMock = mockApi((url, init) => {
      if (url.pathname === '/api/recruiter/dashboard') return { body: { username: 'priya' } };
      if (init.method === 'POST') {
        const [, , , jobID, change] = url.pathname.split('/');
        jobs = jobs.map((item) =>
          item.jobID === jobID ? { ...item, status: change === 'close' ? 'closed' : 'open' } : item,
        );
        return { body: jobs.find((item) => item.jobID === jobID) };
      }
      return { body: jobs };
    });
    page();
    await userEvent.click(
      await screen.findByRole('button', { name: 'More actions for Frontend Engineer (AAA111)' }),
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Close job' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Close this job?' })).getByRole('button', {
        name: 'Close job',
      }),
    );
    await waitFor(() => expect(within(cardOf('AAA111')).getByText('Closed')).toBeInTheDocument());

    await userEvent.click(
      screen.getByRole('button', { name: 'More actions for Frontend Engineer (BBB222)' }),
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Reopen job' }));
    await waitFor(() => expect(within(cardOf('BBB222')).getByText('Open')).toBeInTheDocument());
    const posts = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([input]) => String(input));
    expect(posts).toEqual(['/api/job/AAA111/close', '/api/job/BBB222/reopen']);
  });

  describe('company jobs', () => {
    /** A job of the company as `GET /api/job/mine` lists it: who posted it and priya's role on it. */
    const companyJob = (
      jobID: string,
      role: string,
      postedBy = { username: 'ravi', name: 'Ravi Kumar' },
    ) =>
      ({
        ...myJob({ jobID, username: postedBy.username, name: postedBy.name }),
        postedBy,
        role,
      }) as MyJob;
    const serve = (jobs: MyJob[]) =>
      mockApi((url) =>
        url.pathname === '/api/recruiter/dashboard'
          ? { body: { username: 'priya' } }
          : { body: jobs },
      );

    it("says who posted a colleague's job, and nothing on priya's own", async () => {
      serve([
        companyJob('AAA111', 'recruiter'),
        companyJob('BBB222', 'owner', { username: 'priya', name: 'Priya' }),
        myJob({ jobID: 'CCC333' }),
      ]);
      page();
      await screen.findByText('AAA111');
      expect(within(cardOf('AAA111')).getByText(/^Posted by/)).toHaveTextContent(
        'Posted by Ravi Kumar (@ravi)',
      );
      expect(within(cardOf('BBB222')).queryByText(/Posted by/)).not.toBeInTheDocument();
      expect(within(cardOf('CCC333')).queryByText(/Posted by/)).not.toBeInTheDocument();
    });

    it("a recruiter of the company gets every control on a colleague's job", async () => {
      serve([companyJob('AAA111', 'recruiter')]);
      page();
      const card = await screen.findByText('AAA111').then(() => cardOf('AAA111'));
      expect(
        within(card).getByRole('link', { name: 'Edit Frontend Engineer (AAA111)' }),
      ).toHaveAttribute('href', '/Job/AAA111/Edit');
      await userEvent.click(
        within(card).getByRole('button', { name: 'More actions for Frontend Engineer (AAA111)' }),
      );
      expect(screen.getByRole('menuitem', { name: 'Close job' })).toBeInTheDocument();
      expect(screen.getByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
      expect(within(card).queryByText('View only')).not.toBeInTheDocument();
    });

    it('a viewer gets View Job and Applications only: no Edit, no Close, no Delete', async () => {
      serve([
        companyJob('AAA111', 'viewer'),
        companyJob('BBB222', 'viewer', { username: 'priya', name: 'Priya' }),
      ]);
      page();
      await screen.findByText('AAA111');
      for (const jobID of ['AAA111', 'BBB222']) {
        const card = cardOf(jobID);
        expect(within(card).getByText('View only')).toBeInTheDocument();
        expect(within(card).getByRole('link', { name: /^View Job/ })).toHaveAttribute(
          'href',
          `/job/${jobID}`,
        );
        expect(within(card).getByRole('link', { name: /^Applications for/ })).toHaveAttribute(
          'href',
          `/RecruiterDashboard/MyRecruitments/${jobID}`,
        );
        expect(within(card).queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
        expect(
          within(card).queryByRole('button', { name: /More actions/ }),
        ).not.toBeInTheDocument();
      }
      expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
      expect(screen.queryByText(/Close job|Reopen job/)).not.toBeInTheDocument();
      expect(within(cardOf('AAA111')).getByText(/^Posted by/)).toHaveTextContent(
        'Posted by Ravi Kumar (@ravi)',
      );
    });
  });

  it("empty: 'No applications yet'", async () => {
    mockApi((url) => ({
      body: url.pathname === '/api/recruiter/dashboard' ? { username: 'priya' } : [],
    }));
    page();
    expect(await screen.findByText('No applications yet')).toBeInTheDocument();
  });
});
