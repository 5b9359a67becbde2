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
    {
      type: 'message',
      label: 'Messages',
      hint: 'When a candidate writes to you about an application (several messages make one email).',
    },
    {
      type: 'interview',
      label: 'Interviews',
      hint: 'Calendar invites, changes and reminders for the interviews of your jobs.',
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
    {
      type: 'message',
      label: 'Messages',
      hint: 'When a recruiter writes to you about an application (several messages make one email), or invites you to apply to a job.',
    },
    {
      type: 'interview',
      label: 'Interviews',
      hint: 'Interview proposals, calendar invites, changes and reminders.',
    },
    {
      type: 'recommendation',
      label: 'Jobs for you',
      hint: 'Once a week, open jobs that match your profile.',
    },
  ],
};
