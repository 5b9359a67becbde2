import type { NotificationType, Role } from '@jobhunter/shared';

export interface EmailKind {
  type: NotificationType;
  label: string;
  hint: string;
}

/** The kinds of email each role can get: recruiters hear about their jobs' applicants, candidates about their applications and alerts. */
export const EMAIL_KINDS: Record<Role, EmailKind[]> = {
  recruiter: [
    {
      type: 'application',
      label: 'New applications',
      hint: 'When a candidate applies to one of your jobs.',
    },
    {
      type: 'withdrawal',
      label: 'Withdrawn applications',
      hint: 'When a candidate withdraws an application to one of your jobs.',
    },
  ],
  candidate: [
    {
      type: 'status',
      label: 'Application status changes',
      hint: 'When a recruiter moves one of your applications to a new stage.',
    },
    {
      type: 'job_alert',
      label: 'Job alerts',
      hint: 'Emails for the searches you saved; each alert has its own frequency.',
    },
  ],
};
