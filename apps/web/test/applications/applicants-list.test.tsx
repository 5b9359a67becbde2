import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADA, ALAN, GRACE, applicant, recruiterApi, renderApplicants } from './applicants-fixture';

afterEach(() => vi.unstubAllGlobals());

const LIN = applicant({
  username: 'lin',
  firstName: 'Lin',
  lastName: 'Wei',
  applicationStatus: 'interview',
  appliedAt: '2026-11-03T09:00:00.000Z',
});

/** The applicant names in table order. */
const rowNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('button').textContent);

describe('Applicants list', () => {
  it('lists every applicant with status and applied date, newest first', async () => {
    recruiterApi({ applicants: [ADA, GRACE, ALAN, LIN] });
    renderApplicants('?view=list');
    await screen.findByRole('table');
    expect(rowNames()).toEqual(['Grace Hopper', 'Lin Wei', 'Ada Lovelace', 'Alan Turing']);
    const ada = screen.getByRole('row', { name: /Ada Lovelace/ });
    expect(within(ada).getByText('Applied', { selector: 'span' })).toBeInTheDocument();
    expect(within(ada).getByText('2 Nov 2026')).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /Alan Turing/ })).getByText('Withdrawn'),
    ).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Applied' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('filters by status and sorts oldest first, keeping both in the URL', async () => {
    recruiterApi({ applicants: [ADA, GRACE, ALAN, LIN] });
    const { router } = renderApplicants('?view=list');
    await screen.findByRole('table');
    const status = screen.getByLabelText('Status');
    expect(within(status).getByRole('option', { name: 'All (4)' })).toBeInTheDocument();

    await userEvent.selectOptions(status, 'Interview (2)');
    expect(rowNames()).toEqual(['Grace Hopper', 'Lin Wei']);
    expect(screen.getByText('2 applicants')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Sort by applied date'), 'Oldest first');
    expect(rowNames()).toEqual(['Lin Wei', 'Grace Hopper']);
    expect(screen.getByRole('columnheader', { name: 'Applied' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(new URLSearchParams(router.state.location.search).toString()).toBe(
      'view=list&status=interview&sort=oldest',
    );

    await userEvent.selectOptions(status, 'Hired (0)');
    expect(screen.getByText('No applicants with this status.')).toBeInTheDocument();
    await userEvent.selectOptions(status, 'All (4)');
    expect(rowNames()).toEqual(['Alan Turing', 'Ada Lovelace', 'Lin Wei', 'Grace Hopper']);
  });

  it('opens with the filter and sort of the URL', async () => {
    recruiterApi({ applicants: [ADA, GRACE, ALAN, LIN] });
    renderApplicants('?view=list&status=withdrawn');
    await screen.findByRole('table');
    expect(rowNames()).toEqual(['Alan Turing']);
    expect(screen.getByLabelText('Status')).toHaveValue('withdrawn');
  });
});
