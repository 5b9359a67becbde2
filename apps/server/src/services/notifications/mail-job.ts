import type { ApplicationStatus, CompanyRole, NotificationType, Role } from '@jobhunter/shared';
import type { InterviewEmailData } from './emails/interview-email';
import type { JobInvitationEmailData } from './emails/job-invitation-email';
import type { JobsForYouEmailData } from './emails/jobs-for-you-email';
import type { NewMessagesEmailData } from './emails/new-messages-email';
import type { AlertedJob } from './alerted-job';

export type { AlertedJob };

/**
 * The emails the queue sends, by template, with what each needs. Only facts go in (no secrets: the
 * job is stored in the database); the worker renders the message and looks up the address when it
 * sends, so an address changed meanwhile is honoured and a deleted account gets nothing.
 */
export type MailTemplate =
  | {
      template: 'new-application';
      data: {
        jobId: string;
        designation: string;
        candidateName: string;
        candidateUsername: string;
      };
    }
  | {
      template: 'status-change';
      data: { jobId: string; designation: string; company: string; status: ApplicationStatus };
    }
  | { template: 'withdrawal'; data: { jobId: string; designation: string; candidateName: string } }
  | {
      template: 'job-alert';
      data: { savedSearchId: string; searchName: string; query: string; jobs: AlertedJob[] };
    }
  | {
      template: 'job-alert-digest';
      data: {
        searches: {
          savedSearchId: string;
          searchName: string;
          query: string;
          jobs: AlertedJob[];
        }[];
      };
    }
  | { template: 'new-messages'; data: NewMessagesEmailData }
  | { template: 'interview'; data: InterviewEmailData }
  | {
      template: 'job-moderation';
      data: { jobId: string; designation: string; hidden: boolean; reason: string };
    }
  | { template: 'job-invitation'; data: JobInvitationEmailData }
  | { template: 'jobs-for-you'; data: JobsForYouEmailData };

/** The data of one `mail` queue job. `type` says which kind of email it is (its unsubscribe link stops that kind). */
export interface MailJob {
  accountId: string;
  type: NotificationType;
  email: MailTemplate;
}

/**
 * An email to an address rather than to an account: a company invitation, whose invitee may have
 * no account yet. No unsubscribe link (it is one email an owner chose to send, not a kind of
 * notification), and nobody's preferences apply. The data holds the invitation's token: see
 * services/companies/invitations.ts for why that is acceptable.
 */
export interface AddressedMailJob {
  to: string;
  email: {
    template: 'company-invitation';
    data: { token: string; companyName: string; inviterName: string; role: CompanyRole };
  };
}

/**
 * The link that confirms an address, sent to that address (the one it confirms, whatever the
 * account holds by the time it is sent). Like the invitation, no unsubscribe link and no
 * preferences: it is not a kind of notification but part of owning the account. The data holds
 * the token, as the invitation's does: it only confirms the address that receives it, expires in
 * 7 days, stops working when the address changes, and pg-boss purges completed jobs.
 */
export interface VerifyEmailMailJob {
  to: string;
  email: { template: 'verify-email'; data: { token: string; role: Role } };
}

/** What the `mail` queue carries. */
export type QueuedMail = MailJob | AddressedMailJob | VerifyEmailMailJob;
