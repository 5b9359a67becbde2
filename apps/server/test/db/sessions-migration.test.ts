import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { refreshTokens, sessions } from '../../src/db/schema';
import { emptyDatabase, migrateFirst } from './partial-migrations';

/**
 * The sessions migration (0003) on a database that already has logins: each refresh-token family
 * becomes a session with the family's id, which live access tokens carry as `sid`.
 */
const BEFORE_SESSIONS = 3;

let database: DatabaseHandle;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ handle: database, dispose } = await emptyDatabase());
  await migrateFirst(database, BEFORE_SESSIONS);
});
afterAll(() => dispose?.());

it('turns every refresh-token family into a session, live only while it could still be refreshed', async () => {
  const db = database.db;
  await db.execute(
    sql`insert into usernames (username, role, password_hash) values ('olduser', 'candidate', 'x')`,
  );
  // Raw SQL: the accounts table as it was then, not as the schema module describes it now.
  const accountId = randomUUID();
  await db.execute(sql`
    insert into accounts (id, role, username, password_hash, first_name, last_name, title, one_liner_intro, number, email,
      gender, introduction, photo, tenth_standard_education, twelth_standard_education, college_education,
      internship_experience, certificate_courses, work_experience, core_skills, current_job)
    values (${accountId}, 'candidate', 'olduser', 'x', 'Old', 'User', 't', 'o', '+1 555 0000', 'old@example.com', 'Male', 'i',
      'https://example.com/p.png', '{}', '{}', '[]', '[]', '[]', '[]', '["x"]', '{}')`);
  const [live, loggedOut, expired] = [randomUUID(), randomUUID(), randomUUID()];
  const token = (family: string, hash: string, extra: string) =>
    db.execute(
      sql.raw(`insert into refresh_tokens (account_id, family_id, token_hash, expires_at, used_at, revoked_at)
      values ('${accountId}', '${family}', '${hash}', ${extra})`),
    );
  // A login refreshed once: its first token used, the second current.
  await token(live, 'h1', `now() + interval '1 day', now(), null`);
  await token(live, 'h2', `now() + interval '1 day', null, null`);
  await token(loggedOut, 'h3', `now() + interval '1 day', null, now()`);
  await token(expired, 'h4', `now() - interval '1 day', null, null`);

  await runMigrations(database);

  const rows = await db
    .select({
      id: sessions.id,
      accountId: sessions.accountId,
      live: sql<boolean>`${sessions.revokedAt} is null`,
    })
    .from(sessions);
  const byId = new Map(rows.map((row) => [row.id, row]));
  expect(byId.size).toBe(3);
  expect(byId.get(live)).toMatchObject({ accountId, live: true });
  expect(byId.get(loggedOut)).toMatchObject({ live: false });
  expect(byId.get(expired)).toMatchObject({ live: false });
  const [current] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, 'h2'));
  expect(current.sessionId).toBe(live);
});
