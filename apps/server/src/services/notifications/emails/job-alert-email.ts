import type { MailTemplate } from '../mail-job';
import type { EmailContent, EmailContext } from './email-content';
import { jobListMjml, jobListText, jobWord } from './job-list';
import { mjParagraph } from './mjml-parts';

type Data = Extract<MailTemplate, { template: 'job-alert' }>['data'];

/** To a candidate with an instant alert: new jobs match one saved search. */
export function jobAlertEmail(data: Data, { origin, firstName }: EmailContext): EmailContent {
  const intro = `${jobWord(data.jobs.length)} match your saved search "${data.searchName}".`;
  return {
    subject: `New jobs for "${data.searchName}"`,
    preview: intro,
    reason: `you saved the search "${data.searchName}" with job alerts on JobHunter`,
    mjml: [mjParagraph(`Hello ${firstName},`), mjParagraph(intro), jobListMjml(data, origin)].join(
      '\n',
    ),
    text: [`Hello ${firstName},`, '', intro, '', jobListText(data, origin)].join('\n'),
  };
}
