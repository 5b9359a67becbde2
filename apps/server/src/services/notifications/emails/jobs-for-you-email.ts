import type { AlertedJob } from '../mail-job';
import type { EmailContent, EmailContext } from './email-content';
import { jobPath } from './app-paths';
import { mjButton, mjParagraph } from './mjml-parts';

export interface JobsForYouEmailData {
  jobs: (AlertedJob & { reasons: string[] })[];
}

/** To a candidate, once a week: open jobs that match their profile, with why. */
export function jobsForYouEmail(
  data: JobsForYouEmailData,
  { origin, firstName }: EmailContext,
): EmailContent {
  const lines = data.jobs.map(
    (job) =>
      `${job.designation}, ${job.company}, ${job.location}: ${job.reasons.join('; ')} ${origin}${jobPath(job.jobId)}`,
  );
  return {
    subject: `Jobs for you this week`,
    preview: `${data.jobs.length} open jobs match your profile`,
    reason: 'you have a candidate profile on JobHunter',
    mjml: [
      mjParagraph(`Hello ${firstName},`),
      ...lines.map((line) => mjParagraph(line)),
      mjButton('See your dashboard', `${origin}/CandidateDashboard`),
    ].join('\n'),
    text: [`Hello ${firstName},`, '', ...lines].join('\n'),
  };
}
