import { z } from 'zod';

/**
 * The kinds of notification, each an email and an in-app notification: a new application (to the
 * job's recruiter), a status change (to the candidate), a withdrawal (to the recruiter), a job
 * alert (to the candidate who saved the search), a message in an application's conversation (to
 * the other side), an interview proposed, scheduled, changed or coming up (to both sides), the weekly
 * jobs recommended from a candidate's profile, and a recruiter's invitation to apply (as a message). Each
 * kind can be turned off for email.
 */
export const NOTIFICATION_TYPES = [
  'application',
  'status',
  'withdrawal',
  'job_alert',
  'message',
  'interview',
  'recommendation',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** One in-app notification; `link` is a path in the web app, `readAt` null while unread. */
export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** `GET /api/notifications`: newest first, and how many are unread in all. */
export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** `POST /api/notifications/read`: those ids, or every notification of the account when `ids` is left out. */
export const markNotificationsReadSchema = z.object({
  ids: z
    .array(z.uuid('ids must be notification ids'))
    .min(1, 'Give at least one id, or leave ids out to mark all')
    .max(500, 'At most 500 ids at once')
    .optional(),
});
export type MarkNotificationsRead = z.infer<typeof markNotificationsReadSchema>;

/** Which kinds of email an account gets (`GET`/`PATCH /api/notifications/preferences`); all on by default. */
export const emailPreferencesSchema = z.object(
  Object.fromEntries(
    NOTIFICATION_TYPES.map((type) => [type, z.boolean({ error: `${type} must be true or false` })]),
  ) as Record<NotificationType, z.ZodBoolean>,
);
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;
export const emailPreferencesUpdateSchema = emailPreferencesSchema
  .partial()
  .strict()
  .refine((update) => Object.keys(update).length > 0, 'Send at least one preference to change');

export const ALERT_FREQUENCIES = ['instant', 'daily'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
const frequencySchema = z.enum(ALERT_FREQUENCIES, {
  error: `frequency must be one of ${ALERT_FREQUENCIES.join(', ')}`,
});
const alertNameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(100, 'Name can be at most 100 characters');

/**
 * `POST /api/saved-searches`: `query` is the jobs page's URL query string (the parameters of
 * `GET /api/job/search`, e.g. `q=react&work_environment=Remote`); the server checks it with the
 * search's own rules.
 */
export const savedSearchInputSchema = z.object({
  name: alertNameSchema,
  query: z
    .string({ error: 'query must be text' })
    .trim()
    .max(2000, 'query is too long')
    .transform((query) => query.replace(/^\?/, '')),
  frequency: frequencySchema,
});
export type SavedSearchInput = z.input<typeof savedSearchInputSchema>;

/** `PATCH /api/saved-searches/{id}`: rename or change how often. */
export const savedSearchUpdateSchema = z
  .object({ name: alertNameSchema, frequency: frequencySchema })
  .partial()
  .strict()
  .refine((update) => Object.keys(update).length > 0, 'Send a name or a frequency to change');

export const savedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  query: z.string(),
  frequency: frequencySchema,
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;
