import type { EmailContent, EmailContext } from './email-content';
import { jobPath } from './app-paths';
import { mjButton, mjParagraph } from './mjml-parts';

export interface JobInvitationEmailData {
  jobId: string;
  designation: string;
  company: string;
  recruiterName: string;
  note: string | null;
}

/** To a candidate: a recruiter who found them in the candidate search invites them to apply. */
export function jobInvitationEmail(
  data: JobInvitationEmailData,
  { origin, firstName }: EmailContext,
): EmailContent {
  const job = `${origin}${jobPath(data.jobId)}`;
  const invites = `${data.recruiterName} of ${data.company} invites you to apply to ${data.designation} (${data.jobId}).`;
  return {
    subject: `${data.recruiterName} invites you to apply: ${data.designation}`,
    preview: invites,
    reason: 'your profile can be found by recruiters on JobHunter',
    mjml: [
      mjParagraph(`Hello ${firstName},`),
      mjParagraph(invites),
      ...(data.note ? [mjParagraph(data.note)] : []),
      mjButton('View the job', job),
    ].join('\n'),
    text: [
      `Hello ${firstName},`,
      '',
      invites,
      ...(data.note ? ['', data.note] : []),
      '',
      `View the job: ${job}`,
    ].join('\n'),
  };
}
