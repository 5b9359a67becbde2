import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JobPostingPage } from '@/features/job-posting/components/job-posting-page';
import { mockApi, renderRoute } from '../jobs/render';

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

const profile = { username: 'priya', firstName: 'Priya', lastName: 'Raghunathan', email: 'priya@example.com', current_job: { company: 'Northwind Labs' } };

function signedIn() {
  localStorage.setItem('recruiterUsername', 'priya');
  localStorage.setItem('recruiterAccessToken', 'token');
}

describe("/JobPosting ('Start Recruiting')", () => {
  it('asks visitors to log in as a recruiter', () => {
    renderRoute(<JobPostingPage />);
    expect(screen.getByRole('link', { name: 'Recruiter login' })).toHaveAttribute('href', '/RecruiterLogin');
  });

  // Types into a dozen fields: over the default 5 s when the machine is busy.
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
    expect(screen.getByLabelText('Company name')).toHaveValue('Northwind Labs');
    expect(screen.getByLabelText('Company name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveValue('priya@example.com');
    const jobId = screen.getByLabelText<HTMLInputElement>('Job ID');
    await vi.waitFor(() => expect(jobId.value).toMatch(/^[A-Z]{3}\d{3}$/));
    expect(screen.getByText('e.g. 3. Write only numeric form')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('e.g $80,000')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('e.g $120,000')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('e.g $1000 for 1 years')).toBeInTheDocument();
    expect(screen.getByLabelText('Applications close on')).toHaveAttribute('type', 'date');

    await userEvent.type(screen.getByLabelText('Designation'), 'Platform Engineer');
    await userEvent.type(screen.getByLabelText('Experience required (years)'), '2');
    await userEvent.type(screen.getByLabelText('Skill 1'), 'Go');
    await userEvent.click(screen.getByRole('button', { name: 'Add skill' }));
    await userEvent.type(screen.getByLabelText('Skill 2'), 'Kubernetes');
    await userEvent.click(within(screen.getByRole('radiogroup', { name: 'Is visa sponsored?' })).getByRole('radio', { name: 'Yes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Job Posting' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Success' });
    expect(dialog).toHaveTextContent('Job Posted successfully');
    expect(posted).toMatchObject({ designation: 'Platform Engineer', experience_required_in_months: '24', skills_required: ['Go', 'Kubernetes'], isVisaSponsored: true, validThrough: null });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(router.state.location.pathname).toBe('/');
  }, 15_000);

  it("shows 'Error occured at backend ' plus the error", async () => {
    signedIn();
    mockApi((url) => {
      if (url.pathname === '/api/recruiter/dashboard') return { body: profile };
      if (url.pathname === '/api/job/createID') return { status: 201, body: { message: 'ok' } };
      return { status: 400, body: { message: 'Designation is required' } };
    });
    renderRoute(<JobPostingPage />);
    await vi.waitFor(() => expect(screen.getByLabelText('Job ID')).not.toHaveValue(''));
    await userEvent.click(screen.getByRole('button', { name: 'Create Job Posting' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Error occured at backend Designation is required');
  });

  it('removes a list entry only while more than one remains', async () => {
    signedIn();
    mockApi((url) => (url.pathname === '/api/recruiter/dashboard' ? { body: profile } : { status: 201, body: { message: 'ok' } }));
    renderRoute(<JobPostingPage />);
    const remove = await screen.findByRole('button', { name: 'Remove location 1' });
    expect(remove).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add location' }));
    expect(screen.getByRole('button', { name: 'Remove location 1' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove location 2' }));
    expect(screen.queryByLabelText('Location 2')).not.toBeInTheDocument();
  });

  it('offers to reserve again when no job ID could be reserved', async () => {
    signedIn();
    let attempts = 0;
    mockApi((url) => {
      if (url.pathname === '/api/recruiter/dashboard') return { body: profile };
      attempts += 1;
      return attempts === 1 ? { status: 500, body: { message: 'Server busy' } } : { status: 201, body: { message: 'ok' } };
    });
    renderRoute(<JobPostingPage />);
    expect(await screen.findByText('Could not reserve a job ID: Server busy')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Job Posting' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Reserve a job ID' }));
    expect(await screen.findByText('Reserved for this posting')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Job Posting' })).toBeEnabled();
  });
});
