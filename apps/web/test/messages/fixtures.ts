import type { ConversationMessage, MessageThread } from '@jobhunter/shared';

/** A message as `GET /api/applications/messages` lists it; by default the recruiter priya's, unread. */
export function message(extra: Partial<ConversationMessage> = {}): ConversationMessage {
  return {
    id: 'm1',
    from: { role: 'recruiter', username: 'priya' },
    text: 'Hello Ada, are you free next week?',
    createdAt: '2026-11-20T09:00:00.000Z',
    readAt: null,
    ...extra,
  };
}

/** A conversation as `GET /api/messages/threads` lists it, seen by the candidate ada. */
export function thread(extra: Partial<MessageThread> = {}): MessageThread {
  return {
    jobID: 'ABC123',
    designation: 'Frontend Engineer',
    company_name: 'Acme',
    with: { role: 'recruiter', username: 'priya', firstName: 'Priya', lastName: 'Shah', photo: '' },
    last: {
      text: 'Are you free next week?\nWe could meet on Tuesday.',
      createdAt: '2026-11-20T09:00:00.000Z',
      from: { role: 'recruiter', username: 'priya' },
    },
    unread: 0,
    ...extra,
  };
}

/** Signs `username` in with `role` (what the pages read from storage). */
export function signIn(role: 'candidate' | 'recruiter', username: string) {
  localStorage.setItem(`${role}Username`, username);
  localStorage.setItem(`${role}AccessToken`, 'token');
}
