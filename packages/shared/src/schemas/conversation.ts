import { z } from 'zod';
import { ROLES } from '../enums';
import { usernameParam } from './application';
import { jobIdSchema } from './job';

/** The longest message one side may send. */
export const MESSAGE_MAX_LENGTH = 5_000;

/** What a message says: not empty once trimmed, at most MESSAGE_MAX_LENGTH characters. */
export const messageTextSchema = z
  .string({ error: 'Message must be text' })
  .trim()
  .min(1, 'Write a message first')
  .max(
    MESSAGE_MAX_LENGTH,
    `A message must be at most ${MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters`,
  );

/**
 * Which conversation: the application of `candidateUsername` to `jobID`. A recruiter names the
 * candidate; a candidate leaves it out (their own application).
 */
export const conversationQuerySchema = z.object({
  jobID: jobIdSchema,
  candidateUsername: usernameParam('candidateUsername').optional(),
});
export type ConversationQuery = z.infer<typeof conversationQuerySchema>;

/** `POST /api/applications/messages`. */
export const messagePostSchema = conversationQuerySchema.extend({ text: messageTextSchema });
export type MessagePost = z.infer<typeof messagePostSchema>;

/** Who wrote a message: the candidate, or one of the job's recruiters (by username). */
export const messageAuthorSchema = z.object({
  role: z.enum(ROLES),
  /** Null once the author's account is deleted: the message stays in the conversation. */
  username: z.string().nullable(),
});

/** One message of a conversation; `readAt` is when the other side first read it (null: unread). */
export const conversationMessageSchema = z.object({
  id: z.string(),
  from: messageAuthorSchema,
  text: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

/** One conversation in `GET /api/messages/threads`, seen from the caller's side. */
export const messageThreadSchema = z.object({
  jobID: z.string(),
  designation: z.string(),
  company_name: z.string(),
  /** The other side: the candidate for a recruiter; for a candidate, the recruiter who wrote last (else the job's poster). */
  with: z.object({
    role: z.enum(ROLES),
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    photo: z.string(),
  }),
  last: z.object({
    text: z.string(),
    createdAt: z.string(),
    from: messageAuthorSchema,
  }),
  /** Messages from the other side not read yet. */
  unread: z.number().int(),
});
export type MessageThread = z.infer<typeof messageThreadSchema>;
