import { z } from 'zod';
import { ROLES } from '../enums';

/** What can be reported: a job (by jobID), or a candidate's or recruiter's profile (by username). */
export const REPORT_KINDS = ['job', 'candidate', 'recruiter'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_REASONS = [
  'scam',
  'spam',
  'offensive',
  'discriminatory',
  'misleading',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** How each reason reads in the report dialog and the admin queue. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  scam: 'Scam or fraud',
  spam: 'Spam',
  offensive: 'Offensive content',
  discriminatory: 'Discriminatory',
  misleading: 'Misleading or false',
  other: 'Something else',
};

export const REPORT_STATUSES = ['open', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_ACTIONS = ['dismiss', 'hide', 'suspend'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** `POST /api/reports`. */
export const reportInputSchema = z.object({
  kind: z.enum(REPORT_KINDS, { error: `kind must be one of ${REPORT_KINDS.join(', ')}` }),
  target: z
    .string({ error: 'target is required' })
    .trim()
    .min(1, 'target is required')
    .max(64, 'target is too long'),
  reason: z.enum(REPORT_REASONS, {
    error: `reason must be one of ${REPORT_REASONS.join(', ')}`,
  }),
  details: z.string().trim().max(2_000, 'Details must be at most 2,000 characters').optional(),
});
export type ReportInput = z.infer<typeof reportInputSchema>;

/** One report in the admin queue, with how many open reports its target has in all. */
export const reportSchema = z.object({
  id: z.string(),
  kind: z.enum(REPORT_KINDS),
  target: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  reporter: z.object({ role: z.enum(ROLES), username: z.string().nullable() }),
  createdAt: z.string(),
  reportsOnTarget: z.number().int(),
  status: z.enum(REPORT_STATUSES),
});
export type Report = z.infer<typeof reportSchema>;

const moderationReason = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(500, `${label} must be at most 500 characters`);

/** `POST /api/admin/reports/{id}/resolve`. */
export const reportResolutionSchema = z.object({
  action: z.enum(REPORT_ACTIONS, { error: `action must be one of ${REPORT_ACTIONS.join(', ')}` }),
  note: z.string().trim().max(500, 'The note must be at most 500 characters').optional(),
});
export type ReportResolution = z.infer<typeof reportResolutionSchema>;

/** `POST /api/admin/jobs/{jobID}/hide` and `/api/admin/accounts/{role}/{username}/suspend`. */
export const moderationReasonSchema = z.object({ reason: moderationReason('A reason') });

/** What an admin did, as the audit log records it. */
export const AUDIT_ACTIONS = [
  'report.dismiss',
  'job.hide',
  'job.unhide',
  'account.suspend',
  'account.unsuspend',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One entry of `GET /api/admin/audit`. */
export const auditEntrySchema = z.object({
  at: z.string(),
  admin: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  target: z.string(),
  reason: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `POST /api/{role}/verify-email`. */
export const verifyEmailSchema = z.object({
  token: z.string({ error: 'token is required' }).trim().min(1, 'token is required').max(200),
});
