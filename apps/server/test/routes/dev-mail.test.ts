import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../factories';
import { apply, postJob } from '../factories-jobs';
import { buildTestApp, type TestContext } from '../helper';
import { mailsOf } from '../mail-box';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ NODE_ENV: 'development' });
});
afterAll(() => ctx.close());

const get = (url: string, app = ctx.app) => app.inject({ method: 'GET', url });

describe('the development mail viewer', () => {
  it('lists the written emails newest first and shows each one (HTML part framed, text part), user text escaped', async () => {
    const recruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter');
    const candidate = await createAccount(ctx.app.db, ctx.config, 'candidate');
    const jobID = await postJob(ctx.app, recruiter, { designation: 'Viewer <b>Bold</b> Role' });
    expect((await apply(ctx.app, candidate, jobID)).statusCode).toBe(200);
    await mailsOf(ctx);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/candidate/password-reset',
      payload: { email: candidate.profile.email },
    });
    const [first, second] = await mailsOf(ctx);

    const list = await get('/api/dev/mail');
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.body.indexOf(second.file)).toBeLessThan(list.body.indexOf(first.file));
    expect(list.body).toContain(`href="/api/dev/mail/${first.file}"`);
    expect(list.body).toContain('New application for Viewer &lt;b&gt;Bold&lt;/b&gt; Role');
    expect(list.body).toContain(recruiter.profile.email);
    expect(list.body).not.toContain('<b>Bold</b>');

    const shown = await get(`/api/dev/mail/${first.file}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('<iframe sandbox');
    // The HTML part sits escaped in srcdoc, so its markup only renders inside the sandboxed frame.
    expect(shown.body).toMatch(/srcdoc="&lt;!doctype html&gt;/i);
    // The text part, escaped once.
    expect(shown.body).toMatch(
      /<pre>Hello [^<]*applied to your job Viewer &lt;b&gt;Bold&lt;\/b&gt; Role/,
    );
    expect(shown.body).not.toContain('<b>Bold</b>');
  });

  it('reads only files named as the mailer names them: anything else is 400, a missing one 404', async () => {
    for (const name of [
      '..%2F..%2Fetc%2Fpasswd',
      '..%2Fmail%2Fx.eml',
      'notes.txt',
      '.2026-01-01T00-00-00-000Z-abcdef12.eml.partial',
      '2026-01-01T00-00-00-000Z-ABCDEF12.eml',
    ]) {
      expect((await get(`/api/dev/mail/${name}`)).statusCode, name).toBe(400);
    }
    expect((await get('/api/dev/mail/2026-01-01T00-00-00-000Z-abcdef12.eml')).statusCode).toBe(404);
  });

  it('is not in the OpenAPI document', async () => {
    const document = (await get('/api/docs/json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths).filter((route) => route.startsWith('/api/dev'))).toEqual([]);
  });
});

describe('outside development, or with SMTP', () => {
  it('has no mail viewer', async () => {
    for (const overrides of [
      {},
      { NODE_ENV: 'development' as const, SMTP_URL: 'smtp://127.0.0.1:1' },
    ]) {
      const other = await buildTestApp({ ...overrides, QUEUE_WORKERS: false });
      try {
        expect((await get('/api/dev/mail', other.app)).statusCode).toBe(404);
      } finally {
        await other.close();
      }
    }
  });
});
