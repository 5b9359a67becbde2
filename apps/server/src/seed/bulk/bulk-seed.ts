import { randomUUID } from 'node:crypto';
import type { ApplicationStatus } from '@jobhunter/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { hashPassword } from '../../lib/password';
import { DEMO_PASSWORD } from '../demo-people';
import { demoProfile } from '../demo-profile';
import { ROLES } from '../job-catalogue';
import { seededRandom, type Random } from '../random';
import { randomJob } from '../random-job';
import {
  insertAccounts,
  insertApplications,
  insertJobs,
  insertResumes,
  type AccountRow,
  type JobRow,
  type ResumeRow,
} from './bulk-sql';
import { randomPerson } from './random-person';
import { refreshCandidateSearch } from '../../services/candidate-search/refresh-candidate-search';
import { randomResumeText } from './random-resume';

export interface BulkSeedOptions {
  db: Database;
  jobs: number;
  candidates: number;
  applications: number;
  recruiters: number;
  batchSize: number;
  seed: number;
  progress(message: string): void;
}

const JOB_ID_SPACE = 26 * 26 * 26 * 1000;
/** Most candidates have uploaded a CV, as on a real board. */
const WITH_RESUME = 0.85;
const DAY = 24 * 60 * 60 * 1000;
// Most applications wait; fewer get far. Weighted like a real funnel.
const FUNNEL: ApplicationStatus[] = [
  'applied',
  'applied',
  'applied',
  'reviewing',
  'reviewing',
  'interview',
  'rejected',
  'rejected',
  'offer',
  'hired',
];

/** The n-th ID of a walk through all AAA000…ZZZ999 with a stride coprime to their count: no repeats. */
function jobIdAt(start: number, n: number) {
  const value = (start + n * 7_919) % JOB_ID_SPACE;
  const letters = Math.floor(value / 1000);
  const letter = (i: number) => String.fromCharCode(65 + i);
  return `${letter(Math.floor(letters / 676))}${letter(Math.floor(letters / 26) % 26)}${letter(letters % 26)}${String(value % 1000).padStart(3, '0')}`;
}

async function inBatches(
  total: number,
  size: number,
  write: (from: number, to: number) => Promise<void>,
) {
  for (let from = 0; from < total; from += size) await write(from, Math.min(total, from + size));
}

function accountRows(
  random: Random,
  role: 'candidate' | 'recruiter',
  tag: string,
  from: number,
  to: number,
  passwordHash: string,
  resumes: ResumeRow[] = [],
): AccountRow[] {
  const rows: AccountRow[] = [];
  for (let n = from; n < to; n += 1) {
    const username = `${tag}${role[0]}${n.toString(36)}`;
    const person = randomPerson(random, username, role === 'recruiter');
    const profile = demoProfile(person, n);
    profile.email = `${username}@bulk.jobhunter.dev`;
    profile.number = `+1 ${role === 'recruiter' ? 6 : 7}${String(n).padStart(9, '0')}`;
    const id = randomUUID();
    if (role === 'candidate' && random.next() < WITH_RESUME)
      resumes.push({
        candidate_id: id,
        file_id: randomUUID(),
        file_name: `${person.firstName}-${person.lastName}-CV.pdf`,
        text: randomResumeText(random, person),
      });
    // Accounts joined over two years (recruiters before their jobs), so "newest first" has an order.
    const age = role === 'recruiter' ? 180 + random.next() * 550 : random.next() * 730;
    rows.push({
      id,
      role,
      username,
      password_hash: passwordHash,
      profile,
      photo: '',
      created_at: new Date(Date.now() - age * DAY).toISOString(),
    });
  }
  return rows;
}

/**
 * Fills a database with a large, varied data set in one transaction, a batch at a time so memory
 * stays flat: recruiters, candidates (most with a CV whose text is already read), jobs spread over
 * the last 180 days, and applications along a realistic funnel. All accounts share DEMO_PASSWORD.
 */
