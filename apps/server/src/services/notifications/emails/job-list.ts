import { escapeHtml } from '../../mail/html';
import type { AlertedJob } from '../mail-job';
import { allJobsPath, jobPath } from './app-paths';
import { mjLinkParagraph } from './mjml-parts';

/** One saved search's new jobs, as the alert emails list them. */
export interface SearchJobs {
  searchName: string;
  query: string;
  jobs: AlertedJob[];
}

/** "1 new job", "3 new jobs". */
export const jobWord = (count: number) => (count === 1 ? '1 new job' : `${count} new jobs`);

/** Each job (designation, company, location, linked) and a link to all the search's jobs, in MJML. */
export function jobListMjml({ searchName, query, jobs }: SearchJobs, origin: string): string {
  const items = jobs
    .map(
      (job) =>
        `<li style="margin-bottom:8px"><a href="${escapeHtml(`${origin}${jobPath(job.jobId)}`)}"><strong>${escapeHtml(job.designation)}</strong></a><br />${escapeHtml(`${job.company} · ${job.location}`)}</li>`,
    )
    .join('');
  return [
    `<mj-text><strong>${escapeHtml(`${searchName}: ${jobWord(jobs.length)}`)}</strong><ul style="padding-left:20px;margin:8px 0">${items}</ul></mj-text>`,
    mjLinkParagraph('', `See every job for "${searchName}"`, `${origin}${allJobsPath(query)}`),
  ].join('\n');
}

/** The same list in plain text. */
export function jobListText({ searchName, query, jobs }: SearchJobs, origin: string): string {
  return [
    `${searchName}: ${jobWord(jobs.length)}`,
    ...jobs.map(
      (job) =>
        `- ${job.designation}, ${job.company}, ${job.location}\n  ${origin}${jobPath(job.jobId)}`,
    ),
    `Every job for "${searchName}": ${origin}${allJobsPath(query)}`,
  ].join('\n');
}
