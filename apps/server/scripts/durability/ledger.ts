import type { ApplicationStatus, Role } from '@jobhunter/shared';

export interface Account {
  role: Role;
  username: string;
  token: string;
}

/** One write the API acknowledged (2xx, full body received), to be found again after each kill. */
export type AckedWrite = { round: number } & (
  | { kind: 'reserve-username'; role: Role; username: string }
  | { kind: 'register'; role: Role; username: string }
  | { kind: 'reserve-job-id'; recruiter: Account; jobId: string }
  | { kind: 'post-job'; recruiter: Account; jobId: string; designation: string }
  | { kind: 'apply'; application: ApplicationState }
  | { kind: 'save-job'; candidate: Account; jobId: string }
  | { kind: 'set-status'; application: ApplicationState; status: ApplicationStatus }
);

export interface ApplicationState {
  candidate: Account;
  recruiter: Account;
  jobId: string;
  /** The status of the last acknowledged write on this application. */
  acked: ApplicationStatus;
  /**
   * Statuses sent after that write whose reply never came (cut off by a kill): each may or may not
   * have been committed, so each is an acceptable outcome until the next acknowledged change.
   */
  maybe: Set<ApplicationStatus>;
  /** One status change per application at a time, so "the last acknowledged status" is well defined. */
  busy: boolean;
}

/** Everything the run has been told is stored, plus what the writers need to pick their next write. */
export class Ledger {
  readonly recruiters: Account[] = [];
  readonly candidates: Account[] = [];
  readonly writes: AckedWrite[] = [];
  /** Posted jobs (acknowledged), for candidates to apply to and save. */
  readonly jobs: { jobId: string; recruiter: Account }[] = [];
  readonly postedJobIds = new Set<string>();
  readonly applications: ApplicationState[] = [];
  /** Candidate/job pairs ever tried, acknowledged or not: a pair is never retried. */
  readonly triedApplications = new Set<string>();
  private jobNumber = 0;
  private accountNumber = 0;

  /** A job ID never used in this run: AAA000, AAA001, ... (3 capital letters, 3 digits). */
  nextJobId() {
    const n = this.jobNumber++;
    let block = Math.floor(n / 1000);
    let letters = '';
    for (let i = 0; i < 3; i += 1) {
      letters = String.fromCharCode(65 + (block % 26)) + letters;
      block = Math.floor(block / 26);
    }
    return `${letters}${String(n % 1000).padStart(3, '0')}`;
  }

  nextAccountNumber() {
    this.accountNumber += 1;
    return this.accountNumber;
  }

  ack(write: AckedWrite) {
    this.writes.push(write);
  }
}

export const applicationKey = (candidate: string, jobId: string) => `${candidate}|${jobId}`;

export function pick<T>(items: readonly T[]): T | undefined {
  return items.length === 0 ? undefined : items[Math.floor(Math.random() * items.length)];
}
