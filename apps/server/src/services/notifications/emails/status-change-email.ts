import { APPLICATION_STATUS_LABELS } from '@jobhunter/shared';
import type { MailTemplate } from '../mail-job';
import type { EmailContent, EmailContext } from './email-content';
import { jobPath, myApplicationsPath } from './app-paths';
import { mjButton, mjLinkParagraph, mjParagraph } from './mjml-parts';

type Data = Extract<MailTemplate, { template: 'status-change' }>['data'];

/** To the candidate: the recruiter moved their application. */
export function statusChangeEmail(data: Data, { origin, firstName }: EmailContext): EmailContent {
  const label = APPLICATION_STATUS_LABELS[data.status];
  const applications = `${origin}${myApplicationsPath}`;
  const job = `${origin}${jobPath(data.jobId)}`;
  const moved = `${data.company} moved your application for ${data.designation} to "${label}".`;
  return {
    subject: `Your application for ${data.designation}: ${label}`,
    preview: moved,
    reason: 'you applied to this job on JobHunter',
    mjml: [
      mjParagraph(`Hello ${firstName},`),
      mjParagraph(moved),
      mjLinkParagraph('', `View the job ${data.designation}`, job, '.'),
      mjButton('See my applications', applications),
    ].join('\n'),
    text: [
      `Hello ${firstName},`,
      '',
      moved,
      '',
      `The job: ${job}`,
      `Your applications: ${applications}`,
    ].join('\n'),
  };
}
