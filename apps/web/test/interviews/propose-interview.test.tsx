import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApplicationInterviews,
  type ApplicationInterviewsProps,
} from '@/components/interviews/application-interviews';
import { signIn } from '../helpers/own-profile';
import { renderRoute } from '../helpers/render';
import { at, interview, interviewsApi, sentBodies, YEAR } from './interview-fixture';

function renderInterviews(props: Partial<ApplicationInterviewsProps> = {}) {
  return renderRoute(
    <ApplicationInterviews
      jobID="ABC123"
      candidateUsername="ada"
      viewer="recruiter"
      applicationStatus="reviewing"
      {...props}
    />,
  );
}

async function openProposal() {
  await userEvent.click(await screen.findByRole('button', { name: 'Propose interview' }));
  return screen.findByRole('dialog', { name: 'Propose an interview' });
}

/** Fills slot `position` of the open form: a day of January next year, two local times. */
async function fillSlot(
  dialog: HTMLElement,
  position: number,
  date: string,
  start: string,
  end: string,
) {
  const slot = within(dialog).getByRole('group', { name: `Slot ${position}` });
  const dateInput = within(slot).getByLabelText(`Slot ${position} date`);
  await userEvent.clear(dateInput);
  await userEvent.type(dateInput, date);
  await userEvent.type(within(slot).getByLabelText(`Slot ${position} start`), start);
  await userEvent.type(within(slot).getByLabelText(`Slot ${position} end`), end);
  return slot;
}

