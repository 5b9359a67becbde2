import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, applications, jobs } from '../../db/schema';
import { jobActors } from '../companies/job-access';
import { fullName } from '../notifications/application-events';
import type { NewMessagesEmailData } from '../notifications/emails/new-messages-email';
import { emailAll } from '../notifications/notify';
import type { Queue } from '../queue/queue';
import { otherSide } from './conversation';
import type { MessageMailJob } from './message-mail-job';

/** The most messages one email lists (the newest); the intro still counts them all. */
export const MAX_EMAILED_MESSAGES = 20;

type MarkedRow = {
  author_id: string | null;
  text: string;
  created_at: Date | string;
  read_at: Date | string | null;
};

/**
 * Runs one `messageMail` job: in one transaction, marks every message of the conversation from the
 * other side that no email has covered yet as emailed (read ones too: there is nothing to tell of
 * them), and queues one `new-messages` email per account of `side` (the candidate, or every
 * recruiter who may act on the job) for those still unread, unless they turned message emails off.
 * Nothing unread among them: no email. Returns how many messages the email told of.
 *
 * The UPDATE takes the rows' locks, so two jobs of one conversation running at once cannot both
 * take a message: the second waits, then finds it emailed.
 */
export async function sendMessageMail({
  db,
  queue,
  job,
}: {
  db: Database;
  queue: Queue;
  job: MessageMailJob;
}): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<MarkedRow>(sql`
      update messages set emailed_at = now()
      where application_id = ${job.applicationId} and author_role = ${otherSide(job.side)}
        and emailed_at is null
      returning author_id, text, created_at, read_at`);
    const unread = rows
      .filter((row) => row.read_at === null)
      .map((row) => ({ ...row, created_at: new Date(row.created_at) }))
      .sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
    if (unread.length === 0) return 0;

    const [conversation] = await tx
      .select({
        jobId: applications.jobId,
        candidateId: applications.candidateId,
        candidateUsername: accounts.username,
        designation: jobs.designation,
        company: jobs.companyName,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.jobId, applications.jobId))
      .innerJoin(accounts, eq(accounts.id, applications.candidateId))
      .where(eq(applications.id, job.applicationId));
    if (!conversation) return 0;

    const listed = unread.slice(-MAX_EMAILED_MESSAGES);
    const authorIds = [...new Set(listed.flatMap((row) => (row.author_id ? [row.author_id] : [])))];
    const authors = authorIds.length
      ? await tx
          .select({ id: accounts.id, firstName: accounts.firstName, lastName: accounts.lastName })
          .from(accounts)
          .where(inArray(accounts.id, authorIds))
      : [];
    const nameOf = new Map(authors.map((author) => [author.id, fullName(author)]));
    const data: NewMessagesEmailData = {
      jobId: conversation.jobId,
      designation: conversation.designation,
      company: conversation.company,
      side: job.side,
      candidateUsername: conversation.candidateUsername,
      unread: unread.length,
      messages: listed.map((row) => ({
        from: (row.author_id && nameOf.get(row.author_id)) || 'A deleted account',
        text: row.text,
        sentAt: row.created_at.toISOString(),
      })),
    };
    const recipients =
      job.side === 'candidate'
        ? [conversation.candidateId]
        : (await tx.execute<{ id: string }>(sql`${jobActors(conversation.jobId)}`)).rows.map(
            (row) => row.id,
          );
    await emailAll({
      tx,
      queue,
      emails: recipients.map((accountId) => ({
        accountId,
        type: 'message',
        email: { template: 'new-messages', data },
      })),
    });
    return unread.length;
  });
}
