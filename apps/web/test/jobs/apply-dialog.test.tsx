import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicQuestion } from '@jobhunter/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JobDetailPage } from '@/features/jobs/components/job-detail-page';
import { job } from './job-fixture';
import { mockApi, renderRoute } from '../helpers/render';

afterEach(() => vi.unstubAllGlobals());

const questions: PublicQuestion[] = [
  { id: 'q1', text: 'Do you have a work permit for Germany?', kind: 'yesno', required: true },
  { id: 'q2', text: 'Years of React', kind: 'number', required: true },
  {
    id: 'q3',
    text: 'Preferred team',
    kind: 'choice',
    required: false,
    choices: ['Platform', 'Product'],
  },
  { id: 'q4', text: 'Anything else?', kind: 'text', required: false },
];
const cv = {
  fileName: 'cand-cv.pdf',
  contentType: 'application/pdf',
  size: 102_400,
  uploadedAt: '2026-11-20T10:00:00.000Z',
  textStatus: 'done',
  text: 'React',
  suggestedSkills: [],
};

/** The job page of a signed-in candidate who has not applied; `create` answers the application. */
function openJob(
  overrides: Parameters<typeof job>[0],
  {
    resume = null as object | null,
    create = (): { status?: number; body?: unknown } => ({ body: { message: 'Applied' } }),
  } = {},
) {
  localStorage.setItem('candidateUsername', 'cand');
  localStorage.setItem('candidateAccessToken', 'token');
  const fetchMock = mockApi((url) => {
    if (url.pathname.startsWith('/api/job/fetchIndividualJob')) return { body: job(overrides) };
    if (url.pathname.startsWith('/api/saved-jobs')) return { body: { saved: false } };
    if (url.pathname === '/api/applications/screening') return { body: { hasApplied: false } };
    if (url.pathname === '/api/candidate/dashboard') return { body: { username: 'cand' } };
    if (url.pathname === '/api/candidate/resume')
      return resume ? { body: resume } : { status: 404, body: { message: 'No CV' } };
    if (url.pathname === '/api/applications/create') return create();
    return { body: [] };
  });
  renderRoute(<JobDetailPage />, { path: '/Job/ABC123', pattern: '/Job/:jobID' });
  return fetchMock;
}

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Apply Now' }));
  return screen.findByRole('dialog', { name: 'Apply for Frontend Engineer' });
}

function sentBody(fetchMock: ReturnType<typeof mockApi>) {
  const call = fetchMock.mock.calls.find(([input]) =>
    String(input).endsWith('/api/applications/create'),
  );
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

describe('the apply dialog', () => {
  it('blocks sending while a required question is unanswered, and says so at the question', async () => {
    const fetchMock = openJob({ questions });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit application' }));

    const permit = within(dialog).getByRole('radiogroup', {
      name: 'Do you have a work permit for Germany?',
    });
    expect(permit).toHaveAttribute('aria-invalid', 'true');
    expect(permit).toHaveAccessibleDescription('This question needs an answer');
    const years = within(dialog).getByRole('spinbutton', { name: 'Years of React' });
    expect(years).toHaveAccessibleDescription('This question needs an answer');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('2 answers need your attention.');
    // The focus goes to the first question to fix.
    expect(within(permit).getByRole('radio', { name: 'Yes' })).toHaveFocus();
    expect(sentBody(fetchMock)).toBeUndefined();

    // Fixed as it is answered.
    await userEvent.click(within(permit).getByRole('radio', { name: 'Yes' }));
    expect(permit).not.toHaveAttribute('aria-invalid');
    expect(permit).not.toHaveAccessibleDescription();
  });

  it('sends the cover letter and the answers, a knock-out answer as it was given', async () => {
    const fetchMock = openJob({ questions }, { resume: cv });
    const dialog = await openDialog();
    expect(within(dialog).getByText('cand-cv.pdf')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Change in Settings' })).toHaveAttribute(
      'href',
      '/CandidateDashboard/Settings#resume-title',
    );
    await userEvent.type(within(dialog).getByLabelText('Cover letter (optional)'), 'Hello Priya');
    const permit = within(dialog).getByRole('radiogroup', {
      name: 'Do you have a work permit for Germany?',
    });
    await userEvent.click(within(permit).getByRole('radio', { name: 'No' }));
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Years of React' }), '4');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Product' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit application' }));

    expect(await screen.findByRole('alertdialog', { name: 'Success' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /Apply for/ })).not.toBeInTheDocument();
    expect(sentBody(fetchMock)).toEqual({
      recruiterUsername: 'priya',
      candidateProfile: { username: 'cand' },
      job: expect.objectContaining({ jobID: 'ABC123' }),
      coverLetter: 'Hello Priya',
      answers: [
        { questionId: 'q1', value: false },
        { questionId: 'q2', value: 4 },
        { questionId: 'q3', value: 'Product' },
      ],
    });
  });

  it('counts the cover letter as it is typed, and refuses one over 5,000 characters', async () => {
    const fetchMock = openJob({});
    const dialog = await openDialog();
    const letter = within(dialog).getByLabelText('Cover letter (optional)');
    expect(letter).toHaveAccessibleDescription('0 / 5,000 characters');
    await userEvent.type(letter, 'Dear team');
    expect(letter).toHaveAccessibleDescription('9 / 5,000 characters');

    await userEvent.clear(letter);
    await userEvent.click(letter);
    await userEvent.paste('x'.repeat(5001));
    expect(letter).toHaveAttribute('aria-invalid', 'true');
    expect(letter).toHaveAccessibleDescription(
      '5,001 / 5,000 characters The cover letter is at most 5,000 characters',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit application' }));
    expect(letter).toHaveFocus();
    expect(sentBody(fetchMock)).toBeUndefined();
  });

  it('a job that asks for a CV cannot be applied to without one', async () => {
    openJob({ resumeRequired: true });
    const dialog = await openDialog();
    expect(await within(dialog).findByText('This job asks for a CV')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'add one in Settings' })).toHaveAttribute(
      'href',
      '/CandidateDashboard/Settings#resume-title',
    );
    const submit = within(dialog).getByRole('button', { name: 'Submit application' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('This job asks for a CV');
  });

  it("puts the server's problems beside the questions they name and keeps the dialog open", async () => {
    openJob(
      { questions },
      {
        create: () => ({
          status: 400,
          body: {
            message: 'Some answers need a fix',
            errors: [{ path: 'answers.1', message: 'Years of React: Answer with a number' }],
          },
        }),
      },
    );
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Yes' }));
    const years = within(dialog).getByRole('spinbutton', { name: 'Years of React' });
    await userEvent.type(years, '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit application' }));

    await waitFor(() => expect(years).toHaveAccessibleDescription('Answer with a number'));
    expect(years).toHaveFocus();
    expect(screen.getByRole('dialog', { name: /Apply for/ })).toBeInTheDocument();
  });

  it('Cancel closes it without sending, focus back on Apply Now', async () => {
    const fetchMock = openJob({ questions });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Apply Now' })).toHaveFocus();
    expect(sentBody(fetchMock)).toBeUndefined();
  });
});
