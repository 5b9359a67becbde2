import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { applications, messages } from '../../src/db/schema';
import { apply, postJob } from '../factories-jobs';
import { bearer } from '../helper';
import type { Actor, Case, World } from './matrix-types';

/** How many messages the conversation of candidate A's application to the world's job holds. */
async function messageCount(world: World) {
  const [row] = await world.app.db
    .select({ count: count() })
    .from(messages)
    .innerJoin(applications, eq(applications.id, messages.applicationId))
    .where(eq(applications.jobId, world.appliedJob));
  return Number(row.count);
}

async function write(world: World, actor: Actor, payload: Record<string, string>) {
  const response = await world.app.inject({
    method: 'POST',
    url: '/api/applications/messages',
    headers: bearer(actor.accessToken),
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
}

/**
 * Conversations whose other party is NOT the identity the matrix calls "the other role" (account A
 * of that role), so a thread showing up in the wrong inbox can only be a leak: candidate A's with a
 * job of recruiter B, and candidate B's with a job of recruiter A. Made once per world.
 */
const crossConversations = new WeakMap<
  World,
  Promise<{ ofRecruiterB: string; byCandidateB: string }>
>();
function crossConversationsOf(world: World) {
  let made = crossConversations.get(world);
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
        await write(world, who, { jobID, text: 'Matrix conversation' });
      }
      return { ofRecruiterB, byCandidateB };
    })();
    crossConversations.set(world, made);
  }
  return made;
}

const threadJobs = (response: LightMyRequestResponse) =>
  (response.json() as { jobID: string }[]).map((thread) => thread.jobID);

const candidateWhy =
  'services/messages/conversation: a candidate reads and writes only in their own application (another candidate has none: 404)';
const recruiterWhy =
  "services/messages/conversation via services/companies/job-access: the job's poster or a member of its company (read to read, act to write)";

/** Who may read and write an application's conversation, and read their inbox. */
export const messageRows: Case[] = [
  {
    operation: 'GET /api/applications/messages',
    label: 'the candidate (no candidateUsername)',
    access: 'owner',
    role: 'candidate',
    status: 200,
    otherOwner: 404,
    why: candidateWhy,
    request: (_scene, _actor, world) => ({
      method: 'GET',
      url: '/api/applications/messages',
      query: { jobID: world.appliedJob },
    }),
  },
  {
    operation: 'GET /api/applications/messages',
    label: "the job's recruiter (candidateUsername)",
    access: 'owner',
    role: 'recruiter',
    status: 200,
    otherOwner: 403,
    why: recruiterWhy,
    company: 'read',
    request: (_scene, _actor, world) => ({
      method: 'GET',
      url: '/api/applications/messages',
      query: { jobID: world.appliedJob, candidateUsername: world.accounts.candidate.a.username },
    }),
  },
  {
    operation: 'POST /api/applications/messages',
    label: 'the candidate (no candidateUsername)',
    access: 'owner',
    role: 'candidate',
    status: 201,
    otherOwner: 404,
    why: candidateWhy,
    request: (_scene, _actor, world) => ({
      method: 'POST',
      url: '/api/applications/messages',
      payload: { jobID: world.appliedJob, text: 'Any news on my application?' },
    }),
    state: (world) => messageCount(world),
  },
  {
    operation: 'POST /api/applications/messages',
    label: "the job's recruiter (candidateUsername)",
    access: 'owner',
    role: 'recruiter',
    status: 201,
    otherOwner: 403,
    why: recruiterWhy,
    company: 'act',
    request: (_scene, _actor, world) => ({
      method: 'POST',
      url: '/api/applications/messages',
      payload: {
        jobID: world.appliedJob,
        candidateUsername: world.accounts.candidate.a.username,
        text: 'Could we talk on Monday?',
      },
    }),
    state: (world) => messageCount(world),
  },
  {
    operation: 'GET /api/messages/threads',
    access: 'signedIn',
    role: 'candidate',
    status: 200,
    prepare: async (world) => ({ jobID: (await crossConversationsOf(world)).ofRecruiterB }),
    request: () => ({ method: 'GET', url: '/api/messages/threads' }),
    otherSees: (response, { jobID }) => expect(threadJobs(response)).not.toContain(jobID),
  },
  {
    operation: 'GET /api/messages/threads',
    access: 'signedIn',
    role: 'recruiter',
    status: 200,
    prepare: async (world) => ({ jobID: (await crossConversationsOf(world)).byCandidateB }),
    request: () => ({ method: 'GET', url: '/api/messages/threads' }),
    otherSees: (response, { jobID }) => expect(threadJobs(response)).not.toContain(jobID),
  },
];
