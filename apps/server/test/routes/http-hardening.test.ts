import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type CreatedAccount } from '../factories';
import { bearer, buildTestApp, type TestContext } from '../helper';

let ctx: TestContext;
let withCors: TestContext;
let candidate: CreatedAccount;
beforeAll(async () => {
  ctx = await buildTestApp();
  withCors = await buildTestApp({
    CORS_ORIGINS: ['https://client.example', 'http://localhost:5173'],
    TRUST_PROXY: true,
  });
  candidate = await createAccount(ctx.app.db, ctx.config, 'candidate');
});
afterAll(async () => {
  await ctx.close();
  await withCors.close();
});

describe('security headers', () => {
  it.each(['/api/health', '/api/job/search', '/api/no-such-route'])(
    '%s carries a strict policy',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
    },
  );

  it('sends HSTS only over HTTPS: behind a trusted proxy that says so, never on plain HTTP', async () => {
    const plain = await withCors.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await withCors.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(secure.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
    // Without TRUST_PROXY the header is the client's word, not the proxy's: no HSTS.
    const untrusted = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('cross-origin clients (CORS_ORIGINS)', () => {
  const preflight = (app: TestContext['app'], origin: string) =>
    app.inject({
      method: 'OPTIONS',
      url: '/api/candidate/dashboard',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });

  it('answers a listed origin’s preflight and requests, without credentials', async () => {
    const response = await preflight(withCors.app, 'https://client.example');
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('https://client.example');
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'authorization',
    );
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    const search = await withCors.app.inject({
      method: 'GET',
      url: '/api/job/search',
      headers: { origin: 'http://localhost:5173' },
    });
    expect(search.statusCode).toBe(200);
    expect(search.headers['access-control-allow-origin']).toBe('http://localhost:5173');
  });

  it('gives an unlisted origin no CORS headers, and is closed to every origin by default', async () => {
    for (const response of [
      await preflight(withCors.app, 'https://evil.example'),
      await preflight(ctx.app, 'https://client.example'),
    ]) {
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
    const search = await ctx.app.inject({
      method: 'GET',
      url: '/api/job/search',
      headers: { origin: 'https://client.example' },
    });
    expect(search.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('access tokens', () => {
  const sign = (claims: Record<string, unknown>, build: (jwt: SignJWT) => SignJWT) =>
    build(new SignJWT(claims).setProtectedHeader({ alg: 'HS256' })).sign(
      new TextEncoder().encode(ctx.config.JWT_SECRET),
    );
  // The candidate's own live session: these tests vary the token, not the session behind it.
  const claims = () => ({
    role: 'candidate',
    username: candidate.username,
    sid: decodeJwt(candidate.accessToken).sid,
  });
  const full = (jwt: SignJWT) =>
    jwt
      .setSubject(candidate.id)
      .setIssuer('jobhunter')
      .setAudience('candidate')
      .setIssuedAt()
      .setExpirationTime('5m');

  it('a complete token signed with our secret works', async () => {
    const token = await sign(claims(), full);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/candidate/dashboard',
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(200);
  });

  it.each([
    [
      'no exp',
      (jwt: SignJWT) =>
        jwt.setSubject(candidate.id).setIssuer('jobhunter').setAudience('candidate').setIssuedAt(),
    ],
    [
      'no iat',
      (jwt: SignJWT) =>
        jwt
          .setSubject(candidate.id)
          .setIssuer('jobhunter')
          .setAudience('candidate')
          .setExpirationTime('5m'),
    ],
    [
      'no issuer',
      (jwt: SignJWT) =>
        jwt.setSubject(candidate.id).setAudience('candidate').setIssuedAt().setExpirationTime('5m'),
    ],
    ['another issuer', (jwt: SignJWT) => full(jwt).setIssuer('someone-else')],
    [
      'no audience',
      (jwt: SignJWT) =>
        jwt.setSubject(candidate.id).setIssuer('jobhunter').setIssuedAt().setExpirationTime('5m'),
    ],
    [
      'no subject',
      (jwt: SignJWT) =>
        jwt.setIssuer('jobhunter').setAudience('candidate').setIssuedAt().setExpirationTime('5m'),
    ],
  ])('a token with %s is refused with 401, even signed with our secret', async (_case, build) => {
    const token = await sign(claims(), build);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/candidate/dashboard',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('username checks are rate-limited like registration', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await buildTestApp({ REGISTRATION_RATE_LIMIT: 2 });
  });
  afterAll(() => limited.close());

  it('answers 429 past REGISTRATION_RATE_LIMIT per minute from one address', async () => {
    const check = (username: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/recruiter/username/check',
        payload: { username },
        remoteAddress: '203.0.113.5',
      });
    expect((await check('free_name_1')).statusCode).toBe(200);
    expect((await check('free_name_2')).statusCode).toBe(200);
    const third = await check('free_name_3');
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(/^Too many attempts/);
  });
});
