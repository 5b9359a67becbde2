import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts, applications, interviews, messages } from '../../db/schema';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

const interviewColumns = {
  applicationId: interviews.applicationId,
  status: interviews.status,
  slots: interviews.slots,
  startAt: interviews.startAt,
  endAt: interviews.endAt,
  location: interviews.location,
  meetingUrl: interviews.meetingUrl,
  note: interviews.note,
  cancelReason: interviews.cancelReason,
  createdAt: interviews.createdAt,
  updatedAt: interviews.updatedAt,
};

const toInterview = ({
  applicationId: _applicationId,
  startAt,
  endAt,
  createdAt,
  updatedAt,
  ...row
}: {
  applicationId: string;
  startAt: Date | null;
  endAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
} & Omit<typeof interviews.$inferSelect, 'id' | 'sequence' | 'createdBy'>) => ({
  ...row,
  startAt: isoOrNull(startAt),
  endAt: isoOrNull(endAt),
  createdAt: iso(createdAt),
  updatedAt: iso(updatedAt),
});

/**
 * The conversations and interviews of a candidate's applications, by application id: every
 * message of both sides (the author's username, null once that account is gone) and every
 * interview, oldest first.
 */
export async function applicationConversations(db: Executor, applicationIds: string[]) {
  const byApplication = new Map<
    string,
    {
      messages: {
        from: { role: 'candidate' | 'recruiter'; username: string | null };
        text: string;
        createdAt: string;
        readAt: string | null;
      }[];
      interviews: ReturnType<typeof toInterview>[];
    }
  >(applicationIds.map((id) => [id, { messages: [], interviews: [] }]));
  if (applicationIds.length === 0) return byApplication;
  const written = await db
    .select({
      applicationId: messages.applicationId,
      role: messages.authorRole,
      username: accounts.username,
      text: messages.text,
      createdAt: messages.createdAt,
      readAt: messages.readAt,
    })
    .from(messages)
    .leftJoin(accounts, eq(accounts.id, messages.authorId))
    .where(inArray(messages.applicationId, applicationIds))
    .orderBy(asc(messages.createdAt), asc(messages.id));
  for (const row of written)
    byApplication.get(row.applicationId)!.messages.push({
      from: { role: row.role, username: row.username },
      text: row.text,
      createdAt: iso(row.createdAt),
      readAt: isoOrNull(row.readAt),
    });
  const planned = await db
    .select(interviewColumns)
    .from(interviews)
    .where(inArray(interviews.applicationId, applicationIds))
    .orderBy(asc(interviews.createdAt), asc(interviews.id));
  for (const row of planned)
    byApplication.get(row.applicationId)!.interviews.push(toInterview(row));
  return byApplication;
}

/** The messages a recruiter wrote and the interviews they proposed, each with its application. */
export async function recruiterConversations(db: Executor, recruiterId: string) {
  const application = { jobID: applications.jobId, candidateUsername: accounts.username };
  const written = await db
    .select({
      ...application,
      text: messages.text,
      createdAt: messages.createdAt,
      readAt: messages.readAt,
    })
    .from(messages)
    .innerJoin(applications, eq(applications.id, messages.applicationId))
    .innerJoin(accounts, eq(accounts.id, applications.candidateId))
    .where(eq(messages.authorId, recruiterId))
    .orderBy(asc(messages.createdAt), asc(messages.id));
  const planned = await db
    .select({ ...application, ...interviewColumns })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(accounts, eq(accounts.id, applications.candidateId))
    .where(eq(interviews.createdBy, recruiterId))
    .orderBy(asc(interviews.createdAt), asc(interviews.id));
  return {
    messages: written.map((row) => ({
      ...row,
      createdAt: iso(row.createdAt),
      readAt: isoOrNull(row.readAt),
    })),
    interviews: planned.map(({ jobID, candidateUsername, ...row }) => ({
      jobID,
      candidateUsername,
      ...toInterview(row),
    })),
  };
}
