import { fireEvent, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JobPostingPage } from '@/features/job-posting/components/job-posting-page';
import { mockApi, renderRoute } from '../helpers/render';

// Radix radios measure themselves; jsdom has no ResizeObserver.
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

// The form is large: checking 'pointer-events' up every ancestor (getComputedStyle in jsdom) before
// each click cost about half of each test's time on a busy machine. The form has no overlays that
// could swallow a click, so the check proves nothing here.
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const profile = {
  username: 'priya',
  firstName: 'Priya',
  lastName: 'Raghunathan',
  email: 'priya@example.com',
  current_job: { company: 'Northwind Labs' },
};

function signedIn() {
  localStorage.setItem('recruiterUsername', 'priya');
  localStorage.setItem('recruiterAccessToken', 'token');
}

describe("/JobPosting ('Start Recruiting')", () => {
  it('asks visitors to sign in as a recruiter and come back here', () => {
    renderRoute(<JobPostingPage />, { path: '/JobPosting', pattern: '/JobPosting' });
    expect(screen.getByRole('heading', { level: 1, name: 'Start Recruiting' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Sign in as a recruiter to continue' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in as a recruiter' })).toHaveAttribute(
      'href',
      '/RecruiterLogin?next=%2FJobPosting',
    );
  });

  it('fills the read-only fields, reserves an ID, posts with months and shows the result dialog', async () => {
    signedIn();
    let posted: Record<string, unknown> = {};
    mockApi((url, init) => {
      if (url.pathname === '/api/recruiter/dashboard') return { body: profile };
      if (url.pathname === '/api/job/createID') return { status: 201, body: { message: 'ok' } };
      posted = JSON.parse(String(init.body));
      return { status: 201, body: { message: 'Job created successfully', jobID: posted.jobID } };
    });
    const { router } = renderRoute(<JobPostingPage />);
    expect(await screen.findByRole('heading', { name: 'Start Recruiting' })).toBeInTheDocument();
    expect(screen.getByText('Fill in the details below to begin recruitment')).toBeInTheDocument();
    // The read-only poster fields are one summary: terms and values, nothing to type in.
    expect(screen.getByLabelText('Company name')).toHaveTextContent('Northwind Labs');
    expect(screen.getByLabelText('Email')).toHaveTextContent('priya@example.com');
    expect(screen.queryByRole('textbox', { name: 'Company name' })).not.toBeInTheDocument();
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Job ID')).toHaveTextContent(/^[A-Z]{3}\d{3}$/),
    );
    expect(screen.getByText('e.g. 3. Write only numeric form')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('e.g $80,000')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('e.g $120,000')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('e.g $1000 for 1 years')).toBeInTheDocument();
    expect(screen.getByLabelText('Applications close on')).toHaveAttribute('type', 'date');

    // Whole words are pasted: a simulated keystroke re-renders the form each time, which on a busy
    // 2-core machine took most of the time limit while proving nothing more than one paste does.
    const fill = async (label: string, text: string) => {
      await user.click(screen.getByLabelText(label));
      await user.paste(text);
    };
    await fill('Designation', 'Platform Engineer');
    await fill('Experience required (years)', '2');
    await fill('Skill 1', 'Go');
    await user.click(screen.getByRole('button', { name: 'Add skill' }));
    await user.paste('Kubernetes');
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Is visa sponsored?' })).getByRole('radio', {
        name: 'Yes',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Create Job Posting' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Success' });
    expect(dialog).toHaveTextContent('Job Posted successfully');
    expect(posted).toMatchObject({
      designation: 'Platform Engineer',
      experience_required_in_months: '24',
      skills_required: ['Go', 'Kubernetes'],
      isVisaSponsored: true,
      validThrough: null,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it("shows 'Error occured at backend ' plus a real server error, and closing it keeps the form", async () => {
    signedIn();
    mockApi((url) => {
      if (url.pathname === '/api/recruiter/dashboard') return { body: profile };
      if (url.pathname === '/api/job/createID') return { status: 201, body: { message: 'ok' } };
      return { status: 500, body: { message: 'Database unavailable' } };
    });
    const { router } = renderRoute(<JobPostingPage />, {
      path: '/JobPosting',
      pattern: '/JobPosting',
    });
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Create Job Posting' })).toBeEnabled(),
    );
    fireEvent.change(screen.getByLabelText('Designation'), { target: { value: 'Data Engineer' } });
    await user.click(screen.getByRole('button', { name: 'Create Job Posting' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Error occured at backend Database unavailable');
    expect(within(dialog).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back to the form' }));
    expect(screen.getByLabelText('Designation')).toHaveValue('Data Engineer');
    expect(router.state.location.pathname).toBe('/JobPosting');
  });

  it('checks a field with the shared schema when it is left, and every field on submit, without calling the server', async () => {
    signedIn();
    const fetchMock = mockApi((url) =>
      url.pathname === '/api/recruiter/dashboard'
        ? { body: profile }
        : { status: 201, body: { message: 'ok' } },
    );
    renderRoute(<JobPostingPage />);
    const designation = await screen.findByLabelText('Designation');
    expect(designation).toHaveAttribute('aria-required', 'true');
    await user.click(designation);
    await user.tab();
    expect(designation).toHaveAccessibleDescription('Designation is required');
    expect(designation).toHaveAttribute('aria-invalid', 'true');
    // Not yet visited: no message.
    const max = screen.getByLabelText('Maximum CTC (USD)');
    fireEvent.change(screen.getByLabelText('Minimum CTC (USD)'), { target: { value: '90000' } });
    fireEvent.change(max, { target: { value: '50000' } });
    expect(max).not.toHaveAttribute('aria-invalid');

    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Create Job Posting' })).toBeEnabled(),
    );
    await user.click(screen.getByRole('button', { name: 'Create Job Posting' }));
    expect(max).toHaveAccessibleDescription('Minimum CTC cannot be more than maximum CTC');
    expect(designation).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(
      fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/job/create')),
    ).toHaveLength(0);
  });

  it('selects a yes/no answer with the first arrow key, not only moves focus', async () => {
    signedIn();
    mockApi((url) =>
      url.pathname === '/api/recruiter/dashboard'
        ? { body: profile }
        : { status: 201, body: { message: 'ok' } },
    );
    renderRoute(<JobPostingPage />);
    const group = await screen.findByRole('radiogroup', { name: 'Are freshers eligible?' });
    const no = within(group).getByRole('radio', { name: 'No' });
    const yes = within(group).getByRole('radio', { name: 'Yes' });
    expect(no).toBeChecked();
    // Native radios: one group, one tab stop, and the arrow key's target is the checked one.
    expect(no).toHaveAttribute('name', yes.getAttribute('name'));
    no.focus();
    await user.keyboard('{ArrowLeft}');
    expect(yes).toBeChecked();
    expect(yes).toHaveFocus();
  });

  it("'Add' puts the cursor in the new entry", async () => {
    signedIn();
    mockApi((url) =>
      url.pathname === '/api/recruiter/dashboard'
        ? { body: profile }
        : { status: 201, body: { message: 'ok' } },
    );
    renderRoute(<JobPostingPage />);
    await user.click(await screen.findByRole('button', { name: 'Add language' }));
    expect(screen.getByLabelText('Language 2')).toHaveFocus();
  });

  it('removes a list entry only while more than one remains', async () => {
    signedIn();
    mockApi((url) =>
      url.pathname === '/api/recruiter/dashboard'
        ? { body: profile }
        : { status: 201, body: { message: 'ok' } },
    );
    renderRoute(<JobPostingPage />);
    const remove = await screen.findByRole('button', { name: 'Remove location 1' });
    expect(remove).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add location' }));
    expect(screen.getByRole('button', { name: 'Remove location 1' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Remove location 2' }));
    expect(screen.queryByLabelText('Location 2')).not.toBeInTheDocument();
  });

  it('offers to reserve again when no job ID could be reserved', async () => {
    signedIn();
    let attempts = 0;
    mockApi((url) => {
      if (url.pathname === '/api/recruiter/dashboard') return { body: profile };
      attempts += 1;
      return attempts === 1
        ? { status: 500, body: { message: 'Server busy' } }
        : { status: 201, body: { message: 'ok' } };
    });
    renderRoute(<JobPostingPage />);
    expect(await screen.findByText('Could not reserve a job ID: Server busy')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Job Posting' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Reserve a job ID' }));
    expect(await screen.findByText('Reserved for this posting')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Job Posting' })).toBeEnabled();
  });
});
