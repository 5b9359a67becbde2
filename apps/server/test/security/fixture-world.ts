import type { Role } from '@jobhunter/shared';
import sharp from 'sharp';
import type { App } from '../../src/app';
import { startSession } from '../../src/services/accounts/login';
import type { SessionAccount } from '../../src/services/accounts/session';
import { createAccount } from '../factories';
import { addMember, createCompany } from '../factories-companies';
import { apply, postJob, uniqueJobId } from '../factories-jobs';
import { signedInAccount } from '../factories-accounts';
import { createAdminAccount } from '../factories-admin';
import { pdfWithText, resumeFormSync } from '../fixtures-resumes';
import { bearer, type TestContext } from '../helper';
import type { Actor, AdminActor, World } from './matrix-types';

async function signedIn(ctx: TestContext, role: Role): Promise<Actor> {
  const account = await signedInAccount(ctx.app, role);
  return {
    role,
    id: account.account.id,
    username: account.username,
    password: account.password,
    profile: account.profile,
    accessToken: account.accessToken,
    refreshToken: account.refreshToken,
  };
}

/**
 * Accounts of both roles, recruiter A's company, candidate A's CV, a job with an application (which
 * keeps a copy of the CV), an interview proposed for it and a save, a job without, and an admin;
 * built once per file.
 */
export async function buildWorld(ctx: TestContext): Promise<World> {
  const [candidateA, candidateB, recruiterA, recruiterB] = await Promise.all([
    signedIn(ctx, 'candidate'),
    signedIn(ctx, 'candidate'),
    signedIn(ctx, 'recruiter'),
    signedIn(ctx, 'recruiter'),
  ]);
  const company = await companyOf(ctx, recruiterA);
  const appliedJob = await postJob(ctx.app, recruiterA);
  const openJob = await postJob(ctx.app, recruiterA);
  await uploadResume(ctx.app, candidateA);
  const applied = await apply(ctx.app, candidateA, appliedJob);
  if (applied.statusCode !== 200)
    throw new Error(`apply failed: ${applied.statusCode} ${applied.body}`);
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: `/api/saved-jobs/${appliedJob}`,
    headers: bearer(candidateA.accessToken),
  });
  if (saved.statusCode !== 200) throw new Error(`save failed: ${saved.statusCode} ${saved.body}`);
  const interviewId = await worldInterview(ctx.app, recruiterA, candidateA, appliedJob);
  const photoUpload = await photoUploadBody();
  const admin = await worldAdmin(ctx);
  return {
    app: ctx.app,
    config: ctx.config,
    accounts: {
      candidate: { a: candidateA, b: candidateB },
      recruiter: { a: recruiterA, b: recruiterB },
    },
    appliedJob,
    openJob,
    interviewId,
    photoUpload,
    company,
    admin,
  };
}

/** An admin made through the service the command line calls, with a session of its own. */
async function worldAdmin(ctx: TestContext): Promise<AdminActor> {
  const { id, username, password, accessToken, refreshToken } = await createAdminAccount(ctx.app);
  return { role: 'admin', id, username, password, accessToken, refreshToken };
}

/**
 * The times of the world's interview: on whole hours a month ahead, so they stay in the future for
 * the whole run and a request can name one (an accept) without reading them first.
 */
export const WORLD_SLOTS = [30, 31].map((days) => {
  const start = new Date(Date.now() + days * 86_400_000);
  start.setUTCHours(10, 0, 0, 0);
  return { start: start.toISOString(), end: new Date(start.getTime() + 3_600_000).toISOString() };
});

