import { todayUtc } from '@jobhunter/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditJobPage } from '@/features/job-posting/components/edit-job-page';
import { job } from '../jobs/job-fixture';
import { mockApi, renderRoute } from '../helpers/render';

afterEach(() => vi.unstubAllGlobals());

const page = () =>
  renderRoute(<EditJobPage />, { path: '/Job/ABC123/Edit', pattern: '/Job/:jobID/Edit' });
const signIn = (username: string) => {
  localStorage.setItem('recruiterUsername', username);
  localStorage.setItem('recruiterAccessToken', 'token');
};
const patches = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PATCH')
    .map(([input, init]) => ({ url: String(input), body: JSON.parse(String(init?.body)) }));

describe('edit job', () => {
  it('is prefilled from the job, sends only the changed fields by PATCH and goes back to the job page', async () => {
    signIn('priya');
    const fetchMock = mockApi((_url, init) => {
      if (init.method === 'PATCH')
        return {
          body: job({ designation: 'Staff Frontend Engineer', validThrough: '2099-12-31' }),
        };
      return { body: job() };
    });
    const { router } = page();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit job' })).toBeInTheDocument();
    expect(screen.getByLabelText('Job ID')).toHaveValue('ABC123');
    expect(screen.getByLabelText('Job ID')).toHaveAttribute('readonly');
    const designation = screen.getByLabelText('Designation');
    expect(designation).toHaveValue('Frontend Engineer');
    expect(screen.getByLabelText('Experience required (years)')).toHaveValue('7.5');
    expect(screen.getByLabelText('Skill 5')).toHaveValue('A11y');
    expect(screen.getByPlaceholderText('e.g $80,000')).toHaveValue('80000');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();

    await userEvent.clear(designation);
    await userEvent.type(designation, 'Staff Frontend Engineer');
    const closesOn = screen.getByLabelText('Applications close on');
    expect(closesOn).toHaveAttribute('type', 'date');
    expect(closesOn).toHaveAttribute('min', todayUtc());
    await userEvent.type(closesOn, '2099-12-31');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/job/ABC123'));
    expect(patches(fetchMock)).toEqual([
      {
        url: '/api/job/ABC123',
        body: { designation: 'Staff Frontend Engineer', validThrough: '2099-12-31' },
      },
    ]);
    const headers = new Headers(
      fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')?.[1]?.headers,
    );
    expect(headers.get('Authorization')).toBe('Bearer token');
  });

  it('checks the shared rules before sending: min above max shows beside the field and nothing is sent', async () => {
    signIn('priya');
    const fetchMock = mockApi(() => ({ body: job() }));
    page();
    const min = await screen.findByPlaceholderText('e.g $80,000');
    await userEvent.clear(min);
    await userEvent.type(min, '500000');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    const max = screen.getByLabelText('Maximum CTC (USD)');
    await waitFor(() =>
      expect(max).toHaveAccessibleDescription('Minimum CTC cannot be more than maximum CTC'),
    );
    expect(max).toHaveAttribute('aria-invalid', 'true');
    expect(max).toHaveFocus();
    expect(min).toHaveValue('500000');
    expect(patches(fetchMock)).toHaveLength(0);
  });

  it("keeps everything typed on a 400 and shows the server's message and field errors", async () => {
    signIn('priya');
    const fetchMock = mockApi((_url, init) => {
      if (init.method === 'PATCH') {
        return {
          status: 400,
          body: {
            message: 'Job description mentions a banned word',
            errors: [
              { path: ['job_description'], message: 'Job description mentions a banned word' },
            ],
          },
        };
      }
      return { body: job() };
    });
    const { router } = page();
    const description = await screen.findByLabelText('Job description');
    await userEvent.type(description, ' Own the design system.');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not save the job: Job description mentions a banned word',
    );
    expect(description).toHaveAccessibleDescription('Job description mentions a banned word');
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(description).toHaveValue('Build the web app. Own the design system.');
    expect(patches(fetchMock)[0].body).toEqual({
      job_description: 'Build the web app. Own the design system.',
    });
    expect(router.state.location.pathname).toBe('/Job/ABC123/Edit');
  });

  it('asks before leaving with unsaved changes', async () => {
    signIn('priya');
    mockApi(() => ({ body: job() }));
    const { router } = page();
    await userEvent.type(await screen.findByLabelText('Bond in USD'), '$500');
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(router.state.location.pathname).toBe('/Job/ABC123/Edit');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.getByLabelText('Bond in USD')).toHaveValue('$500');
  });

  it('tells anyone but the poster that they cannot edit, with no form', async () => {
    signIn('someone-else');
    mockApi(() => ({ body: job() }));
    page();
    expect(
      await screen.findByRole('heading', { name: "You can't edit this job" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Only the recruiter who posted this job can edit it.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Designation')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View job' })).toHaveAttribute('href', '/job/ABC123');
  });

  describe("a company's job posted by a colleague", () => {
    const companyJob = () =>
      job({
        username: 'ravi',
        name: 'Ravi Kumar',
        company: { slug: 'northwind', name: 'Northwind Labs' },
      } as Parameters<typeof job>[0]);
    const asMember = (role: string) =>
      mockApi((url) =>
        url.pathname === '/api/applications/screening'
          ? { body: { hasPosted: true, recruitmentDetails: companyJob(), role } }
          : { body: companyJob() },
      );

    it('a viewer is told the job is view-only for them, with no form', async () => {
      signIn('priya');
      const fetchMock = asMember('viewer');
      page();
      expect(
        await screen.findByRole('heading', { name: 'You have view-only access to this job' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Edit job' })).toBeInTheDocument();
      expect(screen.queryByLabelText('Designation')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'View job' })).toHaveAttribute('href', '/job/ABC123');
      expect(screen.getByRole('link', { name: 'View applicants' })).toHaveAttribute(
        'href',
        '/RecruiterDashboard/MyRecruitments/ABC123',
      );
      expect(patches(fetchMock)).toEqual([]);
    });

    it('a recruiter of the company edits it like its poster', async () => {
      signIn('priya');
      const fetchMock = asMember('recruiter');
      page();
      const designation = await screen.findByLabelText('Designation');
      expect(designation).toHaveValue('Frontend Engineer');
      await userEvent.type(designation, ' II');
      await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
      await waitFor(() =>
        expect(patches(fetchMock)).toEqual([
          { url: '/api/job/ABC123', body: { designation: 'Frontend Engineer II' } },
        ]),
      );
    });

    it('a recruiter outside the company cannot edit it', async () => {
      signIn('priya');
      mockApi((url) =>
        url.pathname === '/api/applications/screening'
          ? { status: 403, body: { hasPosted: false, recruitmentDetails: null } }
          : { body: companyJob() },
      );
      page();
      expect(
        await screen.findByRole('heading', { name: "You can't edit this job" }),
      ).toBeInTheDocument();
      expect(screen.queryByLabelText('Designation')).not.toBeInTheDocument();
    });
  });

  it('asks visitors to log in as a recruiter', () => {
    mockApi(() => ({ body: job() }));
    page();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit job' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Sign in as a recruiter to continue' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in as a recruiter' })).toHaveAttribute(
      'href',
      `/RecruiterLogin?next=${encodeURIComponent('/Job/ABC123/Edit')}`,
    );
    expect(screen.queryByLabelText('Designation')).not.toBeInTheDocument();
  });
});