beforeEach(() => {
  vi.stubEnv('TZ', 'Europe/Paris');
  signIn('recruiter', 'priya');
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('Proposing an interview (recruiter)', () => {
  it('sends two slots typed in local time as UTC instants, with place, link and note', async () => {
    const fetchMock = interviewsApi([]);
    renderInterviews();
    expect(await screen.findByText('No interviews yet.')).toBeInTheDocument();
    const dialog = await openProposal();
    expect(
      within(dialog).getByRole('group', { name: 'Times offered' }),
    ).toHaveAccessibleDescription(
      'Times are in your time zone (Europe/Paris). Each slot lasts at most 4 hours.',
    );

    await fillSlot(dialog, 1, `${YEAR}-01-15`, '14:00', '15:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add another slot' }));
    const second = within(dialog).getByLabelText('Slot 2 date');
    expect(second).toHaveFocus();
    expect(second).toHaveValue(`${YEAR}-01-15`);
    await fillSlot(dialog, 2, `${YEAR}-01-15`, '16:00', '16:30');
    await userEvent.type(within(dialog).getByLabelText('Place (optional)'), 'Room 4');
    await userEvent.type(
      within(dialog).getByLabelText('Meeting link (optional)'),
      'https://meet.example.com/abc',
    );
    await userEvent.type(within(dialog).getByLabelText('Note (optional)'), 'Bring a laptop');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send proposal' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBodies(fetchMock, 'POST', '/api/interviews')).toEqual([
      {
        jobID: 'ABC123',
        candidateUsername: 'ada',
        slots: [
          { start: at('13:00'), end: at('14:00') },
          { start: at('15:00'), end: at('15:30') },
        ],
        location: 'Room 4',
        meetingUrl: 'https://meet.example.com/abc',
        note: 'Bring a laptop',
      },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Proposal sent. The candidate was emailed the times.',
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Propose interview' })).toHaveFocus(),
    );
    const card = await screen.findByRole('list', { name: 'Interviews' });
    expect(within(card).getByText('Proposed')).toBeInTheDocument();
    expect(within(card).getByText('Waiting for the candidate to pick a time.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /meet\.example\.com/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('removes a slot and puts the cursor on the one that took its place', async () => {
    interviewsApi([]);
    renderInterviews();
    const dialog = await openProposal();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add another slot' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add another slot' }));
    expect(within(dialog).getAllByRole('group', { name: /^Slot \d$/ })).toHaveLength(3);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove slot 2' }));
    expect(within(dialog).getAllByRole('group', { name: /^Slot \d$/ })).toHaveLength(2);
    expect(within(dialog).getByLabelText('Slot 2 date')).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add another slot' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add another slot' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add another slot' }));
    expect(within(dialog).getByRole('button', { name: 'Add another slot' })).toBeDisabled();
    expect(within(dialog).getByText('At most 5 slots')).toBeInTheDocument();
  });

  it.each([
    {
      problem: 'a slot in the past',
      slot: [`${YEAR - 2}-01-15`, '14:00', '15:00'],
      message: 'A slot must start in the future',
    },
    {
      problem: 'a slot over 4 hours',
      slot: [`${YEAR}-01-15`, '09:00', '13:30'],
      message: 'A slot must be at most 4 hours long',
    },
    {
      problem: 'a slot ending before it starts',
      slot: [`${YEAR}-01-15`, '15:00', '14:00'],
      message: 'A slot must end after it starts',
    },
  ])('shows $problem next to the slot and sends nothing', async ({ slot, message }) => {
    const fetchMock = interviewsApi([]);
    renderInterviews();
    const dialog = await openProposal();
    const [date, start, end] = slot;
    await fillSlot(dialog, 1, date, start, end);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
    const dateInput = within(dialog).getByLabelText('Slot 1 date');
    expect(dateInput).toHaveAccessibleDescription(message);
    expect(dateInput).toBeInvalid();
    expect(dateInput).toHaveFocus();
    expect(within(dialog).getByLabelText('Slot 1 end')).toHaveAccessibleDescription(message);
    expect(sentBodies(fetchMock, 'POST', '/api/interviews')).toEqual([]);
  });

  it('asks for a complete slot before anything else', async () => {
    const fetchMock = interviewsApi([]);
    renderInterviews();
    const dialog = await openProposal();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
    expect(within(dialog).getByLabelText('Slot 1 date')).toHaveAccessibleDescription(
      'Enter a date, a start time and an end time',
    );
    expect(sentBodies(fetchMock, 'POST', '/api/interviews')).toEqual([]);
  });

  it('shows overlapping slots on the list of times and sends nothing', async () => {
    const fetchMock = interviewsApi([]);
    renderInterviews();
    const dialog = await openProposal();
    await fillSlot(dialog, 1, `${YEAR}-01-15`, '14:00', '15:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add another slot' }));
    await fillSlot(dialog, 2, `${YEAR}-01-15`, '14:30', '15:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
    expect(
      within(dialog).getByRole('group', { name: 'Times offered' }),
    ).toHaveAccessibleDescription(/Slots must not overlap$/);
    expect(within(dialog).getByLabelText('Slot 1 date')).toHaveFocus();
    expect(sentBodies(fetchMock, 'POST', '/api/interviews')).toEqual([]);
  });

  it('refuses a meeting link that is not https, next to the field, and sends nothing', async () => {
    const fetchMock = interviewsApi([]);
    renderInterviews();
    const dialog = await openProposal();
    await fillSlot(dialog, 1, `${YEAR}-01-15`, '14:00', '15:00');
    const link = within(dialog).getByLabelText('Meeting link (optional)');
    await userEvent.type(link, 'http://meet.example.com/abc');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
    expect(link).toHaveAccessibleDescription(
      'An https:// address. The meeting link must be an https:// address',
    );
    expect(link).toHaveFocus();
    expect(sentBodies(fetchMock, 'POST', '/api/interviews')).toEqual([]);

    await userEvent.clear(link);
    await userEvent.type(link, 'https://meet.example.com/abc');
    expect(link).toHaveAccessibleDescription('An https:// address.');
  });

  it("shows the server's refusal in an alert and keeps the form", async () => {
    const fetchMock = interviewsApi([], {
      refuse: {
        propose: { status: 409, body: { message: 'This application was withdrawn or rejected' } },
      },
    });
    renderInterviews();
    const dialog = await openProposal();
    await fillSlot(dialog, 1, `${YEAR}-01-15`, '14:00', '15:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This application was withdrawn or rejected',
    );
    expect(within(dialog).getByLabelText('Slot 1 start')).toHaveValue('14:00');
    expect(sentBodies(fetchMock, 'POST', '/api/interviews')).toHaveLength(1);
  });

  it("lays the server's 400 problems on the fields they name", async () => {
    interviewsApi([], {
      refuse: {
        propose: {
          status: 400,
          body: {
            message: 'A slot must start in the future',
            errors: [{ path: 'slots.0', message: 'A slot must start in the future' }],
          },
        },
      },
    });
    renderInterviews();
    const dialog = await openProposal();
    await fillSlot(dialog, 1, `${YEAR}-01-15`, '14:00', '15:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A slot must start in the future',
    );
    expect(within(dialog).getByLabelText('Slot 1 start')).toHaveAccessibleDescription(
      'A slot must start in the future',
    );
  });

  it('offers no proposal on a withdrawn application, and says why', async () => {
    interviewsApi([]);
    renderInterviews({ applicationStatus: 'withdrawn' });
    const propose = await screen.findByRole('button', { name: 'Propose interview' });
    expect(propose).toBeDisabled();
    expect(propose).toHaveAccessibleDescription(
      'No interview can be proposed: the candidate withdrew this application.',
    );
  });

  it('reschedules a scheduled interview with new times', async () => {
    const scheduled = interview({
      status: 'scheduled',
      start: at('13:00'),
      end: at('14:00'),
      location: 'Room 4',
    });
    const fetchMock = interviewsApi([scheduled]);
    renderInterviews();
    await userEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule the interview' });
    expect(within(dialog).queryByLabelText('Place (optional)')).not.toBeInTheDocument();
    await fillSlot(dialog, 1, `${YEAR}-01-20`, '10:00', '11:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send new times' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBodies(fetchMock, 'POST', '/api/interviews/int-1/reschedule')).toEqual([
      { slots: [{ start: at('09:00', 20), end: at('10:00', 20) }] },
    ]);
    expect(await screen.findByText('Proposed')).toBeInTheDocument();
  });

  it('cancels with a reason after asking, then shows it and moves the focus to the status', async () => {
    const fetchMock = interviewsApi([
      interview({ status: 'scheduled', start: at('13:00'), end: at('14:00') }),
    ]);
    renderInterviews();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel interview' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this interview?' });
    await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), 'Position filled');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel interview' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sentBodies(fetchMock, 'POST', '/api/interviews/int-1/cancel')).toEqual([
      { reason: 'Position filled' },
    ]);
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByText('Position filled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel interview' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('This interview was cancelled.').parentElement).toHaveFocus(),
    );
  });

  it('shows a company viewer the interviews without a single button', async () => {
    interviewsApi([
      interview({ meetingUrl: 'https://meet.example.com/abc', note: 'Bring a laptop' }),
      interview({ id: 'int-2', status: 'scheduled', start: at('13:00'), end: at('14:00') }),
    ]);
    renderInterviews({ readOnly: true });
    const list = await screen.findByRole('list', { name: 'Interviews' });
    expect(within(list).getByText('Proposed')).toBeInTheDocument();
    expect(screen.getByText('Bring a laptop')).toBeInTheDocument();
    expect(screen.getByText('Scheduled')).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
