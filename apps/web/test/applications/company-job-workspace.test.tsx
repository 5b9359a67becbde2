import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { applicationKeys } from '@/api/applications/application-keys';
import { job } from '../jobs/job-fixture';
import {
  applicationDetail,
  cardNames,
  cardOf,
  column,
  recruiterApi,
  renderApplicants,
  sentBodies,
} from './applicants-fixture';

beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
});
afterEach(() => vi.unstubAllGlobals());

/** Job ABC123 as a company's job that a colleague, Ravi, posted. */
const companyJob = job({
  username: 'ravi',
  name: 'Ravi Kumar',
  company: { slug: 'northwind-labs', name: 'Northwind Labs' },
} as Parameters<typeof job>[0]);
const NOTES = [
  { id: 'n1', text: 'Strong maths', author: 'ravi', createdAt: '2026-11-04T10:00:00.000Z' },
];
const NOTICE = 'You have view-only access to this job';

describe('Job Applicants of a company job', () => {
  it('a viewer reads the board with no drag handle, no Move to and no drop target, under a view-only notice', async () => {
    const fetchMock = recruiterApi({ role: 'viewer', jobBody: companyJob });
    renderApplicants();
    await screen.findByRole('region', { name: 'Applied' });
    expect(screen.getByRole('note')).toHaveTextContent(NOTICE);
    expect(cardNames(column('Applied'))).toEqual(['Ada Lovelace']);
    expect(cardNames(column('Interview'))).toEqual(['Grace Hopper']);
    expect(screen.queryByRole('button', { name: /^Drag / })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Move to/)).not.toBeInTheDocument();
    expect(document.querySelector('[aria-roledescription="draggable"]')).toBeNull();

    // The keyboard has nothing to pick up: space on a card's name opens it, it does not move it.
    const ada = cardOf(column('Applied'), 'Ada Lovelace');
    within(ada).getByRole('button', { name: 'Ada Lovelace' }).focus();
    await userEvent.keyboard('[Space]');
    expect(await screen.findByRole('dialog', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PATCH', '/api/applications/status')).toEqual([]);
  });

  it('offers no move until the role is known', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    recruiterApi({ role: 'viewer', jobBody: companyJob });
    const answer = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      if (String(input).includes('/api/applications/screening')) await gate;
      return answer(input, init);
    });
    const { client } = renderApplicants();
    // The applicants are in; only the role is still being checked.
    await waitFor(() =>
      expect(client.getQueryState(applicationKeys.applicants('priya', 'ABC123'))?.status).toBe(
        'success',
      ),
    );
    expect(screen.getByText('Loading applicants...')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Move to/)).not.toBeInTheDocument();
    release();
    await screen.findByRole('region', { name: 'Applied' });
    expect(screen.getByRole('note')).toHaveTextContent(NOTICE);
    expect(screen.queryByLabelText(/Move to/)).not.toBeInTheDocument();
  });

  it("a viewer's panel shows the status, what was sent, the history and the notes, with nothing to change", async () => {
    const fetchMock = recruiterApi({
      role: 'viewer',
      jobBody: companyJob,
      notes: NOTES,
      history: [
        { from: null, to: 'applied', by: 'candidate', changedAt: '2026-11-02T09:00:00.000Z' },
      ],
      detail: () => ({ body: applicationDetail({ coverLetter: 'I love engines.' }) }),
    });
    renderApplicants();
    await userEvent.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));
    const panel = await screen.findByRole('dialog', { name: 'Ada Lovelace' });
    expect(within(panel).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(panel).getByText('Application status')).toBeInTheDocument();
    expect(within(panel).getAllByText('Applied').length).toBeGreaterThan(0);
    expect(await within(panel).findByText('I love engines.')).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'CV' })).toBeInTheDocument();
    expect(await within(panel).findByRole('list', { name: 'Status history' })).toHaveTextContent(
      'Applied · 2 Nov 2026',
    );
    expect(await within(panel).findByText('Strong maths')).toBeInTheDocument();
    expect(
      within(panel).getByText("Only your company's team can see these notes."),
    ).toBeInTheDocument();
    expect(within(panel).queryByLabelText('Add a note')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/applications/notes')).toEqual([]);
  });

  it('a viewer keeps the list view and its filters', async () => {
    recruiterApi({ role: 'viewer', jobBody: companyJob });
    renderApplicants('?view=list');
    const table = await screen.findByRole('table');
    expect(screen.getByRole('note')).toHaveTextContent(NOTICE);
    expect(within(table).getByRole('button', { name: 'Ada Lovelace' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'interview');
    expect(within(screen.getByRole('table')).queryByText('Ada Lovelace')).not.toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByText('Grace Hopper')).toBeInTheDocument();
  });

  it("a recruiter of the company moves a colleague's applicants and writes notes, with no notice", async () => {
    const fetchMock = recruiterApi({ role: 'recruiter', jobBody: companyJob, notes: NOTES });
    renderApplicants();
    const moveTo = await screen.findByLabelText('Move to (Grace Hopper)');
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Drag Ada Lovelace' })).toHaveAttribute(
      'aria-roledescription',
      'draggable',
    );
    await userEvent.selectOptions(moveTo, 'offer');
    await waitFor(() => expect(cardNames(column('Offer made'))).toEqual(['Grace Hopper']));
    expect(sentBodies(fetchMock, 'PATCH', '/api/applications/status')).toEqual([
      { jobID: 'ABC123', candidateUsername: 'grace', status: 'offer' },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Ada Lovelace' }));
    const panel = await screen.findByRole('dialog', { name: 'Ada Lovelace' });
    expect(within(panel).getByLabelText('Application status')).toHaveValue('applied');
    await userEvent.type(within(panel).getByLabelText('Add a note'), 'Call on Monday');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST', '/api/applications/notes')).toEqual([
        { jobID: 'ABC123', candidateUsername: 'ada', text: 'Call on Monday' },
      ]),
    );
  });
});
