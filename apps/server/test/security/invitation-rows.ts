import { eq } from 'drizzle-orm';
import { jobInvitations } from '../../src/db/schema';
import { freshJob } from './fixture-world';
import type { Case, Scene, World } from './matrix-types';

/** The invitations to the scene's job; a refused call leaves them (and sends nobody anything). */
const invitationsTo = (world: World, { jobID }: Scene) =>
  world.app.db
    .select({ candidateId: jobInvitations.candidateId, invitedBy: jobInvitations.invitedBy })
    .from(jobInvitations)
    .where(eq(jobInvitations.jobId, jobID!));

/**
 * Inviting a candidate to apply acts on the job: its poster and the fellow owners and recruiters of
 * its company may (each call gets a fresh job of recruiter A, so one invitation never meets
 * another); a viewer, another company, another recruiter, a candidate and an admin may not.
 */
export const invitationRows: Case[] = [
  {
    operation: 'POST /api/candidate/invitations/',
    access: 'owner',
    role: 'recruiter',
    status: 201,
    otherOwner: 403,
    why: 'services/invitations/invite-candidate via services/companies/job-access: a recruiter who may act on the job',
    company: 'act',
    prepare: async (world, owner) => ({ jobID: await freshJob(world, owner) }),
    request: ({ jobID }, _actor, world) => ({
      method: 'POST',
      url: '/api/candidate/invitations',
      payload: {
        username: world.accounts.candidate.b.username,
        jobID,
        note: 'Your profile fits this role',
      },
    }),
    state: invitationsTo,
  },
];
