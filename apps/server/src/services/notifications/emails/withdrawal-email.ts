import type { MailTemplate } from '../mail-job';
import type { EmailContent, EmailContext } from './email-content';
import { applicantsPath } from './app-paths';
import { mjButton, mjParagraph } from './mjml-parts';

type Data = Extract<MailTemplate, { template: 'withdrawal' }>['data'];

/** To the job's recruiter: a candidate withdrew their application. */
export function withdrawalEmail(data: Data, { origin, firstName }: EmailContext): EmailContent {
  const applicants = `${origin}${applicantsPath(data.jobId)}`;
  const withdrew = `${data.candidateName} withdrew their application to your job ${data.designation} (${data.jobId}).`;
  return {
    subject: `${data.candidateName} withdrew from ${data.designation}`,
    preview: withdrew,
    reason: 'you posted this job on JobHunter',
    mjml: [
      mjParagraph(`Hello ${firstName},`),
      mjParagraph(withdrew),
      mjButton('Review applicants', applicants),
    ].join('\n'),
    text: [`Hello ${firstName},`, '', withdrew, '', `Review applicants: ${applicants}`].join('\n'),
  };
}
