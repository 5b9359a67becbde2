import type { JobInput } from '@jobhunter/shared';
import type { App } from '../src/app';
import type { CreatedAccount } from './factories';
import { bearer } from './helper';

let sequence = 0;
/** A job ID no other test in this process uses (AAA000 … ZZZ999 by a counter, plus a random start). */
export function uniqueJobId(): string {
  sequence += 1;
  const n = (sequence + (process.pid % 1000) * 1000) % (26 * 26 * 26 * 1000);
  const letters = Math.floor(n / 1000);
  const letter = (i: number) => String.fromCharCode(65 + i);
  return `${letter(Math.floor(letters / 676) % 26)}${letter(Math.floor(letters / 26) % 26)}${letter(letters % 26)}${String(n % 1000).padStart(3, '0')}`;
}

export function jobInput(overrides: Partial<JobInput> = {}): JobInput {
  return {
    jobID: uniqueJobId(),
    designation: 'Backend Engineer',
    job_location: ['Berlin', 'Remote EU'],
    work_environment: 'Remote',
    type_of_employment: 'Full-time',
    isFresherEligible: false,
    isVisaSponsored: true,
    experience_required_in_months: '24',
    CTC: { minCTC: '80000', maxCTC: '120000' },
    job_description: 'Build and run the APIs behind our hiring platform.',
    skills_required: ['TypeScript', 'PostgreSQL'],
    required_languages: ['English'],
    perks_and_benefits: 'Home office budget',
    degree_required: ['B.Sc Computer Science'],
    bond: '',
    ...overrides,
  };
}

/** Reserves an ID and posts a job through the API, as the web form does; returns its jobID. */
export async function postJob(
  app: App,
  recruiter: CreatedAccount,
  overrides: Partial<JobInput> = {},
): Promise<string> {
  const input = jobInput(overrides);
  const reserve = await app.inject({
    method: 'POST',
    url: '/api/job/createID',
    headers: bearer(recruiter.accessToken),
    payload: { username: recruiter.username, jobID: input.jobID },
  });
  if (reserve.statusCode !== 201)
    throw new Error(`createID failed: ${reserve.statusCode} ${reserve.body}`);
  const created = await app.inject({
    method: 'POST',
    url: '/api/job/create',
    headers: bearer(recruiter.accessToken),
    payload: input,
  });
  if (created.statusCode !== 201)
    throw new Error(`create failed: ${created.statusCode} ${created.body}`);
  return input.jobID;
}

/** The signed-in candidate applies to a job through the API. */
export function apply(app: App, candidate: CreatedAccount, jobID: string) {
  return app.inject({
    method: 'POST',
    url: '/api/applications/create',
    headers: bearer(candidate.accessToken),
    payload: {
      recruiterUsername: 'ignored',
      candidateProfile: { firstName: 'Forged' },
      job: { jobID, designation: 'Forged' },
    },
  });
}
