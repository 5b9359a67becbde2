import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../../src/db/schema';
import { loginViaApi, ROLES_UNDER_TEST, signedInAccount } from '../factories-accounts';
import { bearer, buildTestApp, type TestContext } from '../helper';
import { mailsOf, resetLinkIn } from '../mail-box';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ LOGIN_RATE_LIMIT: 1000 });
});
afterAll(() => ctx.close());

/** The reset emails to an address (registration also sends each account its verification link). */
const resetMailsOf = async (context: TestContext, to: string) =>
  (await mailsOf(context, to)).filter((mail) => mail.subject === 'Reset your JobHunter password');

const NEW_PASSWORD = 'reset-to-this-password';
const ACCEPTED = 'If an account has that email, we have sent it a link to reset the password.';
const INVALID_LINK =
  'This password reset link is invalid, expired or already used. Please ask for a new one.';

describe.each(ROLES_UNDER_TEST)('%s password reset', (role) => {
  const base = `/api/${role}`;
  const otherRole = role === 'candidate' ? 'recruiter' : 'candidate';
  const requestReset = (email: unknown, remoteAddress = '127.0.0.1', app = ctx.app) =>
    app.inject({
      method: 'POST',
      url: `${base}/password-reset`,
      payload: { email },
      remoteAddress,
    });
  const confirm = (payload: object, at = role) =>
    ctx.app.inject({ method: 'POST', url: `/api/${at}/password-reset/confirm`, payload });
  const login = (username: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: `${base}/login`, payload: { username, password } });
  /** Asks for a reset for the account's address and returns the token of the link it was emailed. */
  async function emailedToken(email: string) {
    expect((await requestReset(email)).statusCode).toBe(202);
    const mails = await resetMailsOf(ctx, email);
    return resetLinkIn(mails[mails.length - 1]).token;
  }

  it('emails a 30-minute single-use link to the account; confirming sets the password and ends every login', async () => {
    const account = await signedInAccount(ctx.app, role);
    const other = await loginViaApi(ctx.app, role, account.username, account.password);
    const email = account.profile.email!;

    const response = await requestReset(email.toUpperCase());
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: ACCEPTED });

    const mails = await resetMailsOf(ctx, email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Reset your JobHunter password');
    const link = resetLinkIn(mails[0]);
    expect(link).toMatchObject({ origin: `http://localhost:${ctx.config.PORT}`, role });
    expect(mails[0].text).toContain('within 30 minutes');
    expect(mails[0].html).toContain(`href="${link.url.replace(/&/g, '&amp;')}"`);

    const confirmed = await confirm({ token: link.token, newPassword: NEW_PASSWORD });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({
      message: 'Password reset successfully. Please log in with your new password.',
    });

    for (const session of [account, other]) {
      expect(
        (
          await ctx.app.inject({
            method: 'GET',
            url: `${base}/dashboard`,
            headers: bearer(session.accessToken),
          })
        ).statusCode,
      ).toBe(401);
      expect(
        (
          await ctx.app.inject({
            method: 'POST',
            url: `${base}/refresh-token`,
            payload: { refreshToken: session.refreshToken },
          })
        ).statusCode,
      ).toBe(403);
    }
    expect((await login(account.username, account.password)).statusCode).toBe(401);
    expect((await login(account.username, NEW_PASSWORD)).statusCode).toBe(200);

    const reused = await confirm({ token: link.token, newPassword: 'yet-another-password' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ message: INVALID_LINK });
    expect((await login(account.username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers an unknown address exactly as a known one, and emails nobody', async () => {
    const account = await signedInAccount(ctx.app, role);
    const known = await requestReset(account.profile.email, '10.1.0.1');
    const nobody = `nobody.${account.username}@example.com`;
    const unknown = await requestReset(nobody, '10.1.0.2');
    const otherRoles = await signedInAccount(ctx.app, otherRole);
    const wrongRole = await requestReset(otherRoles.profile.email, '10.1.0.3');
    for (const response of [unknown, wrongRole]) {
      expect(response.statusCode).toBe(known.statusCode);
      expect(response.body).toBe(known.body);
      expect(Object.keys(response.headers).sort()).toEqual(Object.keys(known.headers).sort());
      expect(response.headers['content-length']).toBe(known.headers['content-length']);
    }
    expect(await resetMailsOf(ctx, nobody)).toEqual([]);
    expect(await resetMailsOf(ctx, otherRoles.profile.email)).toEqual([]);
    expect(await resetMailsOf(ctx, account.profile.email)).toHaveLength(1);
  });

  it('stores only the hash of the token', async () => {
    const account = await signedInAccount(ctx.app, role);
    const token = await emailedToken(account.profile.email!);
    const rows = await ctx.app.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.accountId, account.account.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('answers 400 for an expired link and changes nothing', async () => {
    const account = await signedInAccount(ctx.app, role);
    const token = await emailedToken(account.profile.email!);
    await ctx.app.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.accountId, account.account.id));
    const response = await confirm({ token, newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: INVALID_LINK });
    expect((await login(account.username, account.password)).statusCode).toBe(200);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `${base}/dashboard`,
          headers: bearer(account.accessToken),
        })
      ).statusCode,
    ).toBe(200);
  });

  it('answers 400 for a made-up token or one of the other role, without spending the latter', async () => {
    const account = await signedInAccount(ctx.app, role);
    const token = await emailedToken(account.profile.email!);
    expect((await confirm({ token: 'made-up-token', newPassword: NEW_PASSWORD })).json()).toEqual({
      message: INVALID_LINK,
    });
    const elsewhere = await confirm({ token, newPassword: NEW_PASSWORD }, otherRole);
    expect(elsewhere.statusCode).toBe(400);
    expect((await confirm({ token, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('spends every outstanding link of the account once one is used', async () => {
    const account = await signedInAccount(ctx.app, role);
    const first = await emailedToken(account.profile.email!);
    const second = await emailedToken(account.profile.email!);
    expect((await confirm({ token: second, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    expect(
      (await confirm({ token: first, newPassword: 'someone-elses-password' })).statusCode,
    ).toBe(400);
  });

  it('lets only one of two simultaneous confirmations with one token win', async () => {
    const account = await signedInAccount(ctx.app, role);
    const token = await emailedToken(account.profile.email!);
    const responses = await Promise.all([
      confirm({ token, newPassword: 'first-new-password' }),
      confirm({ token, newPassword: 'second-new-password' }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400]);
  });

  it('sends an address at most 3 reset emails an hour, still answering 202', async () => {
    const account = await signedInAccount(ctx.app, role);
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await requestReset(account.profile.email)).statusCode).toBe(202);
    expect(await resetMailsOf(ctx, account.profile.email)).toHaveLength(3);
    // An hour later the address may get another.
    await ctx.app.db
      .update(passwordResetTokens)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(eq(passwordResetTokens.accountId, account.account.id));
    await requestReset(account.profile.email);
    expect(await resetMailsOf(ctx, account.profile.email)).toHaveLength(4);
  });

  it('answers 400 with errors for invalid input', async () => {
    for (const email of [undefined, '', 'not-an-email', 42]) {
      const response = await requestReset(email);
      expect(response.statusCode, String(email)).toBe(400);
      expect(response.json()).toMatchObject({
        message: expect.any(String),
        errors: expect.any(Array),
      });
    }
    for (const payload of [
      {},
      { token: 'abc' },
      { token: 'abc', newPassword: 'short' },
      { token: '', newPassword: NEW_PASSWORD },
    ]) {
      const response = await confirm(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({
        message: expect.any(String),
        errors: expect.any(Array),
      });
    }
  });
});

describe('password reset, as configured', () => {
  let limited: TestContext;
  /** Sends waiting for the test to let them go on. */
  const waiting: (() => void)[] = [];
  const log: string[] = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        log.push(String(chunk));
        done();
      },
    });
    limited = await buildTestApp(
      {
        PASSWORD_RESET_RATE_LIMIT: 2,
        PUBLIC_URL: 'https://jobs.example.com/',
        LOGIN_RATE_LIMIT: 1000,
        LOG_LEVEL: 'error',
      },
      {
        logStream,
        // Sending waits until the test says so: proves the 202 never waits for it.
        beforeReady: (app) => {
          const send = app.mailer.send.bind(app.mailer);
          app.mailer.send = async (message) => {
            if (!message.subject.startsWith('Reset')) return send(message);
            await new Promise<void>((resolve) => waiting.push(resolve));
            if (message.to.startsWith('fails')) throw new Error('SMTP server said no');
            return send(message);
          };
        },
      },
    );
  });
  afterAll(() => limited.close());

  it('answers 202 before the email is sent, links to PUBLIC_URL, and logs a failed send', async () => {
    const account = await signedInAccount(limited.app, 'candidate');
    const response = await limited.app.inject({
      method: 'POST',
      url: '/api/candidate/password-reset',
      payload: { email: account.profile.email },
    });
    // Answered while the email is still waiting to go out.
    expect(response.statusCode).toBe(202);
    await waitFor(() => waiting.length === 1);
    waiting.shift()!();
    const [mail] = await resetMailsOf(limited, account.profile.email);
    expect(resetLinkIn(mail).origin).toBe('https://jobs.example.com');

    const failing = await signedInAccount(limited.app, 'candidate', {
      email: 'fails.to.send@example.com',
    });
    const second = await limited.app.inject({
      method: 'POST',
      url: '/api/candidate/password-reset',
      payload: { email: failing.profile.email },
    });
    expect(second.statusCode).toBe(202);
    await waitFor(() => waiting.length === 1);
    waiting.shift()!();
    await limited.app.backgroundTasks.idle();
    expect(log.join('')).toContain('background task failed');
    expect(log.join('')).not.toContain('fails.to.send@example.com');
  });

  it('answers 429 past PASSWORD_RESET_RATE_LIMIT per minute from one client', async () => {
    const ask = (remoteAddress: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/recruiter/password-reset',
        payload: { email: 'someone@example.com' },
        remoteAddress,
      });
    expect((await ask('203.0.113.5')).statusCode).toBe(202);
    expect((await ask('203.0.113.5')).statusCode).toBe(202);
    const refused = await ask('203.0.113.5');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts/);
    expect((await ask('203.0.113.6')).statusCode).toBe(202);
  });
});

/** Polls a condition the background queue makes true, without depending on how fast the machine is. */
async function waitFor(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}
