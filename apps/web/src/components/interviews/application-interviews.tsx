import type { ApplicationStatus } from '@jobhunter/shared';

export interface ApplicationInterviewsProps {
  jobID: string;
  candidateUsername: string;
  /** Whose view it is: a recruiter proposes and changes interviews, the candidate answers them. */
  viewer: 'candidate' | 'recruiter';
  /** A recruiter who may only read the job's applicants (a company viewer) changes nothing. */
  readOnly?: boolean;
  /** No new proposal once the application is withdrawn or rejected. */
  applicationStatus: ApplicationStatus;
}

/** The interviews of one application, with what the viewer may do about them. */
export function ApplicationInterviews(props: ApplicationInterviewsProps) {
  void props;
  return null;
}
