import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ADA,
  ALAN,
  GRACE,
  applicant,
  applicationDetail,
  cardNames,
  cardOf,
  column,
  recruiterApi,
  renderApplicants,
} from './applicants-fixture';

afterEach(() => vi.unstubAllGlobals());

// Grace's answers failed a knock-out; Lin sent a CV; Ada and Alan come from a list without screening.
const FAILED = { ...GRACE, applicationStatus: 'rejected', screening: 'failed', hasResume: true };
const LIN = applicant({
  username: 'lin',
  firstName: 'Lin',
  lastName: 'Wei',
  appliedAt: '2026-11-03T09:00:00.000Z',
  screening: 'passed',
  hasResume: true,
});
const APPLICANTS = [ADA, FAILED, ALAN, LIN];

const rowNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('button').textContent);
const options = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('Screening filter', () => {
  it('on the list: counts each result, hides the others and keeps the choice in the URL', async () => {
    recruiterApi({ applicants: APPLICANTS });
    const { router } = renderApplicants('?view=list');
    await screen.findByRole('table');
    const screening = screen.getByLabelText('Screening');
    expect(options(screening)).toEqual(['All (4)', 'Passed (3)', 'Failed (1)']);
    expect(rowNames()).toEqual(['Grace Hopper', 'Lin Wei', 'Ada Lovelace', 'Alan Turing']);

    await userEvent.selectOptions(screening, 'Failed (1)');
    expect(rowNames()).toEqual(['Grace Hopper']);
    expect(screen.getByText('1 applicant')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).toString()).toBe(
      'view=list&screening=failed',
    );
    const grace = screen.getByRole('row', { name: /Grace Hopper/ });
    expect(within(grace).getByText('Failed screening')).toBeInTheDocument();
    expect(within(grace).getByText('CV attached')).toBeInTheDocument();

    await userEvent.selectOptions(screening, 'Passed (3)');
    expect(rowNames()).toEqual(['Lin Wei', 'Ada Lovelace', 'Alan Turing']);
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Not selected (1)');
    expect(
      screen.getByText('No applicants with this status and screening result.'),
    ).toBeInTheDocument();
  });

  it("on the board: opens with the URL's choice, hides the cards of the other result and flags them", async () => {
    recruiterApi({ applicants: APPLICANTS });
    renderApplicants('?screening=passed');
    await screen.findByRole('region', { name: 'Applied' });
    const screening = screen.getByLabelText('Screening');
    expect(screening).toHaveValue('passed');
    expect(cardNames(column('Applied'))).toEqual(['Ada Lovelace', 'Lin Wei']);
    expect(cardNames(column('Not selected'))).toEqual([]);
    expect(cardNames(column('Withdrawn'))).toEqual(['Alan Turing']);
    const lin = cardOf(column('Applied'), 'Lin Wei');
    expect(within(lin).getByText('CV attached')).toBeInTheDocument();
    expect(within(lin).queryByText('Failed screening')).not.toBeInTheDocument();
    expect(
      within(cardOf(column('Applied'), 'Ada Lovelace')).queryByText('CV attached'),
    ).not.toBeInTheDocument();

    await userEvent.selectOptions(screening, 'Failed (1)');
    expect(cardNames(column('Applied'))).toEqual([]);
    const rejected = cardOf(column('Not selected'), 'Grace Hopper');
    expect(within(rejected).getByText('Failed screening')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Withdrawn' })).not.toBeInTheDocument();

    await userEvent.selectOptions(screening, 'All (4)');
    expect(cardNames(column('Applied'))).toEqual(['Ada Lovelace', 'Lin Wei']);
    expect(cardNames(column('Not selected'))).toEqual(['Grace Hopper']);
  });

  it('the timeline of a knocked-out application names the screening questions', async () => {
    recruiterApi({
      applicants: APPLICANTS,
      history: [
        { from: null, to: 'applied', by: 'candidate', changedAt: '2026-11-05T09:00:00.000Z' },
        { from: 'applied', to: 'rejected', by: 'screening', changedAt: '2026-11-05T09:00:01.000Z' },
      ],
      detail: () => ({ body: applicationDetail({ screening: 'failed' }) }),
    });
    renderApplicants();
    await userEvent.click(await screen.findByRole('button', { name: 'Grace Hopper' }));
    const panel = await screen.findByRole('dialog', { name: 'Grace Hopper' });
    const history = await within(panel).findByRole('list', { name: 'Status history' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Applied · 5 Nov 2026', 'Rejected by screening questions · 5 Nov 2026']);
  });
});
