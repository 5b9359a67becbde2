import { maxUsernameLength, profileSchema } from '@jobhunter/shared';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  applicationNotes,
  applications,
  applicationStatusHistory,
  interviews,
  jobIdReservations,
  jobs,
  savedSearches,
} from '../../src/db/schema';
import { verifyPassword } from '../../src/lib/password';
import { seedDemoIfEmpty } from '../../src/seed/demo';
import { DEMO_CANDIDATES, DEMO_PASSWORD, DEMO_RECRUITERS } from '../../src/seed/demo-people';
import { toProfileResponse } from '../../src/services/accounts/profile-view';
import { createAdminAccount } from '../factories-admin';
import { bearer, buildTestApp, type TestContext } from '../helper';

let ctx: TestContext;
const log = { info: () => {} };
beforeAll(async () => {
  ctx = await buildTestApp();
  await seedDemoIfEmpty({ db: ctx.app.db, uploadDir: ctx.config.UPLOAD_DIR, log });
});
afterAll(() => ctx.close());

describe('demo seed', () => {
  it('adds recruiters, candidates, jobs and applications at various stages', async () => {
    expect(await ctx.app.db.$count(accounts, eq(accounts.role, 'recruiter'))).toBe(
      DEMO_RECRUITERS.length,
    );
    expect(await ctx.app.db.$count(accounts, eq(accounts.role, 'candidate'))).toBe(
      DEMO_CANDIDATES.length,
    );
    expect(await ctx.app.db.$count(jobs)).toBe(30);
    expect(await ctx.app.db.$count(jobIdReservations)).toBe(30);
    const statuses = new Set(
      (await ctx.app.db.select({ status: applications.status }).from(applications)).map(
        (row) => row.status,
      ),
    );
    expect(statuses.size).toBeGreaterThanOrEqual(3);
    expect(await ctx.app.db.$count(applicationStatusHistory)).toBeGreaterThan(
      await ctx.app.db.$count(applications),
    );
  });

  it('shows the job lifecycle: closed jobs, a job with a last day, a withdrawn application, recruiter notes', async () => {
    expect(await ctx.app.db.$count(jobs, eq(jobs.status, 'closed'))).toBe(2);
    const [dated] = await ctx.app.db.select().from(jobs).where(isNotNull(jobs.validThrough));
    expect(dated.validThrough! > new Date().toISOString().slice(0, 10)).toBe(true);
    const [withdrawn] = await ctx.app.db
      .select()
      .from(applications)
      .where(eq(applications.status, 'withdrawn'));
    const history = await ctx.app.db
      .select()
      .from(applicationStatusHistory)
      .where(eq(applicationStatusHistory.applicationId, withdrawn.id));
    expect(history.find((entry) => entry.toStatus === 'withdrawn')?.changedBy).toBe(
      withdrawn.candidateId,
    );
    expect(await ctx.app.db.$count(applicationNotes)).toBe(2);
  });

  it('has a conversation with an unread message and two interviews, seen through the API by the candidate they are with', async () => {
    const [application] = await ctx.app.db
      .select({ candidateId: applications.candidateId, jobId: applications.jobId })
      .from(applications)
      .where(isNotNull(applications.lastMessageAt));
    const [candidate] = await ctx.app.db
      .select({ username: accounts.username })
      .from(accounts)
      .where(eq(accounts.id, application.candidateId));
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/candidate/login',
      payload: { username: candidate.username, password: DEMO_PASSWORD },
    });
    const headers = bearer(login.json().accessToken);
    const threads = await ctx.app.inject({ method: 'GET', url: '/api/messages/threads', headers });
    expect(threads.json()).toEqual([
      expect.objectContaining({ jobID: application.jobId, unread: 1 }),
    ]);
    const [upcoming] = (
      await ctx.app.inject({ method: 'GET', url: '/api/interviews', headers })
    ).json() as { status: string; start: string | null }[];
    expect(upcoming).toMatchObject({ status: 'scheduled' });
    expect(Date.parse(upcoming.start!)).toBeGreaterThan(Date.now());
    const proposed = await ctx.app.db.$count(interviews, eq(interviews.status, 'proposed'));
    expect(proposed).toBe(1);
  });

  it('gives the first demo recruiter a company that holds their jobs, the newest asking screening questions', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/recruiter/login',
      payload: { username: DEMO_RECRUITERS[0].username, password: DEMO_PASSWORD },
    });
    const headers = bearer(login.json().accessToken);
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/companies/mine', headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      company: { name: DEMO_RECRUITERS[0].company },
      role: 'owner',
    });
    const page = await ctx.app.inject({
      method: 'GET',
      url: `/api/companies/${mine.json().company.slug}`,
    });
    expect(page.json().about).toMatch(/hiring/);
    const own = await ctx.app.inject({ method: 'GET', url: '/api/job/mine', headers });
    const ownJobs = own.json() as { jobID: string; company: { name: string } | null }[];
    expect(ownJobs.length).toBeGreaterThan(0);
    expect(ownJobs.every((job) => job.company?.name === DEMO_RECRUITERS[0].company)).toBe(true);
    const newest = await ctx.app.inject({
      method: 'GET',
      url: `/api/job/fetchIndividualJob/${ownJobs[0].jobID}`,
    });
    expect(newest.json().questions).toHaveLength(3);
    expect(newest.json().questions[0]).not.toHaveProperty('knockout');
  });

  it('fills the bell: each demo recruiter and candidate has notifications, the newest three unread, and queues no email', async () => {
    for (const { username } of [DEMO_RECRUITERS[0], DEMO_CANDIDATES[0]]) {
      const role = username === DEMO_RECRUITERS[0].username ? 'recruiter' : 'candidate';
      const login = await ctx.app.inject({
        method: 'POST',
        url: `/api/${role}/login`,
        payload: { username, password: DEMO_PASSWORD },
      });
      const list = await ctx.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: bearer(login.json().accessToken),
      });
      expect(list.statusCode).toBe(200);
      expect(list.json().unread).toBe(3);
      expect(list.json().items.length).toBeGreaterThan(3);
      expect(['application', 'withdrawal', 'status']).toContain(list.json().items[0].type);
      if (role === 'candidate')
        expect(list.json().items.every((item: { type: string }) => item.type === 'status')).toBe(
          true,
        );
    }
    expect(await ctx.app.queue.boss.getQueueSize('mail')).toBe(0);
    expect(await ctx.app.db.$count(savedSearches)).toBe(2);
  });

  it('gives every account a valid profile, a fitting username, the demo password and a served photo', async () => {
    const rows = await ctx.app.db.select().from(accounts);
    for (const row of rows) {
      expect(row.username.length).toBeLessThanOrEqual(
        maxUsernameLength(row.firstName, row.lastName),
      );
      const profile = toProfileResponse(row);
      const parsed = profileSchema.safeParse({
        ...profile,
        password: DEMO_PASSWORD,
        photo: `http://localhost${profile.photo}`,
      });
      expect(parsed.error?.issues ?? []).toEqual([]);
      expect(row.photo).toMatch(/^\/uploads\/demo-[a-z-]+\.webp$/);
      const photo = await ctx.app.inject({ method: 'GET', url: row.photo });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/webp');
    }
    expect(await verifyPassword(rows[0].passwordHash, DEMO_PASSWORD)).toBe(true);
  });

  it('serves the seeded jobs through the API and search', async () => {
    const list = await ctx.app.inject({ method: 'GET', url: '/api/job/fetch' });
    // The two closed jobs are not listed.
    expect(list.json()).toHaveLength(28);
    const search = await ctx.app.inject({
      method: 'GET',
      url: '/api/job/search?q=engineer&pageSize=5',
    });
    expect(search.json().total).toBeGreaterThan(5);
  });

  it('does nothing on a database that already has accounts', async () => {
    await seedDemoIfEmpty({ db: ctx.app.db, uploadDir: ctx.config.UPLOAD_DIR, log });
    expect(await ctx.app.db.$count(jobs)).toBe(30);
  });
});

describe('demo seed after an operator was made', () => {
  it('still seeds a database whose only account is an admin', async () => {
    const fresh = await buildTestApp();
    try {
      await createAdminAccount(fresh.app);
      await seedDemoIfEmpty({ db: fresh.app.db, uploadDir: fresh.config.UPLOAD_DIR, log });
      expect(await fresh.app.db.$count(jobs)).toBe(30);
    } finally {
      await fresh.close();
    }
  });
});
