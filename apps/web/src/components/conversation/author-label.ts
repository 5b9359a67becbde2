import type { ConversationMessage, Role } from '@jobhunter/shared';

export interface ConversationViewer {
  role: Role;
  username: string;
}

/**
 * Who wrote a message, as the viewer reads it: "You" for their own, the candidate's name, or the
 * writing recruiter (a colleague's messages are theirs, not the viewer's).
 */
export function authorLabel(
  { from }: ConversationMessage,
  viewer: ConversationViewer,
  candidateName: string,
) {
  if (from.role === viewer.role && from.username === viewer.username) return 'You';
  if (from.role === 'candidate') return candidateName;
  return from.username ? `Recruiter (${from.username})` : 'Recruiter (deleted account)';
}
