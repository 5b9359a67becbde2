import type { Executor } from '../../db/client';
import { applicantPath, myApplicationPath } from '../notifications/emails/app-paths';
import type { InterviewEvent, InterviewFacts } from '../notifications/emails/interview-email-data';
import { slotText } from '../notifications/emails/interview-time';
import { notifyAll, type Notice } from '../notifications/notify';
import type { Queue } from '../queue/queue';

type Audience = 'candidate' | 'recruiter';

/** What the bell shows for an interview's event: a title and one line. */
function noticeText(
  audience: Audience,
  { designation, company, candidate }: InterviewFacts,
  event: InterviewEvent,
): { title: string; body: string } {
  const toCandidate = audience === 'candidate';
  switch (event.event) {
    case 'proposed':
      return {
        title: event.rescheduled ? 'Interview moved' : 'Interview proposed',
        body: `${company} offers ${event.slots.length === 1 ? 'a time' : `${event.slots.length} times`} for an interview for ${designation}`,
      };
    case 'scheduled':
    case 'reminder': {
      const when = slotText(event.event === 'reminder' ? event : event.calendar);
      return {
        title: event.event === 'reminder' ? 'Interview reminder' : 'Interview scheduled',
        body: toCandidate
          ? `${designation} at ${company}: ${when}`
          : `${candidate.name}, ${designation}: ${when}`,
      };
    }
    case 'declined':
      return {
        title: 'Interview declined',
        body: `${candidate.name} declined the interview for ${designation}`,
      };
    case 'cancelled':
      return {
        title: 'Interview cancelled',
        body: `${event.by === 'candidate' ? candidate.name : company} cancelled the interview for ${designation}`,
      };
    case 'moved':
      return {
        title: 'Interview moved',
        body: `New times were offered to ${candidate.name} for ${designation}`,
      };
  }
}

/**
 * Tells of an interview's event, in the change's transaction: the candidate (when `candidateId` is
 * given) and each recruiter of `recruiterIds`, each in-app and by email (kind `interview`, which
 * they may turn off), the email rendered for their side.
 */
export function tellInterview({
  tx,
  queue,
  facts,
  event,
  candidateId,
  recruiterIds = [],
}: {
  tx: Executor;
  queue: Queue;
  facts: InterviewFacts;
  event: InterviewEvent;
  candidateId?: string;
  recruiterIds?: string[];
}) {
  const noticeFor = (accountId: string, audience: Audience): Notice => ({
    accountId,
    type: 'interview',
    ...noticeText(audience, facts, event),
    link:
      audience === 'candidate'
        ? myApplicationPath(facts.jobId)
        : applicantPath(facts.jobId, facts.candidate.username),
    email: { template: 'interview', data: { ...facts, audience, ...event } },
  });
  return notifyAll({
    tx,
    queue,
    notices: [
      ...(candidateId ? [noticeFor(candidateId, 'candidate')] : []),
      ...recruiterIds.map((id) => noticeFor(id, 'recruiter')),
    ],
  });
}
