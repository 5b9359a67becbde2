import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';

/** One person named in an event: who organises it, or who attends. */
export interface CalendarPerson {
  name: string;
  email: string;
}

export interface CalendarEventOptions {
  /** REQUEST adds or updates the event in the recipient's calendar; CANCEL removes it. */
  method: 'REQUEST' | 'CANCEL';
  /** The same for every invite and cancel of one event, so calendars update that one event. */
  uid: string;
  /** Rises with every change sent: a calendar ignores an update older than what it holds. */
  sequence: number;
  /** UTC instants (ISO 8601). */
  start: string;
  end: string;
  summary: string;
  description: string;
  location: string;
  url: string;
  organizer: CalendarPerson;
  attendee: CalendarPerson;
}

/**
 * An iCalendar (RFC 5545) object with one event, as mail apps read an invite or its cancellation:
 * times in UTC (no time zone definitions to get wrong), the attendee already accepted (they picked
 * the time themselves), STATUS:CANCELLED with METHOD:CANCEL.
 */
export function calendarEventText(options: CalendarEventOptions): string {
  const cancel = options.method === 'CANCEL';
  const calendar = ical({
    prodId: { company: 'JobHunter', product: 'Interviews', language: 'EN' },
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: options.uid,
    sequence: options.sequence,
    start: new Date(options.start),
    end: new Date(options.end),
    summary: options.summary,
    description: options.description,
    location: options.location || null,
    url: options.url,
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: options.organizer.name, email: options.organizer.email },
    attendees: [
      {
        name: options.attendee.name,
        email: options.attendee.email,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.ACCEPTED,
      },
    ],
  });
  return calendar.toString();
}

/** An event's UID: the id of what it is about, at the host of the app's origin (`id@jobs.example.com`). */
export const calendarUid = (id: string, origin: string) => `${id}@${new URL(origin).hostname}`;
