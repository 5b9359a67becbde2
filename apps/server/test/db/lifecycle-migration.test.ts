import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { applications, jobs } from '../../src/db/schema';
import { emptyDatabase, migrateFirst } from './partial-migrations';

/** The job-lifecycle migration (0006) on a database that already has jobs and applications. */
const BEFORE_LIFECYCLE = 6;

let database: DatabaseHandle;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ handle: database, dispose } = await emptyDatabase());
  await migrateFirst(database, BEFORE_LIFECYCLE);
});
afterAll(() => dispose?.());

it('leaves old jobs open with no last day, last updated when posted; applications may then be withdrawn', async () => {
  const db = database.db;
  const accountId = randomUUID();
  // Raw SQL: the tables as they were then, not as the schema module describes them now.
  await db.execute(
    sql`insert into usernames (username, role, password_hash) values ('oldrecruiter', 'recruiter', 'x')`,
  );
  await db.execute(sql`
    insert into accounts (id, role, username, password_hash, first_name, last_name, title, one_liner_intro, number, email,
      gender, introduction, photo, tenth_standard_education, twelth_standard_education, college_education,
      internship_experience, certificate_courses, work_experience, core_skills, current_job)
    values (${accountId}, 'recruiter', 'oldrecruiter', 'x', 'Old', 'Recruiter', 't', 'o', '+1 555 0000', 'old@example.com', 'male', 'i',
      'https://example.com/p.png', '{}', '{}', '[]', '[]', '[]', '[]', '["x"]', '{"company":"Old Co"}')`);
  await db.execute(sql`
    insert into jobs (job_id, recruiter_id, username, name, email, company_name, designation, job_location, work_environment,
      type_of_employment, is_fresher_eligible, is_visa_sponsored, experience_required_in_months, min_ctc, max_ctc,
      job_description, skills_required, required_languages, perks_and_benefits, degree_required, bond, search_vector, created_at)
    values ('OLD001', ${accountId}, 'oldrecruiter', 'Old', 'old@example.com', 'Old Co', 'Clerk', '{}', 'Remote', 'Full-time',
      false, false, '', '', '', '', '{}', '{}', '', '{}', '', to_tsvector('english', 'Clerk'), '2021-03-04T05:06:07Z')`);
  await db.execute(
    sql`insert into applications (job_id, candidate_id) values ('OLD001', ${accountId})`,
  );

  await runMigrations(database);

  const [job] = await db.select().from(jobs).where(eq(jobs.jobId, 'OLD001'));
  expect(job).toMatchObject({ status: 'open', validThrough: null, closedAt: null });
  expect(job.updatedAt.toISOString()).toBe('2021-03-04T05:06:07.000Z');
  await db
    .update(applications)
    .set({ status: 'withdrawn' })
    .where(eq(applications.jobId, 'OLD001'));
  await expect(
    db
      .update(jobs)
      .set({ status: 'archived' as 'closed' })
      .where(eq(jobs.jobId, 'OLD001')),
  ).rejects.toThrow();
});
