import type { JobStats } from '../api/get-job-stats';

/**
 * The least a count must reach before the landing page shows it. Social proof works only when a
 * number impresses at a glance: "3 recruiters hiring" tells a visitor the site is empty and does
 * more harm than saying nothing. A hundred open jobs and job seekers, and 25 recruiters (a page
 * or two of /TopRecruiters), are about where a visitor stops reading the number as small.
 */
export const SOCIAL_PROOF_MINIMUM: Record<keyof JobStats, number> = {
  totalJobs: 100,
  totalRecruiters: 25,
  totalCandidates: 100,
};

/** The counts big enough to show, in the order the page lists them; none while all are small. */
export function socialProof(stats: JobStats | undefined): (keyof JobStats)[] {
  if (!stats) return [];
  return (['totalJobs', 'totalRecruiters', 'totalCandidates'] as const).filter(
    (key) => stats[key] >= SOCIAL_PROOF_MINIMUM[key],
  );
}