/** Recruiter A proposes an interview to candidate A at WORLD_SLOTS; its id. */
async function worldInterview(app: App, recruiter: Actor, candidate: Actor, jobID: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/interviews',
    headers: bearer(recruiter.accessToken),
    payload: { jobID, candidateUsername: candidate.username, slots: WORLD_SLOTS },
  });
  if (response.statusCode !== 201)
    throw new Error(`proposal failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { id: string }).id;
}

/**
 * Recruiter A's company, which A joins as a `recruiter` before posting (so A's jobs are the
 * company's), with an owner and a viewer besides, and the owner of another company.
 */
async function companyOf(ctx: TestContext, recruiterA: Actor): Promise<World['company']> {
  const [owner, recruiter, viewer, otherCompany] = await Promise.all([
    signedIn(ctx, 'recruiter'),
    signedIn(ctx, 'recruiter'),
    signedIn(ctx, 'recruiter'),
    signedIn(ctx, 'recruiter'),
  ]);
  const db = ctx.app.db;
  const company = await createCompany(db, { owner });
  await addMember(db, { company, account: recruiterA, role: 'recruiter' });
  await addMember(db, { company, account: recruiter, role: 'recruiter' });
  await addMember(db, { company, account: viewer, role: 'viewer' });
  await createCompany(db, { owner: otherCompany });
  return { slug: company.slug, owner, recruiter, viewer, otherCompany };
}

/**
 * A new login of the same account, started the way the login service starts one but without its
 * argon2 check (dozens of these would dominate the file's run time): a call that ends or rotates a
 * session gets its own.
 */
export async function freshSession<T extends SessionAccount>(world: World, actor: T): Promise<T> {
  const tokens = await startSession(world.app.db, actor, {
    secret: world.config.JWT_SECRET,
    accessTtlSeconds: world.config.ACCESS_TOKEN_TTL_SECONDS,
    refreshTtlSeconds: world.config.REFRESH_TOKEN_TTL_SECONDS,
  });
  return { ...actor, ...tokens };
}

/** A new account with its own login, for a call that deletes the account. */
export async function freshAccount(world: World, role: Role): Promise<Actor> {
  const account = await createAccount(world.app.db, world.config, role);
  return freshSession(world, { ...account, refreshToken: '' });
}

/** A job ID reserved by the recruiter but not posted yet. */
export async function reservedJobId(world: World, recruiter: Actor): Promise<string> {
  const jobID = uniqueJobId();
  const response = await world.app.inject({
    method: 'POST',
    url: '/api/job/createID',
    headers: bearer(recruiter.accessToken),
    payload: { username: recruiter.username, jobID },
  });
  if (response.statusCode !== 201)
    throw new Error(`createID failed: ${response.statusCode} ${response.body}`);
  return jobID;
}

/** A posted job of the recruiter that this test alone uses. */
export const freshJob = (world: World, recruiter: Actor) => postJob(world.app, recruiter);

/** A fresh job of recruiter A with an application by candidate A. */
export async function freshApplication(world: World): Promise<string> {
  const jobID = await freshJob(world, world.accounts.recruiter.a);
  const response = await apply(world.app, world.accounts.candidate.a, jobID);
  if (response.statusCode !== 200)
    throw new Error(`apply failed: ${response.statusCode} ${response.body}`);
  return jobID;
}

const WORLD_RESUME = 'world-cv.pdf';

/**
 * Uploads a small real PDF as the candidate's current CV, through the API as a client would, so
 * the CV calls of a test reach "found" rather than 404.
 */
export async function uploadResume(app: App, candidate: Actor) {
  const form = resumeFormSync(pdfWithText(), WORLD_RESUME);
  const response = await app.inject({
    method: 'POST',
    url: '/api/candidate/resume',
    payload: form.payload,
    headers: { ...form.headers, ...bearer(candidate.accessToken) },
  });
  if (response.statusCode !== 201)
    throw new Error(`CV upload failed: ${response.statusCode} ${response.body}`);
}

/** GET as the given account (or anonymously); the state checks read through the API, as a client would. */
export function read(world: World, url: string, actor?: Actor) {
  return world.app.inject({ method: 'GET', url, headers: actor ? bearer(actor.accessToken) : {} });
}

/** A real multipart body, encoded by the platform's FormData, holding a tiny valid PNG. */
async function photoUploadBody() {
  const png = await sharp({
    create: { width: 8, height: 8, channels: 3, background: { r: 10, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}
