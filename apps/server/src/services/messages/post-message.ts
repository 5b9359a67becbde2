import { and, eq, sql } from 'drizzle-orm';
import { conversationMessages, type ConversationMessage } from '@jobhunter/shared';
import type { Database, Executor } from '../../db/client';
import { accounts, applications, jobs, messages } from '../../db/schema';
import type { AccessTokenClaims } from '../../lib/access-token';
import { conflict, notFound } from '../../lib/http-error';
import { applicationMessages } from '../applications/messages';
import { lockJobAccess } from '../companies/job-access';
import { lockJobRecipients } from '../jobs/lock-poster';
import { fullName } from '../notifications/application-events';
import type { Queue } from '../queue/queue';
import {
  conversationPath,
  noApplicationOf,
  otherSide,
  requireFormOf,
  type Conversation,
  type ConversationRef,
} from './conversation';
import { queueMessageMail } from './message-mail-job';
import { messageNotice, noticeMessage } from './message-notice';
import { toMessage } from './message-view';

export interface PostMessageOptions {
  db: Database;
  queue: Queue;
  viewer: AccessTokenClaims;
  ref: ConversationRef;
  /** Already trimmed and checked (messageTextSchema). */
  text: string;
  /** MESSAGE_EMAIL_DELAY_SECONDS: how long the other side's email waits for more messages. */
  emailDelaySeconds: number;
}

/** The application, locked FOR UPDATE: a withdrawal (which locks it too) comes wholly before or after. */
async function lockApplication(tx: Executor, jobId: string, candidateId: string) {
  const [row] = await tx
    .select({ applicationId: applications.id, status: applications.status })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), eq(applications.candidateId, candidateId)))
    .for('update');
  return row;
}

/**
 * The candidate writes in their own application's conversation. Rows are taken in the order a
 * withdrawal takes them (services/applications/withdraw.ts): the candidate's account, the job's
 * recruiters' (who are notified), then the application.
 */
async function lockAsCandidate(tx: Executor, viewer: AccessTokenClaims, jobId: string) {
  const [sender] = await tx
    .select({ firstName: accounts.firstName, lastName: accounts.lastName })
    .from(accounts)
    .where(eq(accounts.id, viewer.accountId))
    .for('key share');
  const recipients = await lockJobRecipients(tx, jobId);
  const application = await lockApplication(tx, jobId, viewer.accountId);
  if (!sender || !application) throw await noApplicationOf(tx, jobId);
  const conversation = {
    ...application,
    jobId,
    candidateId: viewer.accountId,
    candidateUsername: viewer.username,
  };
  return { sender, recipients, conversation };
}

/**
 * A recruiter who may act on the job writes to an applicant. Rows are taken in the order a status
 * change takes them (services/applications/update-status.ts): the recruiter's account and
 * membership (services/companies/job-access.ts), the candidate's account (who is notified), then
 * the application.
 */
async function lockAsRecruiter(
  tx: Executor,
  viewer: AccessTokenClaims,
  jobId: string,
  candidateUsername: string,
) {
  await lockJobAccess(tx, { accountId: viewer.accountId, jobId, action: 'act' });
  const [sender] = await tx
    .select({ firstName: accounts.firstName, lastName: accounts.lastName })
    .from(accounts)
    .where(eq(accounts.id, viewer.accountId));
  const [candidate] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.username, candidateUsername))
    .for('key share');
  const application = candidate && (await lockApplication(tx, jobId, candidate.id));
  if (!sender || !application) throw notFound(applicationMessages.noSuchApplication);
  const conversation = { ...application, jobId, candidateId: candidate.id, candidateUsername };
  return { sender, recipients: [candidate.id], conversation };
}

/**
 * Adds a message to an application's conversation (201 the message), in one transaction with what
 * it causes: the application's `last_message_at` (the inbox's order), the other side's in-app
 * notification (services/messages/message-notice.ts) and the queued email, which waits
 * `emailDelaySeconds` so that messages sent meanwhile go out together. A withdrawn application's
 * conversation is closed (409); a rejected one's stays open.
 */
export async function postMessage({
  db,
  queue,
  viewer,
  ref,
  text,
  emailDelaySeconds,
}: PostMessageOptions): Promise<ConversationMessage> {
  requireFormOf(viewer, ref);
  return db.transaction(async (tx) => {
    const { sender, recipients, conversation } =
      viewer.role === 'candidate'
        ? await lockAsCandidate(tx, viewer, ref.jobId)
        : await lockAsRecruiter(tx, viewer, ref.jobId, ref.candidateUsername!);
    if (conversation.status === 'withdrawn') throw conflict(conversationMessages.withdrawn);
    // The clock after the lock, not the transaction's start: messages sort in the order they were let in.
    const [message] = await tx
      .insert(messages)
      .values({
        applicationId: conversation.applicationId,
        authorId: viewer.accountId,
        authorRole: viewer.role,
        text,
        createdAt: sql`clock_timestamp()`,
      })
      .returning();
    await tx
      .update(applications)
      .set({ lastMessageAt: message.createdAt })
      .where(eq(applications.id, conversation.applicationId));
    await tellOtherSide(tx, {
      recipientSide: otherSide(viewer.role),
      conversation,
      recipients,
      senderName: fullName(sender),
      text,
    });
    await queueMessageMail(
      tx,
      queue,
      { applicationId: conversation.applicationId, side: otherSide(viewer.role) },
      emailDelaySeconds,
    );
    return toMessage({ ...message, username: viewer.username });
  });
}

async function tellOtherSide(
  tx: Executor,
  {
    recipientSide,
    conversation,
    recipients,
    senderName,
    text,
  }: {
    recipientSide: AccessTokenClaims['role'];
    conversation: Conversation;
    recipients: string[];
    senderName: string;
    text: string;
  },
) {
  const [job] = await tx
    .select({ designation: jobs.designation })
    .from(jobs)
    .where(eq(jobs.jobId, conversation.jobId));
  await noticeMessage(tx, {
    recipients,
    link: conversationPath(recipientSide, conversation),
    ...messageNotice({ senderName, designation: job.designation, text }),
  });
}
