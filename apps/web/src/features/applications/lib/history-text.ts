import type { StatusHistoryEntry } from '@jobhunter/shared';
import { APPLICATION_STATUS_LABELS } from './application-status';

/**
 * What one step of an application's history says: "Applied", "Moved to Interview by recruiter",
 * "Withdrawn by the candidate", "Rejected by screening questions" (an answer failed a knock-out).
 */
export function historyText({ from, to, by }: StatusHistoryEntry) {
  const screened = by === 'screening' && to === 'rejected';
  // The server may record a knocked-out application as one step, straight to rejected.
  if (from === null) return screened ? 'Applied; rejected by screening questions' : 'Applied';
  if (screened) return 'Rejected by screening questions';
  if (to === 'withdrawn') return 'Withdrawn by the candidate';
  const moved = `Moved to ${APPLICATION_STATUS_LABELS[to] ?? to}`;
  if (by === 'screening') return `${moved} by screening questions`;
  if (by === 'recruiter') return `${moved} by recruiter`;
  if (by === 'candidate') return `${moved} by the candidate`;
  return moved;
}
