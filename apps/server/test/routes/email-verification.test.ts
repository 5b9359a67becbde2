import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, emailVerifications } from '../../src/db/schema';
import { hashOpaqueToken } from '../../src/lib/opaque-token';
import { ROLES_UNDER_TEST, signedInAccount } from '../factories-accounts';
import { bearer, buildTestApp, type TestContext } from '../helper';
import { mailsOf, type ReadMail } from '../mail-box';

const VERIFIED = 'Email address verified';
const INVALID = 'This verification link is invalid or has expired';
const SUBJECT = 'Confirm your email address for JobHunter';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ LOGIN_RATE_LIMIT: 1000, REGISTRATION_RATE_LIMIT: 1000 });
});
afterAll(() => ctx.close());

/** The verification link in a mail's text part: its origin, role and token. */
function verifyLinkIn(mail: ReadMail) {
  const match = mail.text.match(
    /(\S+)\/verify-email\?role=(candidate|recruiter)&token=([A-Za-z0-9_-]+)/,
  );
  if (!match) throw new Error(`no verification link in ${mail.file}: ${mail.text}`);
  return { url: match[0], origin: match[1], role: match[2], token: match[3] };
}
async function verificationMailsTo(email: string) {
  return (await mailsOf(ctx, email)).filter((mail) => mail.subject === SUBJECT);
}
async function latestToken(email: string) {
  const mails = await verificationMailsTo(email);
  return verifyLinkIn(mails[mails.length - 1]).token;
}
const verify = (role: string, token: unknown) =>
  ctx.app.inject({ method: 'POST', url: `/api/${role}/verify-email`, payload: { token } });
