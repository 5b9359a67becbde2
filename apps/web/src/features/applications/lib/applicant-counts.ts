import { PIPELINE_STATUSES, type ApplicantCounts, type PipelineStatus } from '@jobhunter/shared';

/** Short words for a stage inside a sentence ("3 interviewing"), unlike the badges' labels. */
const STAGE_WORDS: Record<Exclude<PipelineStatus, 'applied'>, string> = {
  reviewing: 'in review',
  interview: 'interviewing',
  offer: 'offered',
  hired: 'hired',
  rejected: 'not selected',
};

/** Everyone who applied and did not withdraw. */
export const activeApplicants = (counts: ApplicantCounts) => PIPELINE_STATUSES.reduce((sum, status) => sum + (counts[status] ?? 0), 0);

/**
 * One line for a job card, e.g. "12 applicants · 3 interviewing · 1 offered": the total, then
 * every later stage that has someone in it (new applications are the rest of the total).
 */
export function applicantSummary(counts: ApplicantCounts) {
  const total = activeApplicants(counts);
  if (total === 0) return 'No applicants yet';
  const stages = (Object.keys(STAGE_WORDS) as (keyof typeof STAGE_WORDS)[])
    .filter((status) => (counts[status] ?? 0) > 0)
    .map((status) => `${counts[status]} ${STAGE_WORDS[status]}`);
  return [`${total} ${total === 1 ? 'applicant' : 'applicants'}`, ...stages].join(' · ');
}
