import { expect } from 'vitest';
import { bearer } from '../helper';
import { freshJob, read } from './fixture-world';
import type { Actor, Case, World } from './matrix-types';

/** Has the candidate saved the job? */
async function isSaved(world: World, owner: Actor, jobID: string) {
  return (await read(world, `/api/saved-jobs/${jobID}`, owner)).json().saved as boolean;
}

/** Saved jobs belong to the token's candidate: another candidate acts on its own list, never the owner's. */
export const savedJobRows: Case[] = [
  {
    operation: 'GET /api/saved-jobs/',
    access: 'role',
    role: 'candidate',
    status: 200,
    request: () => ({ method: 'GET', url: '/api/saved-jobs/' }),
    otherSees: (response, _scene, world) =>
      expect((response.json() as { jobID: string }[]).map((job) => job.jobID)).not.toContain(
        world.appliedJob,
      ),
  },
  {
    operation: 'GET /api/saved-jobs/{jobID}',
    access: 'role',
    role: 'candidate',
    status: 200,
    request: (_scene, _actor, world) => ({
      method: 'GET',
      url: `/api/saved-jobs/${world.appliedJob}`,
    }),
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
      const saved = await world.app.inject({
        method: 'PUT',
        url: `/api/saved-jobs/${jobID}`,
        headers: bearer(owner.accessToken),
      });
      expect(saved.statusCode, saved.body).toBe(200);
      return { jobID };
    },
    request: ({ jobID }) => ({ method: 'DELETE', url: `/api/saved-jobs/${jobID}` }),
    state: (world, { owner, jobID }) => isSaved(world, owner, jobID!),
  },
];
