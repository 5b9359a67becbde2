import { companyPageSlug } from '@jobhunter/shared';
import { expect } from 'vitest';
import { bearer } from '../helper';
import { freshJob, read } from './fixture-world';
import type { Actor, Case, World } from './matrix-types';

/** The job as the public sees it: what an edit, a close or a reopen would change. */
async function jobState(world: World, jobID: string) {
  const job = (await read(world, `/api/job/fetchIndividualJob/${jobID}`)).json() as Record<
    string,
    unknown
  >;
  return {
    designation: job.designation,
    status: job.status,
    closedAt: job.closedAt,
    updatedAt: job.updatedAt,
  };
}

/** A fresh job of the recruiter, closed by them. */
async function closedJob(world: World, recruiter: Actor) {
  const jobID = await freshJob(world, recruiter);
  const closed = await world.app.inject({
    method: 'POST',
    url: `/api/job/${jobID}/close`,
    headers: bearer(recruiter.accessToken),
  });
  expect(closed.statusCode, closed.body).toBe(200);
  return jobID;
}

const ownerWhy =
  'services/jobs/lock-job lockJobToChange via services/companies/job-access: its poster, or a member of its company who may act';

/** Editing, closing and reopening a job; the recruiter's own list; the public recruiter and company lists. */
export const lifecycleRows: Case[] = [
  {
    operation: 'PATCH /api/job/{jobID}',
    access: 'owner',
    role: 'recruiter',
    status: 200,
    otherOwner: 403,
    why: ownerWhy,
    company: 'act',
    prepare: async (world, owner) => ({ jobID: await freshJob(world, owner) }),
    request: ({ jobID }) => ({
      method: 'PATCH',
      url: `/api/job/${jobID}`,
      payload: { designation: 'Edited Designation' },
    }),
    state: (world, { jobID }) => jobState(world, jobID!),
  },
  {
    operation: 'POST /api/job/{jobID}/close',
    access: 'owner',
    role: 'recruiter',
    status: 200,
    otherOwner: 403,
    why: ownerWhy,
    company: 'act',
    prepare: async (world, owner) => ({ jobID: await freshJob(world, owner) }),
    request: ({ jobID }) => ({ method: 'POST', url: `/api/job/${jobID}/close` }),
    state: (world, { jobID }) => jobState(world, jobID!),
  },
  {
    operation: 'POST /api/job/{jobID}/reopen',
    access: 'owner',
    role: 'recruiter',
    status: 200,
    otherOwner: 403,
    why: ownerWhy,
    company: 'act',
    prepare: async (world, owner) => ({ jobID: await closedJob(world, owner) }),
    request: ({ jobID }) => ({ method: 'POST', url: `/api/job/${jobID}/reopen` }),
    state: (world, { jobID }) => jobState(world, jobID!),
  },
  {
    operation: 'GET /api/job/mine',
    access: 'role',
    role: 'recruiter',
    status: 200,
    // Every member of recruiter A's company lists its jobs (company-permissions.test.ts checks them).
    company: 'read',
    request: () => ({ method: 'GET', url: '/api/job/mine' }),
    // Recruiter B's list is B's own: none of recruiter A's jobs.
    otherSees: (response, _scene, world) => {
      const listed = (response.json() as { jobID: string }[]).map((job) => job.jobID);
      expect(listed).not.toContain(world.appliedJob);
      expect(listed).not.toContain(world.openJob);
    },
  },
  {
    operation: 'GET /api/job/by/{username}',
    access: 'public',
    role: 'recruiter',
    status: 200,
    request: (_scene, _actor, world) => ({
      method: 'GET',
      url: `/api/job/by/${world.accounts.recruiter.a.username}`,
    }),
  },
  {
    operation: 'GET /api/companies/',
    access: 'public',
    role: 'recruiter',
    status: 200,
    request: () => ({ method: 'GET', url: '/api/companies/' }),
  },
  {
    operation: 'GET /api/companies/{slug}',
    access: 'public',
    role: 'recruiter',
    status: 200,
    request: (_scene, _actor, world) => ({
      method: 'GET',
      url: `/api/companies/${companyPageSlug(world.accounts.recruiter.a.profile.current_job?.company ?? '')}`,
    }),
  },
];
