import type { MailTemplate } from '../mail-job';
import type { EmailContent, EmailContext } from './email-content';
import { applicantsPath } from './app-paths';
import { mjButton, mjParagraph } from './mjml-parts';

type Data = Extract<MailTemplate, { template: 'job-moderation' }>['data'];

/** To a job's recruiters: a moderator hid the job (with their reason), or made it visible again. */
export function jobModerationEmail(data: Data, { origin, firstName }: EmailContext): EmailContent {
  const job = `${origin}${applicantsPath(data.jobId)}`;
  const what = data.hidden
    ? `A moderator hid your job ${data.designation} (${data.jobId}): it is no longer listed and takes no applications. The reason given: ${data.reason}`
    : `A moderator made your job ${data.designation} (${data.jobId}) visible again.`;
  return {
    subject: data.hidden
      ? `Your job ${data.designation} was hidden by a moderator`
      : `Your job ${data.designation} is visible again`,
    preview: what,
    reason: 'you recruit for this job on JobHunter',
    mjml: [
      mjParagraph(`Hello ${firstName},`),
      mjParagraph(what),
      mjButton('Open the job', job),
    ].join('\n'),
    text: [`Hello ${firstName},`, '', what, '', `Open the job: ${job}`].join('\n'),
  };
}
