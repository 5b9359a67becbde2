import { freshApplication, freshJob, read } from './fixture-world';
import type { Case, World } from './matrix-types';

/** Candidate A's application status for a job, as candidate A sees it. */
async function applicationStatus(world: World, jobID: string) {
  const candidate = world.accounts.candidate.a;
  const response = await read(
    world,
    `/api/applications/jobStatus?candidateUsername=${candidate.username}`,
    candidate,
  );
  const jobs = response.json() as { jobID: string; applicationStatus: string }[];
  return jobs.find((job) => job.jobID === jobID)?.applicationStatus;
}

/** How many candidates applied to a job of recruiter A, as recruiter A sees it. */
async function applicantCount(world: World, jobID: string) {
  const recruiter = world.accounts.recruiter.a;
  const response = await read(
    world,
    `/api/applications/jobStatus?recruiterUsername=${recruiter.username}&jobID=${jobID}`,
    recruiter,
  );
  return (response.json() as unknown[]).length;
}

const requireSelfWhy =
  'routes/applications: requireSelf compares the username in the query with the token';

export const applicationRows: Case[] = [
  {
    operation: 'GET /api/applications/screening',
    label: 'candidateUsername',
    access: 'self',
    role: 'candidate',
    // A job the candidate has not applied to: "403 means yes" is the contract of this call.
    status: 200,
    otherOwner: 403,
    why: requireSelfWhy,
    request: ({ owner }, _actor, world) => ({
      method: 'GET',
      url: '/api/applications/screening',
      query: { jobID: world.openJob, candidateUsername: owner.username },
    }),
  },
  {
    operation: 'GET /api/applications/screening',
    label: 'recruiterUsername',
    access: 'self',
    role: 'recruiter',
    status: 200,
    otherOwner: 403,
    why: requireSelfWhy,
    request: ({ owner }, _actor, world) => ({
      method: 'GET',
      url: '/api/applications/screening',
      query: { jobID: world.appliedJob, recruiterUsername: owner.username },
    }),
  },
  {
    operation: 'POST /api/applications/create',
    access: 'role',
    role: 'candidate',
    status: 200,
    prepare: async (world) => ({ jobID: await freshJob(world, world.accounts.recruiter.a) }),
    request: ({ jobID }) => ({
      method: 'POST',
      url: '/api/applications/create',
      payload: { recruiterUsername: 'ignored', candidateProfile: {}, job: { jobID } },
    }),
    state: (world, { jobID }) => applicantCount(world, jobID!),
  },
  {
    operation: 'GET /api/applications/jobStatus',
    label: 'candidateUsername',
    access: 'self',
    role: 'candidate',
    status: 200,
    otherOwner: 403,
    why: requireSelfWhy,
    request: ({ owner }) => ({
      method: 'GET',
      url: '/api/applications/jobStatus',
      query: { candidateUsername: owner.username },
    }),
  },
  {
    operation: 'GET /api/applications/jobStatus',
    label: 'recruiterUsername',
    access: 'self',
    role: 'recruiter',
    status: 200,
    otherOwner: 403,
    why: requireSelfWhy,
    request: ({ owner }) => ({
      method: 'GET',
      url: '/api/applications/jobStatus',
      query: { recruiterUsername: owner.username },
    }),
  },
  {
    operation: 'GET /api/applications/jobStatus',
    label: "recruiterUsername + jobID (the owner's name)",
    access: 'owner',
    role: 'recruiter',
    status: 200,
    otherOwner: 403,
    why: requireSelfWhy,
    request: ({ owner }, _actor, world) => ({
      method: 'GET',
      url: '/api/applications/jobStatus',
      query: { recruiterUsername: owner.username, jobID: world.appliedJob },
    }),
  },
  {
    // The sender names itself, so the job-owner check in the service is what refuses.
    operation: 'GET /api/applications/jobStatus',
    label: "recruiterUsername + jobID (the sender's own name)",
    access: 'owner',
    role: 'recruiter',
    status: 200,
    otherOwner: 403,
    why: 'services/applications/lists jobApplicants: only the job owner sees its applicants',
    request: (_scene, actor, world) => ({
      method: 'GET',
      url: '/api/applications/jobStatus',
      query: { recruiterUsername: actor.username, jobID: world.appliedJob },
    }),
  },
  {
    operation: 'PATCH /api/applications/status',
    access: 'owner',
    role: 'recruiter',
    status: 200,
    otherOwner: 403,
    why: "services/applications/update-status: only the job's owner",
    prepare: async (world) => ({ jobID: await freshApplication(world) }),
    request: ({ jobID }, _actor, world) => ({
      method: 'PATCH',
      url: '/api/applications/status',
      payload: {
        jobID,
        candidateUsername: world.accounts.candidate.a.username,
        status: 'interview',
      },
    }),
    state: (world, { jobID }) => applicationStatus(world, jobID!),
  },
];
