import type { AuditAction } from '@jobhunter/shared';

/** How each admin action reads in the audit log. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'report.dismiss': 'Dismissed reports',
  'job.hide': 'Hid job',
  'job.unhide': 'Unhid job',
  'account.suspend': 'Suspended account',
  'account.unsuspend': 'Unsuspended account',
};
