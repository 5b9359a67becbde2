import { fireEvent, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JobPostingPage } from '@/features/job-posting/components/job-posting-page';
import { mockApi, renderRoute } from '../helpers/render';

afterEach(() => vi.unstubAllGlobals());

// The form is large; it has no overlays that could swallow a click (see job-posting-page.test.tsx).
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const profile = {
  username: 'priya',
  firstName: 'Priya',
  lastName: 'Raghunathan',
  email: 'priya@example.com',
  current_job: { company: 'Northwind Labs' },
};

/** The posting page for a signed-in recruiter; `reply` answers the create call. */
async function postingPage(
  reply: (body: Record<string, unknown>) => { status: number; body: unknown },
) {
  localStorage.setItem('recruiterUsername', 'priya');
  localStorage.setItem('recruiterAccessToken', 'token');
  const posted: Record<string, unknown>[] = [];
  const fetchMock = mockApi((url, init) => {
    if (url.pathname === '/api/recruiter/dashboard') return { body: profile };
    if (url.pathname === '/api/job/createID') return { status: 201, body: { message: 'ok' } };
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    posted.push(body);
    return reply(body);
  });
  renderRoute(<JobPostingPage />);
  await vi.waitFor(() =>
    expect(screen.getByRole('button', { name: 'Create Job Posting' })).toBeEnabled(),
  );
  fireEvent.change(screen.getByLabelText('Designation'), { target: { value: 'Data Engineer' } });
  return { posted, fetchMock };
}

const created = (body: Record<string, unknown>) => ({
  status: 201,
  body: { message: 'Job created successfully', jobID: body.jobID },
});
const question = (n: number) => screen.getByRole('group', { name: `Question ${n}` });
const addQuestion = () => user.click(screen.getByRole('button', { name: 'Add question' }));
/** Types into a field the way a paste does: one change, not a re-render per key. */
const fill = async (label: string, text: string) => {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
};

