import type { Interview, InterviewSlot } from '@jobhunter/shared';

/** The offered slots that have not started yet, soonest first. */
export const upcomingSlots = (interview: Interview, now = Date.now()): InterviewSlot[] =>
  interview.slots
    .filter((slot) => Date.parse(slot.start) > now)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));

/** A scheduled interview whose time has passed: nothing is left to change about it. */
export const isOver = (interview: Interview, now = Date.now()) =>
  interview.status === 'scheduled' && interview.end !== null && Date.parse(interview.end) <= now;

/** How many of each kind the dashboards list at most. */
const UPCOMING_LIMIT = 5;

/**
 * What the dashboards list: the scheduled interviews still to come, soonest first, then the
 * proposals awaiting the candidate's answer that still offer a future time, soonest offer first.
 */
export function upcomingInterviews(interviews: Interview[], now = Date.now()) {
  const startOf = (interview: Interview) =>
    Date.parse(interview.start ?? upcomingSlots(interview, now)[0]?.start ?? '');
  const soonestFirst = (list: Interview[]) => list.sort((a, b) => startOf(a) - startOf(b));
  const scheduled = interviews.filter(
    (interview) =>
      interview.status === 'scheduled' &&
      interview.start !== null &&
      Date.parse(interview.start) > now,
  );
  const proposed = interviews.filter(
    (interview) => interview.status === 'proposed' && upcomingSlots(interview, now).length > 0,
  );
  return {
    scheduled: soonestFirst(scheduled).slice(0, UPCOMING_LIMIT),
    proposed: soonestFirst(proposed).slice(0, UPCOMING_LIMIT),
  };
}
