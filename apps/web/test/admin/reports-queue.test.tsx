import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReportsPage } from '@/features/admin/components/reports-page';
import { mockApi, renderRoutes } from '../helpers/render';
import { report, signInAdmin } from './fixtures';

afterEach(() => vi.unstubAllGlobals());

describe('the reports queue', () => {
  it('groups the reports by what they report, with counts, reporters, reasons and links', async () => {
    signInAdmin();
    const fetchMock = mockApi((url) => ({
      body:
        url.searchParams.get('status') === 'resolved'
          ? [report({ id: 'r9', target: 'OLD001', status: 'resolved' })]
          : [
              report({ id: 'r1', details: 'Asks for a fee to apply' }),
              report({
                id: 'r2',
                kind: 'recruiter',
                target: 'shady',
                reason: 'offensive',
                reporter: { role: 'candidate', username: 'bob' },
                createdAt: '2026-11-21T10:00:00.000Z',
              }),
              report({
                id: 'r3',
                reason: 'misleading',
                reporter: { role: 'recruiter', username: 'priya' },
                createdAt: '2026-11-22T10:00:00.000Z',
              }),
            ],
    }));
    renderRoutes([{ path: '/Admin', element: <ReportsPage /> }], '/Admin');

    const groups = await screen.findAllByRole('listitem', { name: undefined });
    const cards = groups.filter((item) => item.parentElement?.getAttribute('aria-label'));
    expect(cards).toHaveLength(2);
    const job = within(cards[0]);
    expect(job.getByRole('link', { name: 'Job ABC123' })).toHaveAttribute(
      'href',
      '/Admin/Job/ABC123',
    );
    expect(job.getByText('2 reports')).toBeInTheDocument();
    expect(job.getByText('From @priya, @ada')).toBeInTheDocument();
    expect(job.getByText('Misleading or false')).toBeInTheDocument();
    expect(job.getByText('Scam or fraud')).toBeInTheDocument();
    expect(job.getByText('Asks for a fee to apply')).toBeInTheDocument();
    const recruiter = within(cards[1]);
    expect(recruiter.getByRole('link', { name: 'Recruiter @shady' })).toHaveAttribute(
      'href',
      '/Admin/Account/recruiter/shady',
    );
    expect(recruiter.getByText('1 report')).toBeInTheDocument();
    expect(recruiter.getByText('Offensive content')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'resolved');
    expect(await screen.findByRole('link', { name: 'Job OLD001' })).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.map(([input]) => String(input)).filter((path) => path.includes('?')),
    ).toEqual(['/api/admin/reports?status=open', '/api/admin/reports?status=resolved']);
  });
});
