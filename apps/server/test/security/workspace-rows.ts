import { expect } from 'vitest';
import { apply, postJob } from '../factories-jobs';
import { freshApplication, read } from './fixture-world';
import type { Case, World } from './matrix-types';

/** Candidate A's application status for a job, as candidate A sees it. */
async function applicationStatus(world: World, jobID: string) {
  const candidate = world.accounts.candidate.a;
  const response = await read(
    world,
    `/api/applications/jobStatus?candidateUsername=${candidate.username}`,
    candidate,
  );
  return (response.json() as { jobID: string; applicationStatus: string }[]).find(
    (job) => job.jobID === jobID,
  )?.applicationStatus;
}

/** The notes recruiter A keeps on candidate A's application to the world's applied job. */
async function noteTexts(world: World) {
  const query = `jobID=${world.appliedJob}&candidateUsername=${world.accounts.candidate.a.username}`;
  const response = await read(
    world,
    `/api/applications/notes?${query}`,
    world.accounts.recruiter.a,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { text: string }[]).map((note) => note.text);
}

/**
 * The history rows need applications whose other party is NOT the identity the matrix calls
 * "the other role" (account A of that role), so that only the rule under test can let it in:
 * candidate A's application to a job of recruiter B, and candidate B's to a job of recruiter A.
 */
const crossApplications = new WeakMap<
  World,
  Promise<{ ofRecruiterB: string; byCandidateB: string }>
>();
function crossApplicationsOf(world: World) {
  let made = crossApplications.get(world);
  if (!made) {
    made = (async () => {
      const { candidate, recruiter } = world.accounts;
      const ofRecruiterB = await postJob(world.app, recruiter.b);
      const byCandidateB = await postJob(world.app, recruiter.a);
      for (const [who, jobID] of [
        [candidate.a, ofRecruiterB],
        [candidate.b, byCandidateB],
      ] as const) {
        const response = await apply(world.app, who, jobID);
        expect(response.statusCode, response.body).toBe(200);
      }
      return { ofRecruiterB, byCandidateB };
    })();
    crossApplications.set(world, made);
  }
  return made;
}

/** Withdrawing, the recruiter's private notes, and the status history. */
export const workspaceRows: Case[] = [
  {
    operation: 'DELETE /api/applications/{jobID}',
    access: 'owner',
    role: 'candidate',
    status: 200,
    // The token's candidate withdraws their own application; candidate B has none to this job.
    otherOwner: 404,
    why: "services/applications/withdraw: only the token's own application; another candidate has none (404)",
    prepare: async (world) => ({ jobID: await freshApplication(world) }),
    request: ({ jobID }) => ({ method: 'DELETE', url: `/api/applications/${jobID}` }),
    state: (world, { jobID }) => applicationStatus(world, jobID!),
  },
  {
    operation: 'GET /api/applications/notes',
    access: 'owner',
    role: 'recruiter',
    status: 200,
    otherOwner: 403,
    why: "services/applications/find-application findOwnedApplication: only the job's recruiters",
    company: 'read',
    request: (_scene, _actor, world) => ({
      method: 'GET',
      url: '/api/applications/notes',
      query: { jobID: world.appliedJob, candidateUsername: world.accounts.candidate.a.username },
    }),
  },
  {
    operation: 'POST /api/applications/notes',
    access: 'owner',
    role: 'recruiter',
    status: 201,
    otherOwner: 403,
    why: 'services/applications/notes addNote via services/companies/job-access: a recruiter who may act on the job',
    company: 'act',
    request: (_scene, _actor, world) => ({
      method: 'POST',
      url: '/api/applications/notes',
      payload: {
        jobID: world.appliedJob,
        candidateUsername: world.accounts.candidate.a.username,
        text: 'Strong portfolio',
      },
    }),
    state: (world) => noteTexts(world),
  },
  {
    operation: 'GET /api/applications/history',
    label: 'the candidate',
    access: 'self',
    role: 'candidate',
    status: 200,
    otherOwner: 403,
    why: 'services/applications/history: a candidate reads only their own (candidateUsername must be the token)',
    prepare: async (world) => ({ jobID: (await crossApplicationsOf(world)).ofRecruiterB }),
    request: ({ owner, jobID }) => ({
      method: 'GET',
      url: '/api/applications/history',
      query: { jobID: jobID!, candidateUsername: owner.username },
    }),
  },
  {
    operation: 'GET /api/applications/history',
    label: "the job's recruiter",
    access: 'owner',
    role: 'recruiter',
    status: 200,
    otherOwner: 403,
    why: "services/applications/find-application findOwnedApplication: only the job's recruiters",
    company: 'read',
    prepare: async (world) => ({ jobID: (await crossApplicationsOf(world)).byCandidateB }),
    request: ({ jobID }, _actor, world) => ({
      method: 'GET',
      url: '/api/applications/history',
      query: { jobID: jobID!, candidateUsername: world.accounts.candidate.b.username },
    }),
  },
];