describe('edit job: screening questions', () => {
  const questions = [
    {
      id: 'q1',
      text: 'Can you work from Berlin?',
      kind: 'yesno' as const,
      required: true,
      knockout: { equals: true },
    },
    {
      id: 'q4',
      text: 'Which shift?',
      kind: 'choice' as const,
      required: false,
      choices: ['Early', 'Late'],
      knockout: { oneOf: ['Early'] },
    },
    { id: 'q5', text: 'Anything else?', kind: 'text' as const, required: false, knockout: null },
  ];

  it('loads the questions with their rules; a move keeps their ids and only the questions are sent', async () => {
    signIn('priya');
    const fetchMock = mockApi(() => ({ body: job({ questions, resumeRequired: true }) }));
    page();
    expect(await screen.findByLabelText('Question 1 text')).toHaveValue(
      'Can you work from Berlin?',
    );
    const first = screen.getByRole('group', { name: 'Question 1' });
    expect(within(first).getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(screen.getByLabelText('Question 2 kind')).toHaveValue('choice');
    expect(screen.getByLabelText('Question 2 choice 2')).toHaveValue('Late');
    const second = screen.getByRole('group', { name: 'Question 2' });
    expect(within(second).getByRole('checkbox', { name: 'Early' })).toBeChecked();
    expect(within(second).getByRole('checkbox', { name: 'Late' })).not.toBeChecked();
    expect(screen.getByLabelText('Question 3 required')).not.toBeChecked();
    expect(screen.getByLabelText('Require a CV to apply')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();

    // At the ends the buttons stay focusable but do nothing, so focus is never lost to a move.
    expect(screen.getByRole('button', { name: 'Move up question 1' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Move down question 3' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Move down question 1' }));
    expect(screen.getByRole('button', { name: 'Move down question 2' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(patches(fetchMock)).toHaveLength(1));
    expect(patches(fetchMock)[0].body).toEqual({
      questions: [questions[1], questions[0], questions[2]],
    });
  });

  it('sends an empty list when every question is removed', async () => {
    signIn('priya');
    const fetchMock = mockApi((_url, init) =>
      init.method === 'PATCH'
        ? { body: job() }
        : { body: job({ questions: questions.slice(0, 2) }) },
    );
    page();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove question 2' }));
    expect(screen.getByLabelText('Question 1 text')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Remove question 1' }));
    expect(screen.getByRole('button', { name: 'Add question' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches(fetchMock)).toHaveLength(1));
    expect(patches(fetchMock)[0].body).toEqual({ questions: [] });
  });

  it('leaves the questions out of the PATCH when only another field changed', async () => {
    signIn('priya');
    const fetchMock = mockApi(() => ({ body: job({ questions }) }));
    page();
    await userEvent.type(await screen.findByLabelText('Bond in USD'), '$5');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches(fetchMock)).toHaveLength(1));
    expect(patches(fetchMock)[0].body).toEqual({ bond: '$5' });
  });
});
