import { escapeHtml } from '../../mail/html';
import type { AlertedJob } from '../alerted-job';
import type { EmailContent, EmailContext } from './email-content';
import { jobPath, settingsPath } from './app-paths';
import { mjButton, mjLinkParagraph, mjParagraph } from './mjml-parts';

export interface JobsForYouEmailData {
  jobs: (AlertedJob & { reasons: string[] })[];
}

type ListedJob = JobsForYouEmailData['jobs'][number];

const intro = (count: number) =>
  count === 1
    ? 'This open job matches your profile.'
    : `These ${count} open jobs match your profile.`;

/** One job as an MJML list item: its linked title, company and location, and why it was picked. */
function jobItem(job: ListedJob, origin: string): string {
  const reasons = job.reasons.length
    ? `<br /><span style="color:#555555">${escapeHtml(job.reasons.join(' · '))}</span>`
    : '';
  return `<li style="margin-bottom:12px"><a href="${escapeHtml(`${origin}${jobPath(job.jobId)}`)}"><strong>${escapeHtml(job.designation)}</strong></a><br />${escapeHtml(`${job.company} · ${job.location}`)}${reasons}</li>`;
}

/** The same job in plain text. */
const jobText = (job: ListedJob, origin: string) =>
  [
    `- ${job.designation}, ${job.company}, ${job.location}`,
    ...job.reasons.map((reason) => `  ${reason}`),
    `  ${origin}${jobPath(job.jobId)}`,
  ].join('\n');

/** To a candidate, once a week: open jobs that match their profile, with why. */
export function jobsForYouEmail(
  data: JobsForYouEmailData,
  { origin, firstName }: EmailContext,
): EmailContent {
  const lead = intro(data.jobs.length);
  const settings = `${origin}${settingsPath('candidate')}`;
  return {
    subject: 'Jobs for you this week',
    preview: lead,
    reason: 'you have a candidate profile on JobHunter with weekly job recommendations on',
    mjml: [
      mjParagraph(`Hello ${firstName},`),
      mjParagraph(lead),
      `<mj-text><ul style="padding-left:20px;margin:8px 0">${data.jobs.map((job) => jobItem(job, origin)).join('')}</ul></mj-text>`,
      mjButton('See your dashboard', `${origin}/CandidateDashboard`),
      mjLinkParagraph(
        'They come from your skills, title, location and experience: keep your profile up to date for better matches. Turn this email off in ',
        'your settings',
        settings,
        '.',
      ),
    ].join('\n'),
    text: [
      `Hello ${firstName},`,
      '',
      lead,
      '',
      ...data.jobs.map((job) => jobText(job, origin)),
      '',
      `Your dashboard: ${origin}/CandidateDashboard`,
      `Turn this email off in your settings: ${settings}`,
    ].join('\n'),
  };
}
