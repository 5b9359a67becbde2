import type { ApplicationStatus } from '@jobhunter/shared';

/**
 * An application the demo seed created (demo.ts), as the demo's notifications are made from it
 * (demo-notifications.ts). Its own module so that neither of the two imports the other.
 */
export interface SeededApplication {
  id: string;
  jobId: string;
  designation: string;
  company: string;
  recruiterId: string;
  candidateId: string;
  candidateName: string;
  status: ApplicationStatus;
  /** The statuses it went through, each with when. */
  path: { status: ApplicationStatus; at: Date }[];
  lastChange: Date;
}
