import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { applications, interviews, messages } from '../db/schema';
import type { SeededApplication } from './seeded-application';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** `days` from `now` at `hour`:00 UTC, for an hour. */
function slot(now: number, days: number, hour: number) {
  const start = new Date(now + days * DAY);
  start.setUTCHours(hour, 0, 0, 0);
  return { start, end: new Date(start.getTime() + HOUR) };
}

/**
 * The demo's conversations and interviews (written directly, as the rest of the demo is: no email
 * is sent and no reminder queued): the application at Interview has a short conversation whose
 * last message the candidate has not read, and an interview the candidate accepted, two days out;
 * one under review has a proposal of two times waiting for the candidate's answer.
 */
export async function addConversations(
  tx: Transaction,
  { seeded, withdrawnId, now }: { seeded: SeededApplication[]; withdrawnId: string; now: number },
) {
  const interviewing = seeded.find((application) => application.status === 'interview');
  const reviewing = seeded.find(
    (application) => application.status === 'reviewing' && application.id !== withdrawnId,
  );
  if (interviewing) {
    const at = (minutesAgo: number) => new Date(now - minutesAgo * MINUTE);
    const said = [
      {
        authorId: interviewing.recruiterId,
        authorRole: 'recruiter' as const,
        text: `Hi! Thanks for applying to ${interviewing.designation}. Could we have a video call this week?`,
        createdAt: at(180),
        readAt: at(150),
        emailedAt: at(177),
      },
      {
        authorId: interviewing.candidateId,
        authorRole: 'candidate' as const,
        text: 'Happy to. Any afternoon works for me.',
        createdAt: at(140),
        readAt: at(120),
        emailedAt: at(137),
      },
      {
        authorId: interviewing.recruiterId,
        authorRole: 'recruiter' as const,
        text: 'Great, I have sent you an invitation. Talk soon!',
        createdAt: at(30),
        readAt: null,
        emailedAt: at(27),
      },
    ];
    await tx
      .insert(messages)
      .values(said.map((message) => ({ applicationId: interviewing.id, ...message })));
    await tx
      .update(applications)
      .set({ lastMessageAt: at(30) })
      .where(eq(applications.id, interviewing.id));
    const picked = slot(now, 2, 14);
    const offered = slot(now, 3, 10);
    await tx.insert(interviews).values({
      applicationId: interviewing.id,
      status: 'scheduled',
      slots: [picked, offered].map(({ start, end }) => ({
        start: start.toISOString(),
        end: end.toISOString(),
      })),
      startAt: picked.start,
      endAt: picked.end,
      meetingUrl: 'https://meet.example.com/jobhunter-demo',
      note: 'A 45-minute chat with the hiring manager, then questions.',
      sequence: 1,
      createdBy: interviewing.recruiterId,
      createdAt: at(35),
      updatedAt: at(31),
    });
  }
  if (reviewing) {
    const times = [slot(now, 4, 9), slot(now, 5, 15)];
    await tx.insert(interviews).values({
      applicationId: reviewing.id,
      status: 'proposed',
      slots: times.map(({ start, end }) => ({
        start: start.toISOString(),
        end: end.toISOString(),
      })),
      location: 'Our office, 2nd floor',
      createdBy: reviewing.recruiterId,
      createdAt: new Date(now - HOUR),
      updatedAt: new Date(now - HOUR),
    });
  }
}
