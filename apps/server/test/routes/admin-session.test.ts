import { moderationMessages } from '@jobhunter/shared';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAccessToken } from '../../src/lib/access-token';
import { recordAudit } from '../../src/services/moderation/audit';
import { signedInAccount } from '../factories-accounts';
import {
  adminLogin,
  adminToken,
  createAdminAccount,
  setSuspended,
  type AdminAccount,
} from '../factories-admin';
import { bearer, buildTestApp, type TestContext } from '../helper';

let ctx: TestContext;
let admin: AdminAccount;
beforeAll(async () => {
  ctx = await buildTestApp({ LOGIN_RATE_LIMIT: 1000 });
  admin = await createAdminAccount(ctx.app);
});
afterAll(() => ctx.close());

const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload });
const get = (url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('POST /api/admin/login', () => {
  it('answers 200 with both tokens and the admin, whose token is an admin’s', async () => {
    const response = await post('/api/admin/login', {
      username: admin.username.toUpperCase(),
      password: admin.password,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['accessToken', 'admin', 'refreshToken']);
    expect(body.admin).toEqual({ username: admin.username });
    expect(await verifyAccessToken(body.accessToken, ctx.config.JWT_SECRET)).toMatchObject({
      accountId: admin.id,
      username: admin.username,
      role: 'admin',
    });
    expect(decodeJwt(body.accessToken).aud).toBe('admin');
  });

  it('answers 401 with the members’ wording for a wrong password and an unknown admin alike', async () => {
    for (const payload of [
      { username: admin.username, password: 'not-the-password' },
      { username: 'nobody.here', password: admin.password },
    ]) {
      const response = await post('/api/admin/login', payload);
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json()).toEqual({ message: 'Incorrect Password' });
    }
  });

  it('refuses a member’s credentials, and a member login refuses an admin’s', async () => {
    const candidate = await signedInAccount(ctx.app, 'candidate');
    const asAdmin = await post('/api/admin/login', {
      username: candidate.username,
      password: candidate.password,
    });
    expect(asAdmin.statusCode).toBe(401);
    const asCandidate = await post('/api/candidate/login', {
      username: admin.username,
      password: admin.password,
    });
    expect(asCandidate.statusCode).toBe(404);
  });

  it('answers 400 for a body without a password', async () => {
    const response = await post('/api/admin/login', { username: admin.username });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invalid data entered');
  });
});

describe('POST /api/admin/refresh-token', () => {
  it('trades a refresh token for a new pair once; reusing it ends the session', async () => {
    const session = await adminLogin(ctx.app, admin.username, admin.password);
    const first = await post('/api/admin/refresh-token', { refreshToken: session.refreshToken });
    expect(first.statusCode, first.body).toBe(200);
    const pair = first.json();
    expect(Object.keys(pair).sort()).toEqual(['accessToken', 'refreshToken']);
    expect((await get('/api/admin/audit', pair.accessToken)).statusCode).toBe(200);

    const again = await post('/api/admin/refresh-token', { refreshToken: session.refreshToken });
    expect(again.statusCode).toBe(403);
    expect((await get('/api/admin/audit', pair.accessToken)).statusCode).toBe(401);
  });

  it('refuses a member’s refresh token (403) and a missing one (401)', async () => {
    const candidate = await signedInAccount(ctx.app, 'candidate');
    const member = await post('/api/admin/refresh-token', { refreshToken: candidate.refreshToken });
    expect(member.statusCode).toBe(403);
    expect(member.json().message).toBe('Invalid refresh token');
    expect((await post('/api/admin/refresh-token', {})).statusCode).toBe(401);
  });
});

describe('GET /api/admin/audit', () => {
  it('lists what admins did, newest first, to an admin', async () => {
    const actor = { accountId: admin.id, username: admin.username };
    await recordAudit(ctx.app.db, {
      admin: actor,
      action: 'job.hide',
      target: 'job:ABC123',
      reason: 'Scam',
    });
    await recordAudit(ctx.app.db, { admin: actor, action: 'job.unhide', target: 'job:ABC123' });
    const response = await get('/api/admin/audit', admin.accessToken);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().slice(0, 2)).toEqual([
      {
        at: expect.any(String),
        admin: admin.username,
        action: 'job.unhide',
        target: 'job:ABC123',
        reason: '',
      },
      {
        at: expect.any(String),
        admin: admin.username,
        action: 'job.hide',
        target: 'job:ABC123',
        reason: 'Scam',
      },
    ]);
  });

  it('answers 401 without a live token and 403 to a member', async () => {
    expect((await get('/api/admin/audit')).statusCode).toBe(401);
    expect((await get('/api/admin/audit', await adminToken(ctx.app, admin, -60))).statusCode).toBe(
      401,
    );
    const recruiter = await signedInAccount(ctx.app, 'recruiter');
    const member = await get('/api/admin/audit', recruiter.accessToken);
    expect(member.statusCode).toBe(403);
    expect(member.json().message).toBe('Only a signed-in admin can do this');
  });
});

describe('an admin’s token on the members’ routes', () => {
  it('opens no member route: 403 on role and signed-in routes', async () => {
    for (const url of [
      '/api/candidate/dashboard',
      '/api/recruiter/dashboard',
      '/api/notifications/',
    ]) {
      const response = await get(url, admin.accessToken);
      expect(response.statusCode, `${url} ${response.body}`).toBe(403);
      expect(response.json().message).toBe('An admin account cannot do this');
    }
  });

  it('browses public pages as a signed-out visitor: no contact details', async () => {
    const candidate = await signedInAccount(ctx.app, 'candidate');
    const url = `/api/candidate/fetch/${candidate.username}`;
    const asAdmin = await get(url, admin.accessToken);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toEqual((await get(url)).json());
    expect((await get(url, candidate.accessToken)).json().email).toBe(candidate.profile.email);
    expect(asAdmin.json().email).not.toBe(candidate.profile.email);
  });
});

describe('a suspended admin', () => {
  it('cannot log in, and its token stops working', async () => {
    const other = await createAdminAccount(ctx.app);
    await setSuspended(ctx.app, other.id, true);
    expect((await get('/api/admin/audit', other.accessToken)).statusCode).toBe(401);
    const login = await post('/api/admin/login', {
      username: other.username,
      password: other.password,
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(moderationMessages.accountSuspended);
    await setSuspended(ctx.app, other.id, false);
    await adminLogin(ctx.app, other.username, other.password);
  });
});