const resend = (role: string, accessToken?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/${role}/verify-email/resend`,
    headers: accessToken ? bearer(accessToken) : {},
  });
async function dashboard(role: string, accessToken: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/${role}/dashboard`,
    headers: bearer(accessToken),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const rowsOf = (accountId: string) =>
  ctx.app.db.select().from(emailVerifications).where(eq(emailVerifications.accountId, accountId));
const unverified = (role: (typeof ROLES_UNDER_TEST)[number]) =>
  signedInAccount(ctx.app, role, {}, { emailVerified: false });

describe.each(ROLES_UNDER_TEST)('email verification of a %s', (role) => {
  const otherRole = role === 'candidate' ? 'recruiter' : 'candidate';

  it('registration emails a 7-day link; it confirms the address once, and the dashboard says so', async () => {
    const account = await unverified(role);
    const email = account.profile.email!;
    expect((await dashboard(role, account.accessToken)).emailVerified).toBe(false);

    const [mail] = await verificationMailsTo(email);
    const link = verifyLinkIn(mail);
    expect(link).toMatchObject({ origin: `http://localhost:${ctx.config.PORT}`, role });
    expect(mail.text).toContain('within 7 days');
    expect(mail.html).toContain(`href="${link.url.replace(/&/g, '&amp;')}"`);
    const [row] = await rowsOf(account.account.id);
    expect(row).toMatchObject({ tokenHash: hashOpaqueToken(link.token), email });
    const days = (row.expiresAt.getTime() - row.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);

    // The link of one role does not confirm an account of the other, and is not used up by trying.
    const wrongRole = await verify(otherRole, link.token);
    expect(wrongRole.statusCode).toBe(400);
    expect(wrongRole.json().message).toBe(INVALID);

    const confirmed = await verify(role, link.token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ message: VERIFIED });
    expect((await dashboard(role, account.accessToken)).emailVerified).toBe(true);
    expect(await rowsOf(account.account.id)).toEqual([]);

    const again = await verify(role, link.token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(INVALID);
  });

  it('refuses an unknown, an expired or a malformed token with one 400, changing nothing', async () => {
    const account = await unverified(role);
    const token = await latestToken(account.profile.email!);
    for (const bad of ['not-a-token', '', 42, 'x'.repeat(201)]) {
      const response = await verify(role, bad);
      expect(response.statusCode, String(bad)).toBe(400);
      expect(response.json().message).toBe(INVALID);
    }
    await ctx.app.db
      .update(emailVerifications)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailVerifications.accountId, account.account.id));
    expect((await verify(role, token)).statusCode).toBe(400);
    expect((await dashboard(role, account.accessToken)).emailVerified).toBe(false);
  });

  it('two uses of one link at once confirm it once', async () => {
    const account = await unverified(role);
    const token = await latestToken(account.profile.email!);
    const answers = await Promise.all([verify(role, token), verify(role, token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect((await dashboard(role, account.accessToken)).emailVerified).toBe(true);
  });

  it('an email change unconfirms the address, voids the old links and emails the new address a link', async () => {
    const account = await signedInAccount(ctx.app, role);
    const oldToken = await latestToken(account.profile.email!);
    expect((await dashboard(role, account.accessToken)).emailVerified).toBe(true);

    const newEmail = `changed.${account.username}@example.com`;
    const change = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/${role}/profile`,
      headers: bearer(account.accessToken),
      payload: { email: newEmail },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(change.json()).toMatchObject({ email: newEmail, emailVerified: false });
    expect((await dashboard(role, account.accessToken)).emailVerified).toBe(false);

    expect((await verify(role, oldToken)).statusCode).toBe(400);
    const [mail] = await verificationMailsTo(newEmail);
    expect((await verify(role, verifyLinkIn(mail).token)).statusCode).toBe(200);
    expect((await dashboard(role, account.accessToken)).emailVerified).toBe(true);
  });

  it('an edit that keeps the address (in any letter case) keeps it confirmed and sends nothing', async () => {
    const account = await signedInAccount(ctx.app, role);
    const email = account.profile.email!;
    const before = (await verificationMailsTo(email)).length;
    const change = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/${role}/profile`,
      headers: bearer(account.accessToken),
      payload: { email: email.toUpperCase(), firstName: 'Renamed' },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(change.json().emailVerified).toBe(true);
    expect(await verificationMailsTo(email)).toHaveLength(before);
  });

  it('sends a fresh link on request (older ones keep working), at most 3 an hour', async () => {
    const account = await unverified(role);
    const email = account.profile.email!;
    const first = await latestToken(email);

    expect((await resend(role)).statusCode).toBe(401);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await resend(role, account.accessToken);
      expect(response.statusCode, response.body).toBe(202);
    }
    const refused = await resend(role, account.accessToken);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts/);
    const mails = await verificationMailsTo(email);
    expect(mails).toHaveLength(4);
    expect(new Set(mails.map((mail) => verifyLinkIn(mail).token)).size).toBe(4);
    expect(await rowsOf(account.account.id)).toHaveLength(4);

    // Another account's limit is its own.
    const other = await unverified(role);
    expect((await resend(role, other.accessToken)).statusCode).toBe(202);

    expect((await verify(role, first)).statusCode).toBe(200);
  });

  it('refuses a resend once the address is confirmed (409), and one with the other role’s token (403)', async () => {
    const account = await signedInAccount(ctx.app, role);
    const response = await resend(role, account.accessToken);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Your email address is already verified');
    expect((await resend(otherRole, account.accessToken)).statusCode).toBe(403);
  });

  it('public profile reads say nothing about it', async () => {
    const account = await unverified(role);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/${role}/fetch/${account.username}`,
      headers: bearer(account.accessToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).not.toHaveProperty('emailVerified');
  });

  it('an unconfirmed account still logs in and works', async () => {
    const account = await unverified(role);
    const [row] = await ctx.app.db
      .select({ emailVerifiedAt: accounts.emailVerifiedAt })
      .from(accounts)
      .where(eq(accounts.id, account.account.id));
    expect(row.emailVerifiedAt).toBeNull();
    const login = await ctx.app.inject({
      method: 'POST',
      url: `/api/${role}/login`,
      payload: { username: account.username, password: account.password },
    });
    expect(login.statusCode).toBe(200);
    expect((await dashboard(role, account.accessToken)).username).toBe(account.username);
  });
});
