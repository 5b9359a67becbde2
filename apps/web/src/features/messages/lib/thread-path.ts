import type { MessageThread, Role } from '@jobhunter/shared';
import { applicantPath, myApplicationPath } from '@/lib/paths';

/** Where a conversation is read and answered: the candidate's application page, or the applicant's panel. */
export const threadPath = (role: Role, thread: MessageThread) =>
  role === 'candidate'
    ? myApplicationPath(thread.jobID)
    : applicantPath(thread.jobID, thread.with.username);
