import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuditPage } from '@/features/admin/components/audit-page';
import { formatMoment } from '@/features/admin/lib/format-moment';
import { mockApi, renderRoutes } from '../helpers/render';
import { signInAdmin } from './fixtures';

afterEach(() => vi.unstubAllGlobals());

describe('the audit log', () => {
  it('lists what admins did, newest first, with the time in the local zone', async () => {
    signInAdmin();
    mockApi(() => ({
      body: [
        {
          at: '2026-11-26T09:15:00.000Z',
          admin: 'mod',
          action: 'job.hide',
          target: 'job:ABC123',
          reason: 'Asks candidates for money',
        },
        {
          at: '2026-11-25T18:00:00.000Z',
          admin: 'lead',
          action: 'report.dismiss',
          target: 'recruiter:priya',
          reason: '',
        },
      ],
    }));
    renderRoutes([{ path: '/Admin/Audit', element: <AuditPage /> }], '/Admin/Audit');
    const table = await screen.findByRole('table', { name: 'Admin actions, newest first' });
    const rows = within(table).getAllByRole('row');
    expect(
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['When', 'Admin', 'Action', 'Target', 'Reason'],
      [
        formatMoment('2026-11-26T09:15:00.000Z'),
        '@mod',
        'Hid job',
        'job:ABC123',
        'Asks candidates for money',
      ],
      [
        formatMoment('2026-11-25T18:00:00.000Z'),
        '@lead',
        'Dismissed reports',
        'recruiter:priya',
        '',
      ],
    ]);
    // The zone is part of the time: '… UTC' here, the admin's own zone in their browser.
    expect(formatMoment('2026-11-26T09:15:00.000Z')).toMatch(/\b(UTC|GMT)/);
  });
});
