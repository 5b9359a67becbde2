/** A job listed in an email of jobs (job alerts, digests, jobs for you). */
export interface AlertedJob {
  jobId: string;
  designation: string;
  company: string;
  location: string;
}
