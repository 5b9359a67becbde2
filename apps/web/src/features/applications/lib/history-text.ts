import type { StatusHistoryEntry } from '@jobhunter/shared';
import { APPLICATION_STATUS_LABELS } from './application-status';

/** What one step of an application's history says: "Applied", "Moved to Interview by recruiter", "Withdrawn by the candidate". */
export function historyText({ from, to, by }: StatusHistoryEntry) {
  if (from === null) return 'Applied';
  if (to === 'withdrawn') return 'Withdrawn by the candidate';
  const moved = `Moved to ${APPLICATION_STATUS_LABELS[to] ?? to}`;
  if (by === 'recruiter') return `${moved} by recruiter`;
  if (by === 'candidate') return `${moved} by the candidate`;
  return moved;
}