describe('screening questions on the posting form', () => {
  it('adds a yes/no knock-out and a choice question, reorders, removes one and posts them in order with their rules', async () => {
    const { posted } = await postingPage(created);
    expect(screen.getByText('Knock-out rules are visible to your team only.')).toBeInTheDocument();

    await addQuestion();
    expect(screen.getByLabelText('Question 1 text')).toHaveFocus();
    await user.paste('Can you work from our Berlin office?');
    expect(within(question(1)).getByLabelText('Question 1 kind')).toHaveValue('yesno');
    await user.click(within(question(1)).getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByLabelText('Question 1 required'));
    expect(question(1)).toHaveTextContent(
      'Applicants who skip this optional question are not knocked out.',
    );

    await addQuestion();
    await user.paste('Years of Go in production?');
    await user.selectOptions(screen.getByLabelText('Question 2 kind'), 'Number');
    await fill('Question 2 minimum', '2');

    await addQuestion();
    await user.paste('Where would you work?');
    await user.selectOptions(screen.getByLabelText('Question 3 kind'), 'Choice');
    await fill('Question 3 choice 1', 'Berlin');
    await fill('Question 3 choice 2', 'Paris');
    await user.click(screen.getByRole('button', { name: 'Add choice to question 3' }));
    expect(screen.getByLabelText('Question 3 choice 3')).toHaveFocus();
    await user.paste('Remote');
    const passing = within(question(3)).getByRole('group', { name: 'Passing answers' });
    await user.click(within(passing).getByRole('checkbox', { name: 'Berlin' }));
    await user.click(within(passing).getByRole('checkbox', { name: 'Remote' }));

    // By keyboard: the moved question's button keeps the focus at its new place.
    screen.getByRole('button', { name: 'Move up question 3' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Question 2 text')).toHaveValue('Where would you work?');
    expect(screen.getByRole('button', { name: 'Move up question 2' })).toHaveFocus();
    expect(screen.getByLabelText('Question 3 text')).toHaveValue('Years of Go in production?');

    await user.click(screen.getByRole('button', { name: 'Remove question 3' }));
    expect(screen.queryByRole('group', { name: 'Question 3' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Question 2 text')).toHaveFocus();

    await user.click(screen.getByLabelText('Require a CV to apply'));
    await user.click(screen.getByRole('button', { name: 'Create Job Posting' }));

    expect(await screen.findByRole('alertdialog', { name: 'Success' })).toBeInTheDocument();
    expect(posted).toHaveLength(1);
    expect(posted[0].resumeRequired).toBe(true);
    expect(posted[0].questions).toEqual([
      {
        id: 'q1',
        text: 'Can you work from our Berlin office?',
        kind: 'yesno',
        required: false,
        knockout: { equals: true },
      },
      {
        id: 'q3',
        text: 'Where would you work?',
        kind: 'choice',
        required: true,
        choices: ['Berlin', 'Paris', 'Remote'],
        knockout: { oneOf: ['Berlin', 'Remote'] },
      },
    ]);
  });

  it('checks each question with the shared schema: a message once a part is left, every one on submit, nothing sent', async () => {
    const { posted } = await postingPage(created);
    await addQuestion();
    const text = screen.getByLabelText('Question 1 text');
    await user.tab();
    expect(text).toHaveAccessibleDescription('Question text is required');
    expect(text).toHaveAttribute('aria-invalid', 'true');
    await user.click(text);
    await user.paste('Which shift suits you?');
    expect(text).not.toHaveAttribute('aria-invalid');

    await user.selectOptions(screen.getByLabelText('Question 1 kind'), 'Choice');
    await fill('Question 1 choice 1', 'Mornings');
    // Only one choice has text: the blank one is dropped, as blank list entries are.
    expect(screen.getByRole('button', { name: 'Remove choice 1 of question 1' })).toBeDisabled();
    await user.clear(text);
    await user.click(screen.getByRole('button', { name: 'Create Job Posting' }));

    expect(text).toHaveFocus();
    expect(text).toHaveAccessibleDescription('Question text is required');
    const choices = within(question(1)).getByRole('group', { name: 'Choices' });
    expect(choices).toHaveAccessibleDescription('A choice question needs at least 2 choices');
    expect(screen.getByLabelText('Question 1 choice 1')).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toHaveLength(0);

    await fill('Question 1 choice 2', 'Mornings');
    expect(choices).toHaveAccessibleDescription('Choices must be different from each other');
  });

  it('shows a number rule whose minimum is above its maximum, and says text is never knocked out', async () => {
    await postingPage(created);
    await addQuestion();
    await user.paste('Notice period in weeks?');
    await user.selectOptions(screen.getByLabelText('Question 1 kind'), 'Number');
    await fill('Question 1 minimum', '8');
    await fill('Question 1 maximum', '4');
    await user.tab();
    const rule = within(question(1)).getByRole('group', { name: 'Knock-out' });
    expect(rule).toHaveAccessibleDescription(/The minimum cannot be more than the maximum/);
    expect(screen.getByLabelText('Question 1 minimum')).toHaveAttribute('aria-invalid', 'true');

    await user.selectOptions(screen.getByLabelText('Question 1 kind'), 'Text');
    expect(question(1)).toHaveTextContent('Text answers are never knocked out.');
    expect(screen.queryByLabelText('Question 1 minimum')).not.toBeInTheDocument();
  });

  it('offers at most 10 questions', async () => {
    await postingPage(created);
    const add = screen.getByRole('button', { name: 'Add question' });
    for (let count = 0; count < 9; count += 1) await user.click(add);
    expect(add).toBeEnabled();
    expect(screen.queryByText('At most 10 questions')).not.toBeInTheDocument();
    await user.click(add);
    expect(screen.getByRole('group', { name: 'Question 10' })).toBeInTheDocument();
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('At most 10 questions');
  });

  it("puts the server's message about one question beside that question, where it now stands", async () => {
    const { posted } = await postingPage(() => ({
      status: 400,
      body: {
        message: 'Invalid job',
        errors: [
          { path: ['questions', 1, 'text'], message: 'Question text mentions a banned word' },
        ],
      },
    }));
    await addQuestion();
    await user.paste('Are you over 18?');
    await addQuestion();
    await user.paste('Anything else?');
    await user.click(screen.getByRole('button', { name: 'Create Job Posting' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Error' })).getByRole('button', {
        name: 'Back to the form',
      }),
    );
    expect(posted).toHaveLength(1);
    expect(screen.getByLabelText('Question 2 text')).toHaveAccessibleDescription(
      'Question text mentions a banned word',
    );

    await user.click(screen.getByRole('button', { name: 'Move up question 2' }));
    expect(screen.getByLabelText('Question 1 text')).toHaveValue('Anything else?');
    expect(screen.getByLabelText('Question 1 text')).toHaveAccessibleDescription(
      'Question text mentions a banned word',
    );
    expect(screen.getByLabelText('Question 2 text')).not.toHaveAttribute('aria-invalid');
  });
});
