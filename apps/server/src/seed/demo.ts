import { generateJobId, type ApplicationStatus, type Role } from '@jobhunter/shared';
import { eq, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../db/client';
import {
  accounts,
  applicationNotes,
  applicationStatusHistory,
  applications,
  jobIdReservations,
  jobs,
  usernames,
} from '../db/schema';
import { hashPassword } from '../lib/password';
import { jobValues } from '../services/jobs/job-values';
import { refreshCandidateSearch } from '../services/candidate-search/refresh-candidate-search';
import { renderAvatar } from './avatar';
import { DEMO_CANDIDATES, DEMO_PASSWORD, DEMO_RECRUITERS, type DemoPerson } from './demo-people';
import { addDemoCompany } from './demo-company';
import { addConversations } from './demo-conversations';
import { addNotifications, addSavedSearches } from './demo-notifications';
import { demoProfile } from './demo-profile';
import { ROLES } from './job-catalogue';
import { seededRandom } from './random';
import { randomJob } from './random-job';
import type { SeededApplication } from './seeded-application';

export interface SeedDemoOptions {
  db: Database;
  uploadDir: string;
  log: Pick<FastifyBaseLogger, 'info'>;
}

const DEMO_JOBS = 30;
/** The oldest demo jobs are closed by their recruiters: the closed state shows in their workspace. */
const CLOSED_DEMO_JOBS = 2;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** Time between two status changes of one demo application. */
const STEP = HOUR / 2;
// The path an application takes; the demo stops each one somewhere along it.
const PIPELINE: ApplicationStatus[] = ['applied', 'reviewing', 'interview', 'offer', 'hired'];

interface SeededAccount {
  id: string;
  person: DemoPerson;
}

/**
 * The lifecycle shown in the demo: the oldest jobs closed, the newest but one with a last day three
 * weeks out, one application withdrawn by its candidate and a couple of recruiter notes. Takes no
 * random numbers, so the rest of the demo stays as it was.
 */
async function addLifecycle(
  tx: Transaction,
  jobIds: { jobId: string }[],
  seeded: SeededApplication[],
  now: number,
) {
  for (const { jobId } of jobIds.slice(-CLOSED_DEMO_JOBS)) {
    await tx
      .update(jobs)
      .set({
        status: 'closed',
        closedAt: new Date(now - 2 * DAY),
        updatedAt: new Date(now - 2 * DAY),
      })
      .where(eq(jobs.jobId, jobId));
  }
  const lastDay = new Date(now + 21 * DAY).toISOString().slice(0, 10);
  await tx.update(jobs).set({ validThrough: lastDay }).where(eq(jobs.jobId, jobIds[1].jobId));

  const withdrawing = seeded.find((application) => application.status === 'reviewing') ?? seeded[0];
  const withdrawnAt = new Date(withdrawing.lastChange.getTime() + STEP);
  await tx
    .update(applications)
    .set({ status: 'withdrawn', updatedAt: withdrawnAt })
    .where(eq(applications.id, withdrawing.id));
  await tx.insert(applicationStatusHistory).values({
    applicationId: withdrawing.id,
    fromStatus: withdrawing.status,
    toStatus: 'withdrawn',
    changedBy: withdrawing.candidateId,
    changedAt: withdrawnAt,
  });

  const noted = seeded.find((application) => application.status === 'interview') ?? seeded[1];
  await tx.insert(applicationNotes).values([
    {
      applicationId: noted.id,
      authorId: noted.recruiterId,
      text: 'Strong portfolio; ask about the payments project.',
      createdAt: new Date(noted.lastChange.getTime() - STEP / 2),
    },
    {
      applicationId: noted.id,
      authorId: noted.recruiterId,
      text: 'Interview went well. Check references before an offer.',
      createdAt: noted.lastChange,
    },
  ]);
  return { application: withdrawing, at: withdrawnAt };
}

async function insertPeople(
  tx: Transaction,
  people: DemoPerson[],
  role: Role,
  passwordHash: string,
  photos: string[],
  offset: number,
) {
  const seeded: SeededAccount[] = [];
  for (const [i, person] of people.entries()) {
    await tx.insert(usernames).values({ username: person.username, role, passwordHash });
    const [row] = await tx
      .insert(accounts)
      .values({
        ...demoProfile(person, offset + i),
        role,
        username: person.username,
        passwordHash,
        photo: photos[i],
        // Confirmed, as a demo's addresses cannot receive the link: its flows (job alerts) just work.
        emailVerifiedAt: new Date(),
      })
      .returning({ id: accounts.id });
    seeded.push({ id: row.id, person });
  }
  return seeded;
}

/**
 * A small living product for a first start: recruiters and candidates with photos, about thirty
 * jobs (two closed, one with a last day), applications at every stage (one withdrawn), notes, a
 * conversation and two interviews, the notifications those would have sent, and saved searches.
 * Runs only on a database without candidates or recruiters, in one transaction. Every demo account's password is
 * DEMO_PASSWORD.
 */
export async function seedDemoIfEmpty({ db, uploadDir, log }: SeedDemoOptions): Promise<void> {
  // Operators made from the command line before the first start are not users: the demo still comes.
  if ((await db.$count(accounts, ne(accounts.role, 'admin'))) > 0) return;
  const random = seededRandom(20_240_601);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const people = [...DEMO_RECRUITERS, ...DEMO_CANDIDATES];
  const photos = await Promise.all(
    people.map((p, i) => renderAvatar(uploadDir, p.firstName, p.lastName, i)),
  );

  await db.transaction(async (tx) => {
    const recruiters = await insertPeople(
      tx,
      DEMO_RECRUITERS,
      'recruiter',
      passwordHash,
      photos,
      0,
    );
    const candidates = await insertPeople(
      tx,
      DEMO_CANDIDATES,
      'candidate',
      passwordHash,
      photos.slice(DEMO_RECRUITERS.length),
      DEMO_RECRUITERS.length,
    );
    await refreshCandidateSearch(
      tx,
      candidates.map((candidate) => candidate.id),
    );

    const now = Date.now();
    const jobIds: { jobId: string; recruiterId: string; designation: string; company: string }[] =
      [];
    for (let i = 0; i < DEMO_JOBS; i += 1) {
      const recruiter = recruiters[i % recruiters.length];
      const poster = {
        recruiterId: recruiter.id,
        username: recruiter.person.username,
        name: recruiter.person.firstName,
        email: `${recruiter.person.username.replace('_', '.')}@demo.jobhunter.dev`,
        companyName: recruiter.person.company,
      };
      const jobId = generateJobId(random.next);
      const fields = randomJob(random, ROLES[i % ROLES.length], poster.companyName);
      await tx.insert(jobIdReservations).values({ jobId, recruiterId: recruiter.id });
      await tx
        .insert(jobs)
        .values({ ...jobValues(jobId, fields, poster), createdAt: new Date(now - i * 7 * HOUR) });
      jobIds.push({
        jobId,
        recruiterId: recruiter.id,
        designation: fields.designation,
        company: poster.companyName,
      });
    }

    await addDemoCompany(tx, {
      ownerId: recruiters[0].id,
      name: recruiters[0].person.company,
      newestJobId: jobIds[0].jobId,
    });

    const seeded: SeededApplication[] = [];
    for (const [c, candidate] of candidates.entries()) {
      for (const [k, job] of random.some(jobIds, 3 + (c % 4)).entries()) {
        const appliedAt = new Date(now - (c * 5 + k) * 3 * HOUR);
        const rejected = random.next() < 0.15;
        const stops = rejected ? random.int(1, 3) : random.int(1, PIPELINE.length);
        const path = [...PIPELINE.slice(0, stops), ...(rejected ? (['rejected'] as const) : [])];
        const status = path[path.length - 1];
        const changedAt = (step: number) => new Date(appliedAt.getTime() + step * STEP);
        const [application] = await tx
          .insert(applications)
          .values({
            jobId: job.jobId,
            candidateId: candidate.id,
            status,
            appliedAt,
            updatedAt: changedAt(path.length - 1),
          })
          .returning({ id: applications.id });
        await tx.insert(applicationStatusHistory).values(
          path.map((to, step) => ({
            applicationId: application.id,
            fromStatus: step === 0 ? null : path[step - 1],
            toStatus: to,
            changedBy: step === 0 ? candidate.id : job.recruiterId,
            changedAt: changedAt(step),
          })),
        );
        seeded.push({
          id: application.id,
          jobId: job.jobId,
          designation: job.designation,
          company: job.company,
          recruiterId: job.recruiterId,
          candidateId: candidate.id,
          candidateName: `${candidate.person.firstName} ${candidate.person.lastName}`,
          status,
          path: path.map((to, step) => ({ status: to, at: changedAt(step) })),
          lastChange: changedAt(path.length - 1),
        });
      }
    }
    const withdrawn = await addLifecycle(tx, jobIds, seeded, now);
    await addNotifications(tx, { seeded, withdrawn });
    await addConversations(tx, { seeded, withdrawnId: withdrawn.application.id, now });
    await addSavedSearches(
      tx,
      candidates.map((candidate) => candidate.id),
    );
  });
  log.info(
    { recruiters: DEMO_RECRUITERS.length, candidates: DEMO_CANDIDATES.length, jobs: DEMO_JOBS },
    `Demo data added; sign in as ${people[0].username} or ${DEMO_CANDIDATES[0].username} with password ${DEMO_PASSWORD}`,
  );
}
