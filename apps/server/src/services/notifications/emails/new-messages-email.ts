import type { EmailContent, EmailContext } from './email-content';

/** What the email telling one side of a conversation of its new messages needs. */
export interface NewMessagesEmailData {
  jobId: string;
  designation: string;
}

/** To one side of an application's conversation: the other side wrote. */
export function newMessagesEmail(
  data: NewMessagesEmailData,
  { firstName }: EmailContext,
): EmailContent {
  throw new Error(`not written yet: ${data.jobId} ${firstName}`);
}
