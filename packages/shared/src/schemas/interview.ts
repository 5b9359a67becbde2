import { z } from 'zod';
import { usernameParam } from './application';
import { jobIdSchema } from './job';

/** The statuses of an interview: proposed (slots offered), scheduled (one picked), declined, cancelled. */
export const INTERVIEW_STATUSES = ['proposed', 'scheduled', 'declined', 'cancelled'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

export const INTERVIEW_MAX_SLOTS = 5;
/** The longest slot a recruiter may offer. */
export const INTERVIEW_MAX_MINUTES = 4 * 60;

const instantSchema = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label} must be a date and time with a UTC offset` })
    // Stored and answered in UTC, whatever offset it was sent with.
    .transform((value) => new Date(value).toISOString());

/** One time an interview may take place: `end` after `start`, at most four hours, not in the past. */
export const interviewSlotSchema = z
  .object({ start: instantSchema('start'), end: instantSchema('end') })
  .refine((slot) => slot.end > slot.start, { message: 'A slot must end after it starts' })
  .refine(
    (slot) => Date.parse(slot.end) - Date.parse(slot.start) <= INTERVIEW_MAX_MINUTES * 60_000,
    { message: 'A slot must be at most 4 hours long' },
  )
  .refine((slot) => Date.parse(slot.start) > Date.now(), {
    message: 'A slot must start in the future',
  });
export type InterviewSlot = z.infer<typeof interviewSlotSchema>;

const overlaps = (a: InterviewSlot, b: InterviewSlot) => a.start < b.end && b.start < a.end;

/** 1–5 slots, none overlapping another. */
export const interviewSlotsSchema = z
  .array(interviewSlotSchema, { error: 'slots must be a list of {start, end}' })
  .min(1, 'Offer at least one slot')
  .max(INTERVIEW_MAX_SLOTS, `Offer at most ${INTERVIEW_MAX_SLOTS} slots`)
  .refine(
    (slots) =>
      slots.every((slot, i) => slots.slice(i + 1).every((other) => !overlaps(slot, other))),
    {
      message: 'Slots must not overlap',
    },
  );

/** Empty, or an https:// address (a video call's link). */
export const meetingUrlSchema = z
  .string()
  .trim()
  .max(500, 'The meeting link must be at most 500 characters')
  .refine((value) => value === '' || /^https:\/\/[^\s/]+\S*$/i.test(value), {
    message: 'The meeting link must be an https:// address',
  });

/** `POST /api/interviews`. */
export const interviewProposalSchema = z.object({
  jobID: jobIdSchema,
  candidateUsername: usernameParam('candidateUsername'),
  slots: interviewSlotsSchema,
  location: z.string().trim().max(200, 'The place must be at most 200 characters').optional(),
  meetingUrl: meetingUrlSchema.optional(),
  note: z.string().trim().max(2_000, 'The note must be at most 2,000 characters').optional(),
});
export type InterviewProposal = z.infer<typeof interviewProposalSchema>;

/** `POST /api/interviews/{id}/accept`: the start of one of the offered slots. */
export const interviewAcceptSchema = z.object({ start: instantSchema('start') });
/** `POST /api/interviews/{id}/reschedule`. */
export const interviewRescheduleSchema = z.object({ slots: interviewSlotsSchema });
/** `POST /api/interviews/{id}/cancel`. */
export const interviewCancelSchema = z.object({
  reason: z.string().trim().max(500, 'The reason must be at most 500 characters').optional(),
});

/** An interview as the API answers it, to either side. Times are UTC ISO 8601. */
export const interviewSchema = z.object({
  id: z.string(),
  jobID: z.string(),
  candidateUsername: z.string(),
  status: z.enum(INTERVIEW_STATUSES),
  slots: z.array(z.object({ start: z.string(), end: z.string() })),
  /** The picked slot, once scheduled. */
  start: z.string().nullable(),
  end: z.string().nullable(),
  location: z.string(),
  meetingUrl: z.string(),
  note: z.string(),
  cancelReason: z.string().nullable(),
  designation: z.string(),
  company_name: z.string(),
  candidate: z.object({ firstName: z.string(), lastName: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Interview = z.infer<typeof interviewSchema>;
