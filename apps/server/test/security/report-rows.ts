import { eq } from 'drizzle-orm';
import { jobs, reports } from '../../src/db/schema';
import { bearer } from '../helper';
import { freshAccount, freshJob, read } from './fixture-world';
import type { Case, Scene, World } from './matrix-types';

/** A job posted by a recruiter of its own, so that no world account recruits for it. */
const strangersJob = async (world: World) => ({
  jobID: await freshJob(world, await freshAccount(world, 'recruiter')),
});

/** The reports on the scene's job, and what became of them; a refused call leaves them. */
const reportsOn = (world: World, { jobID }: Scene) =>
  world.app.db
    .select({ status: reports.status, reporterId: reports.reporterId })
    .from(reports)
    .where(eq(reports.target, jobID!));

/** The job's moderation columns; a refused hide or unhide leaves them. */
const visibilityOf = async (world: World, { jobID }: Scene) =>
  (
    await world.app.db
      .select({ status: jobs.status, reason: jobs.hiddenReason, at: jobs.hiddenAt })
      .from(jobs)
      .where(eq(jobs.jobId, jobID!))
  )[0];

/** An open report on a stranger's job, by a candidate of its own. */
async function openReport(world: World): Promise<Partial<Scene>> {
  const { jobID } = await strangersJob(world);
  const reporter = await freshAccount(world, 'candidate');
  const response = await world.app.inject({
    method: 'POST',
    url: '/api/reports',
    headers: bearer(reporter.accessToken),
    payload: { kind: 'job', target: jobID, reason: 'spam' },
  });
  if (response.statusCode !== 201)
    throw new Error(`report failed: ${response.statusCode} ${response.body}`);
  return { jobID, reportId: response.json<{ id: string }>().id };
}

/** A report row of one role: each caller reports the job for itself, so each may (201). */
const reportRow = (role: 'candidate' | 'recruiter'): Case => ({
  operation: 'POST /api/reports/',
  label: role,
  access: 'signedIn',
  role,
  status: 201,
  prepare: strangersJob,
  request: ({ jobID }) => ({
    method: 'POST',
    url: '/api/reports',
    payload: { kind: 'job', target: jobID, reason: 'misleading', details: 'Pay is not as said' },
  }),
  state: reportsOn,
});

/** Who may report, and who may work the queue and hide and unhide jobs. */
export const reportRows: Case[] = [
  reportRow('candidate'),
  reportRow('recruiter'),
  {
    operation: 'GET /api/admin/reports/',
    access: 'admin',
    role: 'candidate',
    status: 200,
    request: () => ({ method: 'GET', url: '/api/admin/reports', query: { status: 'open' } }),
  },
  {
    operation: 'POST /api/admin/reports/{id}/resolve',
    access: 'admin',
    role: 'candidate',
    status: 200,
    prepare: openReport,
    request: ({ reportId }) => ({
      method: 'POST',
      url: `/api/admin/reports/${reportId}/resolve`,
      payload: { action: 'dismiss', note: 'Nothing wrong' },
    }),
    state: reportsOn,
  },
  {
    operation: 'GET /api/admin/jobs/{jobID}',
    access: 'admin',
    role: 'recruiter',
    status: 200,
    prepare: strangersJob,
    request: ({ jobID }) => ({ method: 'GET', url: `/api/admin/jobs/${jobID}` }),
  },
  {
    operation: 'POST /api/admin/jobs/{jobID}/hide',
    access: 'admin',
    role: 'recruiter',
    status: 200,
    prepare: strangersJob,
    request: ({ jobID }) => ({
      method: 'POST',
      url: `/api/admin/jobs/${jobID}/hide`,
      payload: { reason: 'Asks for a fee' },
    }),
    state: async (world, scene) => [
      await visibilityOf(world, scene),
      (await read(world, `/api/job/fetchIndividualJob/${scene.jobID}`)).statusCode,
    ],
  },
  {
    operation: 'POST /api/admin/jobs/{jobID}/unhide',
    access: 'admin',
    role: 'recruiter',
    status: 200,
    prepare: async (world) => {
      const scene = await strangersJob(world);
      await world.app.db
        .update(jobs)
        .set({
          status: 'hidden',
          statusBeforeHidden: 'open',
          hiddenReason: 'Set by the matrix',
          hiddenAt: new Date(),
        })
        .where(eq(jobs.jobId, scene.jobID));
      return scene;
    },
    request: ({ jobID }) => ({ method: 'POST', url: `/api/admin/jobs/${jobID}/unhide` }),
    state: visibilityOf,
  },
];
