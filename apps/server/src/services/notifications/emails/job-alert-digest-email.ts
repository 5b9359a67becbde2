import type { MailTemplate } from '../mail-job';
import type { EmailContent, EmailContext } from './email-content';
import { jobListMjml, jobListText, jobWord } from './job-list';
import { mjParagraph } from './mjml-parts';

type Data = Extract<MailTemplate, { template: 'job-alert-digest' }>['data'];

/** To a candidate with daily alerts: the day's new jobs, grouped by saved search. */
export function jobAlertDigestEmail(data: Data, { origin, firstName }: EmailContext): EmailContent {
  const total = data.searches.reduce((sum, search) => sum + search.jobs.length, 0);
  const intro = `${jobWord(total)} matched your saved searches today.`;
  return {
    subject: `Your daily job alert: ${jobWord(total)}`,
    preview: intro,
    reason: 'you saved searches with daily job alerts on JobHunter',
    mjml: [
      mjParagraph(`Hello ${firstName},`),
      mjParagraph(intro),
      ...data.searches.map((search) => jobListMjml(search, origin)),
    ].join('\n'),
    text: [
      `Hello ${firstName},`,
      '',
      intro,
      ...data.searches.map((search) => `\n${jobListText(search, origin)}`),
    ].join('\n'),
  };
}
