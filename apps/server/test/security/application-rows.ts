import { expect } from 'vitest';
import { bearer } from '../helper';
import { freshApplication, freshJob, read } from './fixture-world';
import type { Actor, Case, World } from './matrix-types';

/** Candidate A's application status for a job, as candidate A sees it. */
async function applicationStatus(world: World, jobID: string) {
  const candidate = world.accounts.candidate.a;
  const response = await read(world, `/api/applications/jobStatus?candidateUsername=${candidate.username}`, candidate);
  const jobs = response.json() as { jobID: string; applicationStatus: string }[];
  return jobs.find((job) => job.jobID === jobID)?.applicationStatus;
}

/** How many candidates applied to a job of recruiter A, as recruiter A sees it. */
async function applicantCount(world: World, jobID: string) {
  const recruiter = world.accounts.recruiter.a;
  const response = await read(world, `/api/applications/jobStatus?recruiterUsername=${recruiter.username}&jobID=${jobID}`, recruiter);
  return (response.json() as unknown[]).length;
}

/** Has the candidate saved the job? */
async function isSaved(world: World, owner: Actor, jobID: string) {
  return (await read(world, `/api/saved-jobs/${jobID}`, owner)).json().saved as boolean;
}

const requireSelfWhy = 'routes/applications: requireSelf compares the username in the query with the token';

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
    request: ({ owner }) => ({ method: 'GET', url: '/api/applications/jobStatus', query: { candidateUsername: owner.username } }),
  },
  {
    operation: 'GET /api/applications/jobStatus',
    label: 'recruiterUsername',
    access: 'self',
    role: 'recruiter',
    status: 200,
    otherOwner: 403,
    why: requireSelfWhy,
    request: ({ owner }) => ({ method: 'GET', url: '/api/applications/jobStatus', query: { recruiterUsername: owner.username } }),
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
      payload: { jobID, candidateUsername: world.accounts.candidate.a.username, status: 'interview' },
    }),
    state: (world, { jobID }) => applicationStatus(world, jobID!),
  },
];

/** Saved jobs belong to the token's candidate: another candidate acts on its own list, never the owner's. */
export const savedJobRows: Case[] = [
  {
    operation: 'GET /api/saved-jobs/',
    access: 'role',
    role: 'candidate',
    status: 200,
    request: () => ({ method: 'GET', url: '/api/saved-jobs/' }),
    otherSees: (response, _scene, world) =>
      expect((response.json() as { jobID: string }[]).map((job) => job.jobID)).not.toContain(world.appliedJob),
  },
  {
    operation: 'GET /api/saved-jobs/{jobID}',
    access: 'role',
    role: 'candidate',
    status: 200,
    request: (_scene, _actor, world) => ({ method: 'GET', url: `/api/saved-jobs/${world.appliedJob}` }),
    otherSees: (response) => expect(response.json()).toEqual({ saved: false }),
  },
  {
    operation: 'PUT /api/saved-jobs/{jobID}',
    access: 'role',
    role: 'candidate',
    status: 200,
    prepare: async (world) => ({ jobID: await freshJob(world, world.accounts.recruiter.a) }),
    request: ({ jobID }) => ({ method: 'PUT', url: `/api/saved-jobs/${jobID}` }),
    state: (world, { owner, jobID }) => isSaved(world, owner, jobID!),
  },
  {
    operation: 'DELETE /api/saved-jobs/{jobID}',
    access: 'role',
    role: 'candidate',
    status: 200,
    prepare: async (world, owner) => {
      const jobID = await freshJob(world, world.accounts.recruiter.a);
      const saved = await world.app.inject({ method: 'PUT', url: `/api/saved-jobs/${jobID}`, headers: bearer(owner.accessToken) });
      expect(saved.statusCode, saved.body).toBe(200);
      return { jobID };
    },
    request: ({ jobID }) => ({ method: 'DELETE', url: `/api/saved-jobs/${jobID}` }),
    state: (world, { owner, jobID }) => isSaved(world, owner, jobID!),
  },
];

/** Service endpoints and the public photo upload. */
export const serviceRows: Case[] = [
  { operation: 'GET /api/health', access: 'public', role: 'candidate', status: 200, request: () => ({ method: 'GET', url: '/api/health' }) },
  { operation: 'GET /api/ready', access: 'public', role: 'candidate', status: 200, request: () => ({ method: 'GET', url: '/api/ready' }) },
  {
    operation: 'POST /api/uploads/photo',
    access: 'public',
    role: 'candidate',
    status: 201,
    request: (_scene, _actor, world) => ({
      method: 'POST',
      url: '/api/uploads/photo',
      payload: world.photoUpload.payload,
      headers: { 'content-type': world.photoUpload.contentType },
    }),
  },
];
