import type { EmailContent, EmailContext } from './email-content';

/** What an interview's emails need: the proposal, the invite, a change, the cancel, the reminder. */
export interface InterviewEmailData {
  interviewId: string;
}

/** To either side of an interview. */
export function interviewEmail(
  data: InterviewEmailData,
  { firstName }: EmailContext,
): EmailContent {
  throw new Error(`not written yet: ${data.interviewId} ${firstName}`);
}
