import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { applications, interviews } from '../../src/db/schema';
import { apply, postJob } from '../factories-jobs';
import { bearer } from '../helper';
import type { Actor, Case, RequestSpec, Scene, World } from './matrix-types';

/** Times a month ahead, for the proposals and reschedules of the table. */
const SLOTS = [45, 46].map((days) => {
  const start = new Date(Date.now() + days * 86_400_000);
  start.setUTCHours(9, 0, 0, 0);
  return { start: start.toISOString(), end: new Date(start.getTime() + 3_600_000).toISOString() };
});

/**
 * Applications whose other party is NOT the identity the matrix calls "the other role" (account A
 * of that role), so that only the rule under test can let it in: candidate A's to a job of
 * recruiter B, and candidate B's to a job of recruiter A (a job of A's company). Made once per world.
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
        const applied = await apply(world.app, who, jobID);
        expect(applied.statusCode, applied.body).toBe(200);
      }
      return { ofRecruiterB, byCandidateB };
    })();
    crossApplications.set(world, made);
  }
  return made;
}

/** A fresh interview proposed by `recruiter` to `candidate` for the job: its id (and the job). */
async function freshInterview(
  world: World,
  recruiter: Actor,
  candidate: Actor,
  jobID: string,
): Promise<Partial<Scene>> {
  const response = await world.app.inject({
    method: 'POST',
    url: '/api/interviews',
    headers: bearer(recruiter.accessToken),
    payload: { jobID, candidateUsername: candidate.username, slots: SLOTS },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { interviewId: (response.json() as { id: string }).id, jobID };
}

/** Recruiter A's fresh interview of candidate A for the world's job. */
const ownInterview = (world: World) =>
  freshInterview(world, world.accounts.recruiter.a, world.accounts.candidate.a, world.appliedJob);

/** The interview as stored: what a refused call must leave as it was. */
async function interviewState(world: World, { interviewId }: Scene) {
  const [row] = await world.app.db
    .select({
      status: interviews.status,
      slots: interviews.slots,
      startAt: interviews.startAt,
      sequence: interviews.sequence,
    })
    .from(interviews)
    .where(eq(interviews.id, interviewId!));
  return row;
}

/** How many interviews candidate A's application to the world's job has. */
async function interviewCount(world: World) {
  const rows = await world.app.db
    .select({ id: interviews.id })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .where(eq(applications.jobId, world.appliedJob));
  return rows.length;
}

const action =
  (name: 'accept' | 'decline' | 'reschedule' | 'cancel', payload: object = {}) =>
  ({ interviewId }: Scene): RequestSpec => ({
    method: 'POST',
    url: `/api/interviews/${interviewId}/${name}`,
    payload,
  });

const interviewIds = (response: LightMyRequestResponse) =>
  (response.json() as { id: string }[]).map((interview) => interview.id);

const candidateWhy =
  "services/interviews/lock-interview: a candidate answers only their own interview (anyone else's: 404)";
const recruiterWhy =
  "services/interviews via services/companies/job-access: the job's poster or a member of its company who may act";

/** Who may propose, answer, reschedule, cancel and list interviews. */
export const interviewRows: Case[] = [
  {
    operation: 'POST /api/interviews/',
    access: 'owner',
    role: 'recruiter',
    status: 201,
    otherOwner: 403,
    why: recruiterWhy,
    company: 'act',
    request: (_scene, _actor, world) => ({
      method: 'POST',
      url: '/api/interviews',
      payload: {
        jobID: world.appliedJob,
        candidateUsername: world.accounts.candidate.a.username,
        slots: SLOTS,
      },
    }),
    state: (world) => interviewCount(world),
  },
  {
    operation: 'POST /api/interviews/{id}/accept',
    access: 'owner',
    role: 'candidate',
    status: 200,
    otherOwner: 404,
    why: candidateWhy,
    prepare: ownInterview,
    request: action('accept', { start: SLOTS[0].start }),
    state: interviewState,
  },
  {
    operation: 'POST /api/interviews/{id}/decline',
    access: 'owner',
    role: 'candidate',
    status: 200,
    otherOwner: 404,
    why: candidateWhy,
    prepare: ownInterview,
    request: action('decline'),
    state: interviewState,
  },
  {
    operation: 'POST /api/interviews/{id}/reschedule',
    access: 'owner',
    role: 'recruiter',
    status: 200,
    otherOwner: 403,
    why: recruiterWhy,
    company: 'act',
    prepare: ownInterview,
    request: action('reschedule', { slots: SLOTS.slice(1) }),
    state: interviewState,
  },
  {
    // Candidate A's interview for a job of recruiter B: recruiter A is a stranger to it.
    operation: 'POST /api/interviews/{id}/cancel',
    label: 'the candidate',
    access: 'owner',
    role: 'candidate',
    status: 200,
    otherOwner: 404,
    why: candidateWhy,
    prepare: async (world) =>
      freshInterview(
        world,
        world.accounts.recruiter.b,
        world.accounts.candidate.a,
        (await crossApplicationsOf(world)).ofRecruiterB,
      ),
    request: action('cancel', { reason: 'Something came up' }),
    state: interviewState,
  },
  {
    // Candidate B's interview for a job of recruiter A: candidate A is told it does not exist.
    operation: 'POST /api/interviews/{id}/cancel',
    label: "the job's recruiter",
    access: 'owner',
    role: 'recruiter',
    status: 200,
    otherOwner: 403,
    otherRole: 404,
    why: recruiterWhy,
    company: 'act',
    prepare: async (world) =>
      freshInterview(
        world,
        world.accounts.recruiter.a,
        world.accounts.candidate.b,
        (await crossApplicationsOf(world)).byCandidateB,
      ),
    request: action('cancel'),
    state: interviewState,
  },
  {
    // Candidate A's interview for a job of recruiter B: neither candidate B nor recruiter A sees it.
    operation: 'GET /api/interviews/',
    access: 'signedIn',
    role: 'candidate',
    status: 200,
    prepare: async (world) =>
      freshInterview(
        world,
        world.accounts.recruiter.b,
        world.accounts.candidate.a,
        (await crossApplicationsOf(world)).ofRecruiterB,
      ),
    request: () => ({ method: 'GET', url: '/api/interviews' }),
    otherSees: (response, { interviewId }) =>
      expect(interviewIds(response)).not.toContain(interviewId),
  },
  {
    // Candidate B's interview for a job of recruiter A: neither recruiter B nor candidate A sees it.
    operation: 'GET /api/interviews/',
    access: 'signedIn',
    role: 'recruiter',
    status: 200,
    prepare: async (world) =>
      freshInterview(
        world,
        world.accounts.recruiter.a,
        world.accounts.candidate.b,
        (await crossApplicationsOf(world)).byCandidateB,
      ),
    request: () => ({ method: 'GET', url: '/api/interviews' }),
    otherSees: (response, { interviewId }) =>
      expect(interviewIds(response)).not.toContain(interviewId),
  },
];
