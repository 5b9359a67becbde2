import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApplicationInterviews } from '@/components/interviews/application-interviews';
import { formatSlot } from '@/lib/format-instant';
import { signIn } from '../helpers/own-profile';
import { renderRoute } from '../helpers/render';
import { at, interview, interviewsApi, sentBodies } from './interview-fixture';

const FIRST = { start: at('13:00'), end: at('14:00') };
const SECOND = { start: at('09:00', 16), end: at('10:00', 16) };

function renderInterviews() {
  return renderRoute(
    <ApplicationInterviews
      jobID="ABC123"
      candidateUsername="ada"
      viewer="candidate"
      applicationStatus="reviewing"
    />,
  );
}

beforeEach(() => {
  vi.stubEnv('TZ', 'Europe/Paris');
  signIn('candidate', 'ada');
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('Answering an interview (candidate)', () => {
  it('shows the offered times in local time with the zone named', async () => {
    interviewsApi([interview()]);
    renderInterviews();
    const choice = await screen.findByRole('radiogroup', { name: 'Pick a time' });
    const labels = within(choice)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent?.replace(/\s+/g, ' '));
    // 13:00 UTC is 14:00 in Paris in January; US or British English, whichever the browser uses.
    expect(labels[0]).toMatch(
      /^(Jan 15, \d{4}, 2:00 – 3:00 PM|15 Jan \d{4}, 14:00 – 15:00) GMT\+1$/,
    );
    expect(labels[1]).toMatch(
      /^(Jan 16, \d{4}, 10:00 – 11:00 AM|16 Jan \d{4}, 10:00 – 11:00) GMT\+1$/,
    );
  });

  it('accepts the slot picked with the arrow keys and sends its start, then shows it scheduled', async () => {
    const fetchMock = interviewsApi([interview()]);
    renderInterviews();
    const first = await screen.findByRole('radio', { name: formatSlot(FIRST) });
    await userEvent.click(first);
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: formatSlot(SECOND) })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText('Scheduled')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/interviews/int-1/accept')).toEqual([
      { start: SECOND.start },
    ]);
    // The formatter's thin and narrow spaces read as plain ones on screen.
    expect(screen.getByText(formatSlot(SECOND).replace(/\s+/g, ' '))).toBeInTheDocument();
    const invite = screen.getByText('A calendar invitation was emailed to you.');
    await waitFor(() => expect(invite.parentElement).toHaveFocus());
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel interview' })).toBeInTheDocument();
  });

  it('asks for a time before accepting and sends nothing', async () => {
    const fetchMock = interviewsApi([interview()]);
    renderInterviews();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    const choice = screen.getByRole('radiogroup', { name: 'Pick a time' });
    expect(choice).toHaveAccessibleDescription('Pick one of the times first.');
    expect(within(choice).getByRole('radio', { name: formatSlot(FIRST) })).toHaveFocus();
    expect(sentBodies(fetchMock, 'POST', '/api/interviews/int-1/accept')).toEqual([]);
  });

  it("shows the server's refusal of an answer in an alert", async () => {
    interviewsApi([interview()], {
      refuse: {
        accept: { status: 409, body: { message: 'This interview is not waiting for an answer' } },
      },
    });
    renderInterviews();
    await userEvent.click(await screen.findByRole('radio', { name: formatSlot(FIRST) }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This interview is not waiting for an answer',
    );
  });

  it('declines after asking', async () => {
    const fetchMock = interviewsApi([interview()]);
    renderInterviews();
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Decline this interview?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, decline' }));
    expect(await screen.findByText('Declined')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/interviews/int-1/decline')).toEqual([undefined]);
    expect(screen.getByText('You declined these times.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('You declined these times.').parentElement).toHaveFocus(),
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('cancels a scheduled interview without a reason', async () => {
    const fetchMock = interviewsApi([
      interview({ status: 'scheduled', start: FIRST.start, end: FIRST.end }),
    ]);
    renderInterviews();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel interview' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this interview?' });
    expect(dialog).toHaveTextContent(
      'The recruiter is told by email, and it is removed from both calendars.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel interview' }));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/interviews/int-1/cancel')).toEqual([{}]);
  });

  it('keeps the interview when the cancel is called off with Escape, and gives the focus back', async () => {
    const fetchMock = interviewsApi([
      interview({ status: 'scheduled', start: FIRST.start, end: FIRST.end }),
    ]);
    renderInterviews();
    const cancel = await screen.findByRole('button', { name: 'Cancel interview' });
    await userEvent.click(cancel);
    await screen.findByRole('alertdialog', { name: 'Cancel this interview?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(cancel).toHaveFocus());
    expect(sentBodies(fetchMock, 'POST', '/api/interviews/int-1/cancel')).toEqual([]);
  });
});
