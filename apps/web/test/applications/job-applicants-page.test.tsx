import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../helpers/render';
import { cardNames, cardOf, column, recruiterApi, renderApplicants } from './applicants-fixture';

afterEach(() => vi.unstubAllGlobals());

describe('Job Applicants', () => {
  it("keeps the spec heading, titles the page with the job's designation and shows the pipeline board", async () => {
    recruiterApi();
    renderApplicants();
    expect(screen.getByRole('heading', { level: 1, name: 'Job Applicants' })).toBeInTheDocument();
    expect(screen.getByText('Loading applicants...')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Frontend Engineer' })).toHaveAttribute(
      'href',
      '/job/ABC123',
    );
    expect(screen.getByText('ABC123')).toBeInTheDocument();

    await screen.findByRole('region', { name: 'Applied' });
    expect(screen.getByRole('button', { name: 'Board' })).toHaveAttribute('aria-pressed', 'true');
    const stages = ['Applied', 'Under review', 'Interview', 'Offer made', 'Hired', 'Not selected'];
    for (const stage of stages) expect(column(stage)).toBeInTheDocument();
    expect(cardNames(column('Applied'))).toEqual(['Ada Lovelace']);
    expect(cardNames(column('Interview'))).toEqual(['Grace Hopper']);
    expect(cardNames(column('Hired'))).toEqual([]);
    expect(within(column('Hired')).getByText('No applicants')).toBeInTheDocument();
    expect(within(column('Applied')).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Applied1(1 applicant)',
    );

    const ada = cardOf(column('Applied'), 'Ada Lovelace');
    expect(within(ada).getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
    expect(within(ada).getByText('@ada')).toBeInTheDocument();
    expect(within(ada).getByText('Applied 2 Nov 2026')).toBeInTheDocument();
    const skills = within(within(ada).getByRole('list', { name: 'Skills' })).getAllByRole(
      'listitem',
    );
    expect(skills.map((item) => item.textContent)).toEqual([
      'Maths',
      'Engines',
      'Notes',
      'Poetry',
      '+1',
    ]);
    expect(within(ada).getByText('King College')).toBeInTheDocument();
    expect(within(ada).queryByText('Second College')).not.toBeInTheDocument();
    expect(within(ada).getByRole('button', { name: 'Drag Ada Lovelace' })).toHaveAttribute(
      'aria-roledescription',
      'draggable',
    );
    expect(within(ada).getByLabelText('Move to (Ada Lovelace)')).toBeInTheDocument();

    // Withdrawn applicants sit apart: no drag handle and no Move to.
    const withdrawn = column('Withdrawn');
    expect(cardNames(withdrawn)).toEqual(['Alan Turing']);
    expect(within(withdrawn).queryByRole('button', { name: /Drag/ })).not.toBeInTheDocument();
    expect(within(withdrawn).queryByLabelText(/Move to/)).not.toBeInTheDocument();
  });

  it("sets the document title to 'Applicants · {designation} · JobHunter' once the job is loaded, not its ID", async () => {
    recruiterApi();
    const { unmount } = renderApplicants();
    // Until the job is known, the title says what the page is.
    expect(document.title).toBe('Job Applicants · JobHunter');
    await waitFor(() => expect(document.title).toBe('Applicants · Frontend Engineer · JobHunter'));
    expect(document.title).not.toContain('ABC123');
    unmount();
    expect(document.title).not.toContain('Applicants');
  });

  it('remembers the list view in the URL', async () => {
    recruiterApi();
    const { router } = renderApplicants();
    await userEvent.click(await screen.findByRole('button', { name: 'List' }));
    expect(router.state.location.search).toBe('?view=list');
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('table')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Board' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('region', { name: 'Applied' })).toBeInTheDocument();
  });

  it('shows the raw error text in red', async () => {
    localStorage.setItem('recruiterUsername', 'priya');
    localStorage.setItem('recruiterAccessToken', 'token');
    mockApi((url) =>
      url.pathname === '/api/recruiter/dashboard'
        ? { body: { username: 'priya' } }
        : { status: 403, body: { message: 'You did not post this job' } },
    );
    renderApplicants();
    const error = await screen.findByText('You did not post this job');
    expect(error).toHaveAttribute('role', 'alert');
    expect(error).toHaveClass('text-red-800');
    // A job that cannot be loaded leaves the page's own title.
    expect(document.title).toBe('Job Applicants · JobHunter');
  });
});
