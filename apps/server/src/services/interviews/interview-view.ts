import { eq } from 'drizzle-orm';
import type { Interview } from '@jobhunter/shared';
import type { Executor } from '../../db/client';
import { accounts, applications, interviews, jobs } from '../../db/schema';

/** Columns of the API's interview shape: the interview, its job and its candidate. */
export const interviewColumns = {
  id: interviews.id,
  jobId: applications.jobId,
  candidateUsername: accounts.username,
  status: interviews.status,
  slots: interviews.slots,
  startAt: interviews.startAt,
  endAt: interviews.endAt,
  location: interviews.location,
  meetingUrl: interviews.meetingUrl,
  note: interviews.note,
  cancelReason: interviews.cancelReason,
  designation: jobs.designation,
  companyName: jobs.companyName,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  createdAt: interviews.createdAt,
  updatedAt: interviews.updatedAt,
};

type InterviewRow = Awaited<ReturnType<typeof selectInterviews>>[number];

export function toInterview(row: InterviewRow): Interview {
  return {
    id: row.id,
    jobID: row.jobId,
    candidateUsername: row.candidateUsername,
    status: row.status,
    slots: row.slots,
    start: row.startAt?.toISOString() ?? null,
    end: row.endAt?.toISOString() ?? null,
    location: row.location,
    meetingUrl: row.meetingUrl,
    note: row.note,
    cancelReason: row.cancelReason,
    designation: row.designation,
    company_name: row.companyName,
    candidate: { firstName: row.firstName, lastName: row.lastName },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Interviews with their job and candidate, for a caller to filter and order. */
export const selectInterviews = (db: Executor) =>
  db
    .select(interviewColumns)
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(jobs, eq(jobs.jobId, applications.jobId))
    .innerJoin(accounts, eq(accounts.id, applications.candidateId));

/** The interview with this id, in the API's shape. */
export async function loadInterview(db: Executor, id: string): Promise<Interview> {
  const [row] = await selectInterviews(db).where(eq(interviews.id, id));
  return toInterview(row);
}
