import type { Role } from '@jobhunter/shared';
import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import {
  accounts,
  applications,
  interviews,
  jobIdReservations,
  jobs,
  resumes,
  usernames,
} from '../../src/db/schema';
import { isSessionLive } from '../../src/services/accounts/session';
import { createAccount } from '../factories';
import { apply, postJob } from '../factories-jobs';
import { bearer } from '../helper';
import { freshSession, uploadResume, WORLD_SLOTS } from './fixture-world';
import type { Actor, World } from './matrix-types';

const exists = async (query: Promise<unknown[]>) => (await query).length > 0;

/**
 * The account again, with the same username and password, after a request deleted it; taking the
 * name back if a request of the same batch reserved or registered it meanwhile.
 */
async function recreate(world: World, actor: Actor) {
  await world.app.db.delete(usernames).where(eq(usernames.username, actor.username));
  const account = await createAccount(world.app.db, world.config, actor.role, {
    username: actor.username,
  });
  Object.assign(
    actor,
    await freshSession(world, { ...actor, id: account.id, profile: account.profile }),
  );
}

/**
 * A live login for the actor: a fuzzed request may have ended its session meanwhile (a reused
 * refresh token ends it), and the restoring calls go through the API.
 */
async function ensureSignedIn(world: World, actor: Actor, restored: string[]) {
  const { sid } = decodeJwt(actor.accessToken);
  if (await isSessionLive({ db: world.app.db, accountId: actor.id, sessionId: String(sid) }))
    return;
  Object.assign(actor, await freshSession(world, actor));
  restored.push(`login of ${actor.username}`);
}

/**
 * Recruiter A posts the job again under its ID, taking the ID back from whoever reserved it
 * meanwhile. A colleague of the company may have deleted it after A's own session ended.
 */
async function repost(world: World, jobID: string, restored: string[]) {
  await world.app.db.delete(jobIdReservations).where(eq(jobIdReservations.jobId, jobID));
  await ensureSignedIn(world, world.accounts.recruiter.a, restored);
  await postJob(world.app, world.accounts.recruiter.a, { jobID });
}

/**
 * Puts back what a fuzzed request deleted (or closed, hid, suspended or withdrew) for real: the world's accounts,
 * its two jobs, open, candidate A's CV, application and save. Later requests then still reach the code behind "found" and "allowed".
 * Returns what it had to restore.
 */
export async function restoreWorld(world: World): Promise<string[]> {
  const { db } = world.app;
  const restored: string[] = [];
  for (const role of ['candidate', 'recruiter'] as Role[]) {
    for (const actor of Object.values(world.accounts[role])) {
      if (
        await exists(db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, actor.id)))
      )
        continue;
      await recreate(world, actor);
      restored.push(`${role} ${actor.username}`);
    }
  }
  // Suspended by a fuzzed admin call: active again, with a new login (the suspension ended its sessions).
  for (const actor of [
    ...Object.values(world.accounts.candidate),
    ...Object.values(world.accounts.recruiter),
  ]) {
    const lifted = await db
      .update(accounts)
      .set({ suspendedAt: null, suspendedReason: null })
      .where(and(eq(accounts.id, actor.id), isNotNull(accounts.suspendedAt)))
      .returning({ id: accounts.id });
    if (lifted.length === 0) continue;
    Object.assign(actor, await freshSession(world, actor));
    restored.push(`${actor.username} unsuspended`);
  }
  for (const jobID of [world.appliedJob, world.openJob]) {
    if (await exists(db.select({ id: jobs.jobId }).from(jobs).where(eq(jobs.jobId, jobID))))
      continue;
    await repost(world, jobID, restored);
    restored.push(`job ${jobID}`);
  }
  // Closed, hidden or given a last day: open again, so applying to them still reaches the insert.
  const reopened = await db
    .update(jobs)
    .set({
      status: 'open',
      closedAt: null,
      validThrough: null,
      hiddenAt: null,
      hiddenReason: null,
      statusBeforeHidden: null,
    })
    .where(and(inArray(jobs.jobId, [world.appliedJob, world.openJob]), ne(jobs.status, 'open')))
    .returning({ jobId: jobs.jobId });
  restored.push(...reopened.map(({ jobId }) => `reopened ${jobId}`));
  const candidate = world.accounts.candidate.a;
  // Before the application: one made again keeps a copy of the CV, as the world's first did.
  const resume = db
    .select({ id: resumes.candidateId })
    .from(resumes)
    .where(eq(resumes.candidateId, candidate.id));
  if (!(await exists(resume))) {
    await ensureSignedIn(world, candidate, restored);
    await uploadResume(world.app, candidate);
    restored.push(`CV of ${candidate.username}`);
  }
  // Withdrawn is final through the API; the world's application goes back into the pipeline.
  const unwithdrawn = await db
    .update(applications)
    .set({ status: 'applied' })
    .where(
      and(
        eq(applications.jobId, world.appliedJob),
        eq(applications.candidateId, candidate.id),
        eq(applications.status, 'withdrawn'),
      ),
    )
    .returning({ id: applications.id });
  if (unwithdrawn.length) restored.push(`application to ${world.appliedJob} un-withdrawn`);
  const applied = db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(eq(applications.jobId, world.appliedJob), eq(applications.candidateId, candidate.id)),
    );
  if (!(await exists(applied))) {
    await ensureSignedIn(world, candidate, restored);
    const response = await apply(world.app, candidate, world.appliedJob);
    if (response.statusCode !== 200)
      throw new Error(`re-applying failed: ${response.statusCode} ${response.body}`);
    await world.app.inject({
      method: 'PUT',
      url: `/api/saved-jobs/${world.appliedJob}`,
      headers: bearer(candidate.accessToken),
    });
    restored.push(`application to ${world.appliedJob}`);
  }
  restored.push(...(await restoreInterview(world)));
  return restored;
}

/**
 * The world's interview proposed again at WORLD_SLOTS, under the same id, after a fuzzed request
 * answered, moved or cancelled it (or deleted it with the application or an account), so later
 * requests naming it reach the code behind "found" and "allowed".
 */
async function restoreInterview(world: World): Promise<string[]> {
  const { db } = world.app;
  const [interview] = await db
    .select({ status: interviews.status, slots: interviews.slots })
    .from(interviews)
    .where(eq(interviews.id, world.interviewId));
  const proposed = {
    status: 'proposed' as const,
    slots: WORLD_SLOTS,
    startAt: null,
    endAt: null,
    cancelReason: null,
  };
  if (!interview) {
    const [application] = await db
      .select({ id: applications.id })
      .from(applications)
      .where(
        and(
          eq(applications.jobId, world.appliedJob),
          eq(applications.candidateId, world.accounts.candidate.a.id),
        ),
      );
    await db.insert(interviews).values({
      id: world.interviewId,
      applicationId: application.id,
      createdBy: world.accounts.recruiter.a.id,
      ...proposed,
    });
    return [`interview ${world.interviewId}`];
  }
  const sameSlots =
    interview.slots.length === WORLD_SLOTS.length &&
    WORLD_SLOTS.every(
      (slot, index) =>
        interview.slots[index].start === slot.start && interview.slots[index].end === slot.end,
    );
  if (interview.status === 'proposed' && sameSlots) return [];
  await db.update(interviews).set(proposed).where(eq(interviews.id, world.interviewId));
  return [`interview ${world.interviewId} proposed again`];
}
