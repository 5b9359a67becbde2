import type { MailTemplate } from '../mail-job';
import type { EmailContent, EmailContext } from './email-content';
import { applicantsPath, candidateProfilePath } from './app-paths';
import { mjButton, mjLinkParagraph, mjParagraph } from './mjml-parts';

type Data = Extract<MailTemplate, { template: 'new-application' }>['data'];

/** To the job's recruiter: a candidate applied. */
export function newApplicationEmail(data: Data, { origin, firstName }: EmailContext): EmailContent {
  const applicants = `${origin}${applicantsPath(data.jobId)}`;
  const profile = `${origin}${candidateProfilePath(data.candidateUsername)}`;
  const applied = `${data.candidateName} applied to your job ${data.designation} (${data.jobId}).`;
  return {
    subject: `New application for ${data.designation}`,
    preview: applied,
    reason: 'you posted this job on JobHunter',
    mjml: [
      mjParagraph(`Hello ${firstName},`),
      mjParagraph(applied),
      mjLinkParagraph('', `See ${data.candidateName}'s profile`, profile, '.'),
      mjButton('Review applicants', applicants),
    ].join('\n'),
    text: [
      `Hello ${firstName},`,
      '',
      applied,
      '',
      `Their profile: ${profile}`,
      `Review applicants: ${applicants}`,
    ].join('\n'),
  };
}
