import {
  APPLICATION_STATUS_LABELS,
  PIPELINE_STATUSES,
  type ApplicantCounts,
  type PipelineStatus,
} from '@jobhunter/shared';

/** Everyone who applied and did not withdraw. */
export const activeApplicants = (counts: ApplicantCounts) =>
  PIPELINE_STATUSES.reduce((sum, status) => sum + (counts[status] ?? 0), 0);

/**
 * The first line of a job card: the active applicants, and those who withdrew set apart, e.g.
 * "12 applicants · 2 withdrawn". Withdrawn applicants are not in the total: they left the pipeline.
 */
export function applicantHeadline(counts: ApplicantCounts) {
  const total = activeApplicants(counts);
  const withdrawn = counts.withdrawn ?? 0;
  if (total === 0 && withdrawn === 0) return 'No applicants yet';
  const active =
    total === 0 ? 'No active applicants' : `${total} ${total === 1 ? 'applicant' : 'applicants'}`;
  return withdrawn > 0
    ? `${active} · ${withdrawn} ${APPLICATION_STATUS_LABELS.withdrawn.toLowerCase()}`
    : active;
}

/** Every pipeline status someone is in, in pipeline order, named as everywhere else ("Under review"). */
export function applicantsByStatus(
  counts: ApplicantCounts,
): { status: PipelineStatus; label: string; count: number }[] {
  return PIPELINE_STATUSES.filter((status) => (counts[status] ?? 0) > 0).map((status) => ({
    status,
    label: APPLICATION_STATUS_LABELS[status],
    count: counts[status],
  }));
}
