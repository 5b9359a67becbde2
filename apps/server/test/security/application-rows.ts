import { apply, postJob } from '../factories-jobs';
import { passingAnswers, screeningQuestions, storeResume } from '../factories-screening';
import { freshAccount, freshApplication, freshJob, read } from './fixture-world';
import type { Case, RequestSpec, Scene, World } from './matrix-types';

/** Candidate A's application status for a job, as candidate A sees it. */
async function applicationStatus(world: World, jobID: string) {
  const candidate = world.accounts.candidate.a;
  const response = await read(
    world,
    `/api/applications/jobStatus?candidateUsername=${candidate.username}`,
    candidate,
  );
  const jobs = response.json() as { jobID: string; applicationStatus: string }[];
  return jobs.find((job) => job.jobID === jobID)?.applicationStatus;
}

/** How many candidates applied to a job of recruiter A, as recruiter A sees it. */
async function applicantCount(world: World, jobID: string) {
  const recruiter = world.accounts.recruiter.a;
  const response = await read(
    world,
    `/api/applications/jobStatus?recruiterUsername=${recruiter.username}&jobID=${jobID}`,
    recruiter,
  );
  return (response.json() as unknown[]).length;
}

/**
 * A fresh job of recruiter A and a fresh candidate's application to it, sent with a CV: the
 * candidate's name goes in `username`.
 */
async function freshApplicationWithResume(world: World): Promise<Partial<Scene>> {
  const jobID = await freshJob(world, world.accounts.recruiter.a);
  const candidate = await freshAccount(world, 'candidate');
  await storeResume(world.app.db, candidate);
  const response = await apply(world.app, candidate, jobID);
  if (response.statusCode !== 200)
    throw new Error(`apply failed: ${response.statusCode} ${response.body}`);
  return { jobID, username: candidate.username };
}

const ownerOnlyWhy =
  "services/applications/find-application findOwnedApplication via services/companies/job-access: the job's poster or a member of its company";
/** What a candidate sent with an application, read by the job's owner (200) or for nobody (404). */
const applicationReadRows = (path: 'detail' | 'resume'): Case[] => {
  const request =
    (candidate: (scene: Scene, world: World) => string) =>
    (scene: Scene, _actor: unknown, world: World): RequestSpec => ({
      method: 'GET',
      url: `/api/applications/${path}`,
      query: { jobID: scene.jobID!, candidateUsername: candidate(scene, world) },
    });
  return [
    {
      operation: `GET /api/applications/${path}`,
      access: 'owner',
      role: 'recruiter',
      status: 200,
      otherOwner: 403,
      why: ownerOnlyWhy,
      company: 'read',
      prepare: freshApplicationWithResume,
      request: request((scene) => scene.username!),
    },
    {
      // A stranger learns nothing of who applied: not the owner is 403 before "no such application".
      operation: `GET /api/applications/${path}`,
      label: 'no such application',
      access: 'owner',
      role: 'recruiter',
      status: 404,
      otherOwner: 403,
      why: ownerOnlyWhy,
      company: 'read',
      prepare: async (world) => ({ jobID: await freshJob(world, world.accounts.recruiter.a) }),
      request: request((_scene, world) => world.accounts.candidate.b.username),
    },
  ];
};

const requireSelfWhy =
  'routes/applications: requireSelf compares the username in the query with the token';

