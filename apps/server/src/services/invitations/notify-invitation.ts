import type { Executor } from '../../db/client';
import { jobPath } from '../notifications/emails/app-paths';
import { notify } from '../notifications/notify';
import type { Queue } from '../queue/queue';

export interface InvitationFacts {
  jobId: string;
  designation: string;
  /** The job's company name, as the job shows it. */
  company: string;
  recruiterName: string;
  note: string | null;
}

/** What the candidate's bell shows: the recruiter's note, or a line saying why they were asked. */
export const invitationNotice = ({
  jobId,
  designation,
  company,
  recruiterName,
  note,
}: InvitationFacts) => ({
  type: 'message' as const,
  title: `${recruiterName} invites you to apply: ${designation}`,
  body: note ?? `${recruiterName} of ${company} found your profile and thinks you would fit.`,
  link: jobPath(jobId),
});

/**
 * Tells the candidate of an invitation, in the transaction that stores it: in-app, and by email
 * unless they turned message emails off (an invitation is a message from a recruiter).
 */
export function notifyInvitation({
  tx,
  queue,
  candidateId,
  ...facts
}: InvitationFacts & { tx: Executor; queue: Queue; candidateId: string }) {
  return notify({
    tx,
    queue,
    accountId: candidateId,
    ...invitationNotice(facts),
    email: { template: 'job-invitation', data: facts },
  });
}
