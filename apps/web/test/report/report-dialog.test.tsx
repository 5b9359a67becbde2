import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReportButton } from '@/components/report/report-button';
import { mockApi, renderRoute } from '../helpers/render';

afterEach(() => vi.unstubAllGlobals());

const signIn = (role: 'candidate' | 'recruiter', username: string) => {
  localStorage.setItem(`${role}Username`, username);
  localStorage.setItem(`${role}AccessToken`, `${role}-token`);
};
const reportCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([input]) => String(input) === '/api/reports')
    .map(([, init]) => ({
      body: JSON.parse(String(init?.body)) as unknown,
      authorization: new Headers(init?.headers).get('Authorization'),
    }));

describe('the report dialog', () => {
  it("sends the job's report with the reporter's token and thanks them", async () => {
    signIn('candidate', 'ada');
    const fetchMock = mockApi(() => ({ status: 201, body: { id: 'r1' } }));
    renderRoute(<ReportButton kind="job" target="ABC123" />);

    const button = screen.getByRole('button', { name: 'Report this job' });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Report this job' });
    expect(screen.getByRole('radiogroup', { name: 'Reason' })).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Send report' });
    expect(send).toBeDisabled();

    await userEvent.click(screen.getByRole('radio', { name: 'Spam' }));
    // Arrow keys move between reasons and select them.
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Offensive content' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Scam or fraud' }));
    await userEvent.type(screen.getByLabelText('Details (optional)'), 'Asks for a fee to apply');
    await userEvent.click(send);

    expect(await screen.findByText('Thanks, our moderators will review it.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    expect(reportCalls(fetchMock)).toEqual([
      {
        body: { kind: 'job', target: 'ABC123', reason: 'scam', details: 'Asks for a fee to apply' },
        authorization: 'Bearer candidate-token',
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it("shows the server's 409 in an alert and keeps the form", async () => {
    signIn('recruiter', 'priya');
    const fetchMock = mockApi(() => ({
      status: 409,
      body: { message: 'You already reported this' },
    }));
    renderRoute(<ReportButton kind="candidate" target="ada" />);

    await userEvent.click(screen.getByRole('button', { name: 'Report this profile' }));
    await screen.findByRole('dialog', { name: 'Report this profile' });
    await userEvent.click(screen.getByRole('radio', { name: 'Something else' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('You already reported this');
    expect(screen.getByRole('radio', { name: 'Something else' })).toBeChecked();
    expect(reportCalls(fetchMock)).toEqual([
      {
        body: { kind: 'candidate', target: 'ada', reason: 'other', details: '' },
        authorization: 'Bearer recruiter-token',
      },
    ]);
  });

  it("shows a 429's message and closes on Escape, giving focus back", async () => {
    signIn('candidate', 'ada');
    mockApi(() => ({ status: 429, body: { message: 'Too many reports, try again later' } }));
    renderRoute(<ReportButton kind="recruiter" target="priya" />);

    const button = screen.getByRole('button', { name: 'Report this profile' });
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('radio', { name: 'Misleading or false' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many reports, try again later');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('is not offered to visitors', () => {
    mockApi(() => ({ body: null }));
    renderRoute(<ReportButton kind="job" target="ABC123" />);
    expect(screen.queryByRole('button', { name: /report/i })).not.toBeInTheDocument();
  });
});
