import { eq, sql } from 'drizzle-orm';
import type { Job, JobUpdate } from '@jobhunter/shared';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema';
import { queueJobAlerts } from '../job-alerts/queue-job-alerts';
import type { Queue } from '../queue/queue';
import { getJob } from './get-job';
import type { JobChanges } from './job-cache';
import { jobFieldValues, type JobFields } from './job-values';
import { lockJobToChange } from './lock-job';
import { isOpenJob } from './open-job';

type StoredJob = typeof jobs.$inferSelect;

/** The job's fields as stored, with what the edit names put in their place. */
function editedFields(row: StoredJob, update: JobUpdate): JobFields {
  const pick = <K extends keyof JobFields>(key: K, stored: JobFields[K]): JobFields[K] =>
    update[key] !== undefined ? (update[key] as JobFields[K]) : stored;
  return {
    designation: pick('designation', row.designation),
    job_location: pick('job_location', row.jobLocation),
    work_environment: pick('work_environment', row.workEnvironment),
    type_of_employment: pick('type_of_employment', row.typeOfEmployment),
    isFresherEligible: pick('isFresherEligible', row.isFresherEligible),
    isVisaSponsored: pick('isVisaSponsored', row.isVisaSponsored),
    experience_required_in_months: pick(
      'experience_required_in_months',
      row.experienceRequiredInMonths,
    ),
    CTC: pick('CTC', { minCTC: row.minCtc, maxCTC: row.maxCtc }),
    job_description: pick('job_description', row.jobDescription),
    skills_required: pick('skills_required', row.skillsRequired),
    required_languages: pick('required_languages', row.requiredLanguages),
    perks_and_benefits: pick('perks_and_benefits', row.perksAndBenefits),
    degree_required: pick('degree_required', row.degreeRequired),
    bond: pick('bond', row.bond),
    validThrough: pick('validThrough', row.validThrough),
    questions: pick('questions', row.questions),
    resumeRequired: pick('resumeRequired', row.resumeRequired),
  };
}

export interface EditJobOptions {
  db: Database;
  /** Gets the job-alerts job when the edit opens an expired job again. */
  queue: Queue;
  jobChanges: JobChanges;
  recruiterId: string;
  jobId: string;
  update: JobUpdate;
}

/**
 * A recruiter who may act on the job edits it: only the fields the edit names change; the job ID and the poster never do
 * (the schema refuses them). The whole row, search columns included, is written in one UPDATE, so
 * a search finds the job by its new words at once. Status is left alone: an edit does not reopen a
 * job closed by hand (moving validThrough forward does let an expired job take applications again,
 * and that reopening is matched against saved searches, as a reopen is).
 */
export async function editJob({
  db,
  queue,
  jobChanges,
  recruiterId,
  jobId,
  update,
}: EditJobOptions): Promise<Job> {
  return db.transaction(async (tx) => {
    const row = await lockJobToChange(tx, { recruiterId, jobId });
    const [before] = await tx
      .select({ open: isOpenJob.mapWith(Boolean) })
      .from(jobs)
      .where(eq(jobs.jobId, jobId));
    await tx
      .update(jobs)
      .set({ ...jobFieldValues(editedFields(row, update), row.companyName), updatedAt: sql`now()` })
      .where(eq(jobs.jobId, jobId));
    await jobChanges.changed(tx, { kind: 'job', jobId });
    const job = await getJob({ db: tx, jobId, audience: 'owner' });
    if (!before.open && job.status === 'open') await queueJobAlerts(tx, queue, jobId);
    return job;
  });
}