export const applicationRows: Case[] = [
  {
    operation: 'GET /api/applications/screening',
    label: 'candidateUsername',
    access: 'self',
    role: 'candidate',
    // A job the candidate has not applied to: "403 means yes" is the contract of this call.
    status: 200,
    otherOwner: 403,
    why: requireSelfWhy,
    request: ({ owner }, _actor, world) => ({
      method: 'GET',
      url: '/api/applications/screening',
      query: { jobID: world.openJob, candidateUsername: owner.username },
    }),
  },
  {
    operation: 'GET /api/applications/screening',
    label: 'recruiterUsername',
    access: 'self',
    role: 'recruiter',
    status: 200,
    otherOwner: 403,
    why: requireSelfWhy,
    request: ({ owner }, _actor, world) => ({
      method: 'GET',
      url: '/api/applications/screening',
      query: { jobID: world.appliedJob, recruiterUsername: owner.username },
    }),
  },
  {
    operation: 'POST /api/applications/create',
    access: 'role',
    role: 'candidate',
    status: 200,
    prepare: async (world) => ({ jobID: await freshJob(world, world.accounts.recruiter.a) }),
    request: ({ jobID }) => ({
      method: 'POST',
      url: '/api/applications/create',
      payload: { recruiterUsername: 'ignored', candidateProfile: {}, job: { jobID } },
    }),
    state: (world, { jobID }) => applicantCount(world, jobID!),
  },
  {
    operation: 'POST /api/applications/create',
    label: 'with a cover letter and answers',
    access: 'role',
    role: 'candidate',
    status: 200,
    prepare: async (world) => ({
      jobID: await postJob(world.app, world.accounts.recruiter.a, {
        questions: screeningQuestions(),
      }),
    }),
    request: ({ jobID }) => ({
      method: 'POST',
      url: '/api/applications/create',
      payload: { job: { jobID }, coverLetter: 'Dear team', answers: passingAnswers() },
    }),
    state: (world, { jobID }) => applicantCount(world, jobID!),
  },
  ...applicationReadRows('detail'),
  ...applicationReadRows('resume'),
  {
    operation: 'GET /api/applications/jobStatus',
    label: 'candidateUsername',
    access: 'self',
    role: 'candidate',
    status: 200,
    otherOwner: 403,
    why: requireSelfWhy,
    request: ({ owner }) => ({
      method: 'GET',
      url: '/api/applications/jobStatus',
      query: { candidateUsername: owner.username },
    }),
  },
  {
    operation: 'GET /api/applications/jobStatus',
    label: 'recruiterUsername',
    access: 'self',
    role: 'recruiter',
    status: 200,
    otherOwner: 403,
    why: requireSelfWhy,
    request: ({ owner }) => ({
      method: 'GET',
      url: '/api/applications/jobStatus',
      query: { recruiterUsername: owner.username },
    }),
  },
  {
    operation: 'GET /api/applications/jobStatus',
    label: "recruiterUsername + jobID (the owner's name)",
    access: 'owner',
    role: 'recruiter',
    status: 200,
    otherOwner: 403,
    why: requireSelfWhy,
    request: ({ owner }, _actor, world) => ({
      method: 'GET',
      url: '/api/applications/jobStatus',
      query: { recruiterUsername: owner.username, jobID: world.appliedJob },
    }),
  },
  {
    // The sender names itself, so the job-owner check in the service is what refuses.
    operation: 'GET /api/applications/jobStatus',
    label: "recruiterUsername + jobID (the sender's own name)",
    access: 'owner',
    role: 'recruiter',
    status: 200,
    otherOwner: 403,
    why: 'services/applications/lists jobApplicants: only those who may read the job (its poster, its company) see its applicants',
    company: 'read',
    request: (_scene, actor, world) => ({
      method: 'GET',
      url: '/api/applications/jobStatus',
      query: { recruiterUsername: actor.username, jobID: world.appliedJob },
    }),
  },
  {
    operation: 'PATCH /api/applications/status',
    access: 'owner',
    role: 'recruiter',
    status: 200,
    otherOwner: 403,
    why: 'services/applications/update-status via services/companies/job-access: a recruiter who may act on the job',
    company: 'act',
    prepare: async (world) => ({ jobID: await freshApplication(world) }),
    request: ({ jobID }, _actor, world) => ({
      method: 'PATCH',
      url: '/api/applications/status',
      payload: {
        jobID,
        candidateUsername: world.accounts.candidate.a.username,
        status: 'interview',
      },
    }),
    state: (world, { jobID }) => applicationStatus(world, jobID!),
  },
];
