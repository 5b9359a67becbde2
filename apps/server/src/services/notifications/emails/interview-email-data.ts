/** A time offered or picked, in UTC (ISO 8601). */
export interface InterviewTimes {
  start: string;
  end: string;
}

/** What every email of one interview tells, written when it is queued. */
export interface InterviewFacts {
  interviewId: string;
  jobId: string;
  designation: string;
  company: string;
  candidate: { name: string; username: string; email: string };
  /** The recruiter who proposed it (the job's poster when that account is gone): the event's organiser. */
  organizer: { name: string; email: string };
  location: string;
  meetingUrl: string;
  note: string;
}

/** The calendar event an email carries: the invite of the picked time, or its cancellation. */
export interface InterviewCalendar extends InterviewTimes {
  method: 'REQUEST' | 'CANCEL';
  /** The interview's SEQUENCE after the change this email tells of. */
  sequence: number;
}

/** What happened, with what only that event needs. */
export type InterviewEvent =
  /** To the candidate: times to pick from; `calendar` cancels the time it had when it was moved. */
  | {
      event: 'proposed';
      slots: InterviewTimes[];
      rescheduled: boolean;
      calendar: InterviewCalendar | null;
    }
  /** To both sides: the candidate picked a time. */
  | { event: 'scheduled'; calendar: InterviewCalendar }
  /** To the recruiters: the candidate declined the times offered. */
  | { event: 'declined' }
  /** To the other side, or to both when it was scheduled (then with the calendar's cancel). */
  | {
      event: 'cancelled';
      by: 'candidate' | 'recruiter';
      reason: string | null;
      calendar: InterviewCalendar | null;
    }
  /** To the recruiters: a scheduled interview was sent back to the candidate with new times. */
  | { event: 'moved'; calendar: InterviewCalendar }
  /** To both sides, INTERVIEW_REMINDER_MINUTES before it starts. */
  | ({ event: 'reminder' } & InterviewTimes);

/** The data of an interview's email, one per recipient. */
export type InterviewEmailData = InterviewFacts & {
  audience: 'candidate' | 'recruiter';
} & InterviewEvent;
