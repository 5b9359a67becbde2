import type { EmailContent, EmailContext } from './email-content';
import { jobPath } from './app-paths';
import { mjButton, mjParagraph } from './mjml-parts';

export interface JobInvitationEmailData {
  jobId: string;
  designation: string;
  company: string;
  recruiterName: string;
  /** The recruiter's own words, as they wrote them; null when they added none. */
  note: string | null;
}

/**
 * To a candidate: a recruiter who found them in the candidate search invites them to apply. The
 * note is the recruiter's text, quoted as theirs (escaped like every value, see mjml-parts.ts); an
 * invitation is no application, so the email says applying is the candidate's choice.
 */
export function jobInvitationEmail(
  data: JobInvitationEmailData,
  { origin, firstName }: EmailContext,
): EmailContent {
  const job = `${origin}${jobPath(data.jobId)}`;
  const invites = `${data.recruiterName} of ${data.company} found your profile on JobHunter and invites you to apply to ${data.designation} (${data.jobId}).`;
  const note = data.note ? [`${data.recruiterName} wrote:`, data.note] : [];
  const choice = 'Have a look at the job, and apply from its page if it interests you.';
  return {
    subject: `${data.recruiterName} invites you to apply: ${data.designation}`,
    preview: invites,
    reason:
      'your profile can be found by recruiters on JobHunter (turn that off in your settings) and you get emails about messages',
    mjml: [
      mjParagraph(`Hello ${firstName},`),
      mjParagraph(invites),
      ...note.map(mjParagraph),
      mjParagraph(choice),
      mjButton('View the job', job),
    ].join('\n'),
    text: [
      `Hello ${firstName},`,
      '',
      invites,
      ...(note.length ? ['', ...note] : []),
      '',
      choice,
      '',
      `View the job: ${job}`,
    ].join('\n'),
  };
}
