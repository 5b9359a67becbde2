import { expect } from 'vitest';
import { jobInput, postJob, uniqueJobId } from '../factories-jobs';
import { screeningQuestions } from '../factories-screening';
import { freshJob, read, reservedJobId } from './fixture-world';
import type { Case, World } from './matrix-types';

/** Is the ID free (200) or reserved/used (409)? */
const idState = async (world: World, jobID: string) =>
  (await read(world, `/api/job/screenID/${jobID}`)).statusCode;
/** Does the job exist (200) or not (404)? */
const jobState = async (world: World, jobID: string) =>
  (await read(world, `/api/job/fetchIndividualJob/${jobID}`)).statusCode;

/** Public reads: a token, good or bad, must never change what they answer. */
const publicRead = (
  operation: string,
  url: (world: World) => string,
  label?: string,
  query?: (world: World) => Record<string, string>,
): Case => ({
  operation,
  label,
  access: 'public',
  role: 'candidate',
  status: 200,
  request: (_scene, _actor, world) => ({ method: 'GET', url: url(world), query: query?.(world) }),
});

const releaseRow = (method: 'POST' | 'DELETE'): Case => ({
  operation: `${method} /api/job/deleteID/{jobID}`,
  access: 'owner',
  role: 'recruiter',
  status: 200,
  otherOwner: 403,
  why: 'services/jobs/job-ids releaseJobId: only the holder of the reservation',
  prepare: async (world, owner) => ({ jobID: await reservedJobId(world, owner) }),
  request: ({ jobID }) => ({ method, url: `/api/job/deleteID/${jobID}` }),
  state: (world, { jobID }) => idState(world, jobID!),
});

export const jobRows: Case[] = [
  {
    operation: 'GET /api/job/screenID/{jobID}',
    access: 'public',
    role: 'recruiter',
    status: 200,
    request: () => ({ method: 'GET', url: `/api/job/screenID/${uniqueJobId()}` }),
  },
  {
    operation: 'POST /api/job/createID',
    access: 'self',
    role: 'recruiter',
    status: 201,
    otherOwner: 403,
    why: 'routes/jobs: requireSelf compares body.username with the token',
    prepare: async () => ({ jobID: uniqueJobId() }),
    request: ({ owner, jobID }) => ({
      method: 'POST',
      url: '/api/job/createID',
      payload: { username: owner.username, jobID },
    }),
    state: (world, { jobID }) => idState(world, jobID!),
  },
  releaseRow('POST'),
  releaseRow('DELETE'),
  {
    operation: 'POST /api/job/create',
    access: 'owner',
    role: 'recruiter',
    status: 201,
    // Deliberate and in the contract: to anyone but its holder a reserved ID is simply taken.
    otherOwner: 409,
    why: 'services/jobs/create-job: an ID not reserved by this recruiter is "already taken" (409)',
    prepare: async (world, owner) => ({ jobID: await reservedJobId(world, owner) }),
    request: ({ jobID }) => ({
      method: 'POST',
      url: '/api/job/create',
      payload: jobInput({ jobID }),
    }),
    state: (world, { jobID }) => jobState(world, jobID!),
  },
  publicRead('GET /api/job/fetch', () => '/api/job/fetch'),
  publicRead(
    'GET /api/job/fetch',
    () => '/api/job/fetch',
    "filtered by the owner's username",
    (world) => ({
      username: world.accounts.candidate.a.username,
    }),
  ),
  publicRead('GET /api/job/search', () => '/api/job/search'),
  publicRead(
    'GET /api/job/search',
    () => '/api/job/search',
    "filtered by the owner's username",
    (world) => ({
      username: world.accounts.candidate.a.username,
    }),
  ),
  publicRead('GET /api/job/stats', () => '/api/job/stats'),
  publicRead(
    'GET /api/job/suggest',
    () => '/api/job/suggest',
    undefined,
    () => ({ q: 'eng' }),
  ),
  publicRead(
    'GET /api/job/fetchIndividualJob/{jobID}',
    (world) => `/api/job/fetchIndividualJob/${world.appliedJob}`,
  ),
  {
    // Anyone may read the job; the knock-out rules of its questions are its owner's alone.
    operation: 'GET /api/job/fetchIndividualJob/{jobID}',
    label: 'with screening questions',
    access: 'public',
    role: 'recruiter',
    status: 200,
    prepare: async (world, owner) => ({
      jobID: await postJob(world.app, owner, { questions: screeningQuestions() }),
    }),
    request: ({ jobID }) => ({ method: 'GET', url: `/api/job/fetchIndividualJob/${jobID}` }),
    otherSees: (response) => {
      expect(response.json().questions).toHaveLength(4);
      expect(response.body).not.toContain('knockout');
    },
  },
  {
    operation: 'DELETE /api/job/delete/{jobID}',
    access: 'owner',
    role: 'recruiter',
    status: 200,
    otherOwner: 403,
    why: 'services/jobs/delete-job via services/companies/job-access: its poster, or a member of its company who may act',
    company: 'act',
    prepare: async (world, owner) => ({ jobID: await freshJob(world, owner) }),
    request: ({ jobID }) => ({ method: 'DELETE', url: `/api/job/delete/${jobID}` }),
    state: (world, { jobID }) => jobState(world, jobID!),
  },
];
