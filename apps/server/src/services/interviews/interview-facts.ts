import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts, jobs } from '../../db/schema';
import { fullName } from '../notifications/application-events';
import type { InterviewFacts } from '../notifications/emails/interview-email-data';

/**
 * What the emails of an interview tell about its job and people, read in the change's transaction:
 * the job, the candidate (the calendar's attendee) and the proposing recruiter (its organiser; the
 * job's poster as the job names them when that account is gone).
 */
export async function interviewFacts(
  tx: Executor,
  {
    jobId,
    candidateId,
    organizerId,
    interview,
  }: {
    jobId: string;
    candidateId: string;
    organizerId: string | null;
    interview: { id: string; location: string; meetingUrl: string; note: string };
  },
): Promise<InterviewFacts> {
  const person = {
    firstName: accounts.firstName,
    lastName: accounts.lastName,
    username: accounts.username,
    email: accounts.email,
  };
  const [job] = await tx
    .select({
      designation: jobs.designation,
      company: jobs.companyName,
      name: jobs.name,
      email: jobs.email,
    })
    .from(jobs)
    .where(eq(jobs.jobId, jobId));
  const [candidate] = await tx.select(person).from(accounts).where(eq(accounts.id, candidateId));
  const [organizer] = organizerId
    ? await tx.select(person).from(accounts).where(eq(accounts.id, organizerId))
    : [];
  return {
    interviewId: interview.id,
    jobId,
    designation: job.designation,
    company: job.company,
    candidate: {
      name: fullName(candidate),
      username: candidate.username,
      email: candidate.email,
    },
    organizer: organizer
      ? { name: fullName(organizer), email: organizer.email }
      : { name: job.name, email: job.email },
    location: interview.location,
    meetingUrl: interview.meetingUrl,
    note: interview.note,
  };
}