export async function bulkSeed(options: BulkSeedOptions) {
  const { db, batchSize, progress } = options;
  const random = seededRandom(options.seed);
  const tag = options.seed.toString(36).slice(-2).padStart(2, 'x');
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const started = Date.now();
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

  await db.transaction(async (tx) => {
    const recruiters: {
      id: string;
      username: string;
      firstName: string;
      email: string;
      company: string;
    }[] = [];
    await inBatches(options.recruiters, batchSize, async (from, to) => {
      const rows = accountRows(random, 'recruiter', tag, from, to, passwordHash);
      await insertAccounts(tx, rows);
      for (const row of rows) {
        const profile = row.profile as {
          firstName: string;
          email: string;
          currentJob: { company: string };
        };
        recruiters.push({
          id: row.id,
          username: row.username,
          firstName: profile.firstName,
          email: profile.email,
          company: profile.currentJob.company,
        });
      }
    });
    progress(`${recruiters.length} recruiters (${elapsed()})`);

    const candidateIds: string[] = [];
    await inBatches(options.candidates, batchSize, async (from, to) => {
      const resumes: ResumeRow[] = [];
      const rows = accountRows(random, 'candidate', tag, from, to, passwordHash, resumes);
      await insertAccounts(tx, rows);
      if (resumes.length > 0) await insertResumes(tx, resumes);
      candidateIds.push(...rows.map((row) => row.id));
      progress(`${to} / ${options.candidates} candidates (${elapsed()})`);
    });

    const jobIds: string[] = [];
    const idStart = random.int(0, JOB_ID_SPACE - 1);
    const now = Date.now();
    await inBatches(options.jobs, batchSize, async (from, to) => {
      const rows: JobRow[] = [];
      for (let n = from; n < to; n += 1) {
        const recruiter = random.pick(recruiters);
        const fields = randomJob(random, random.pick(ROLES), recruiter.company);
        const jobId = jobIdAt(idStart, n);
        jobIds.push(jobId);
        rows.push({
          job_id: jobId,
          recruiter_id: recruiter.id,
          username: recruiter.username,
          name: recruiter.firstName,
          email: recruiter.email,
          company_name: recruiter.company,
          designation: fields.designation,
          job_location: fields.job_location,
          work_environment: fields.work_environment,
          type_of_employment: fields.type_of_employment,
          is_fresher_eligible: fields.isFresherEligible,
          is_visa_sponsored: fields.isVisaSponsored,
          experience_required_in_months: fields.experience_required_in_months,
          min_ctc: fields.CTC.minCTC,
          max_ctc: fields.CTC.maxCTC,
          job_description: fields.job_description,
          skills_required: fields.skills_required,
          required_languages: fields.required_languages,
          perks_and_benefits: fields.perks_and_benefits,
          degree_required: fields.degree_required,
          bond: fields.bond,
          created_at: new Date(now - random.next() * 180 * DAY).toISOString(),
        });
      }
      await insertJobs(tx, rows);
      progress(`${to} / ${options.jobs} jobs (${elapsed()})`);
    });

    if (jobIds.length > 0 && candidateIds.length > 0) {
      await inBatches(options.applications, batchSize, async (from, to) => {
        const rows = Array.from({ length: to - from }, () => ({
          job_id: random.pick(jobIds),
          candidate_id: random.pick(candidateIds),
          status: random.pick(FUNNEL),
          applied_at: new Date(now - random.next() * 90 * DAY).toISOString(),
        }));
        await insertApplications(tx, rows);
        progress(`${to} / ${options.applications} applications (${elapsed()})`);
      });
    }
    // The seeded candidates' search rows (profile and CV text), as registration would write them.
    await refreshCandidateSearch(tx, candidateIds);
  });
  // Vacuum too: it marks the pages all-visible, so searches read the covering indexes alone.
  await db.execute(sql`vacuum analyze`);
  progress(`done in ${elapsed()}; every account's password is ${DEMO_PASSWORD}`);
}
