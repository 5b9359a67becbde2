import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema';
import {
  createAccount,
  recruiterCurrentJob as currentJob,
  type CreatedAccount,
} from '../factories';
import { postJob } from '../factories-jobs';
import { bearer, buildTestApp, type TestContext } from '../helper';

const PAGE_SIZE = 3;
const HOST = 'jobs.example.org';

let ctx: TestContext;
let open: string[];
let closed: string;
let expired: string;
let recruiters: CreatedAccount[];
let candidate: CreatedAccount;
const EDITED_AT = new Date('2025-03-04T05:06:07.089Z');

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { host: HOST, ...headers } });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

beforeAll(async () => {
  ctx = await buildTestApp({ SITEMAP_PAGE_SIZE: PAGE_SIZE });
  recruiters = [
    await createAccount(ctx.app.db, ctx.config, 'recruiter', {
      current_job: currentJob('Acme & Sons'),
    }),
    await createAccount(ctx.app.db, ctx.config, 'recruiter', {
      current_job: currentJob('ACME & sons'),
    }),
    await createAccount(ctx.app.db, ctx.config, 'recruiter', {
      current_job: currentJob('Beta Works'),
    }),
  ];
  candidate = await createAccount(ctx.app.db, ctx.config, 'candidate');
  const posted: string[] = [];
  for (let index = 0; index < 9; index += 1)
    posted.push(await postJob(ctx.app, recruiters[index % 2]));
  // Three share one created_at, so the files' boundaries must fall between jobs of the same instant.
  const instants = [
    '2024-01-01',
    '2024-01-02',
    '2024-01-02',
    '2024-01-02',
    '2024-01-03',
    '2024-01-04',
    '2024-01-05',
    '2024-01-06',
    '2024-01-07',
  ];
  for (const [index, jobID] of posted.entries()) {
    await ctx.app.db
      .update(jobs)
      .set({ createdAt: new Date(`${instants[index]}T12:00:00.123456Z`) })
      .where(eq(jobs.jobId, jobID));
  }
  [closed, expired] = [posted[2], posted[6]];
  const close = await ctx.app.inject({
    method: 'POST',
    url: `/api/job/${closed}/close`,
    headers: bearer(recruiters[0].accessToken),
  });
  expect(close.statusCode, close.body).toBe(200);
  // A last day in the past cannot be sent through the API.
  await ctx.app.db.update(jobs).set({ validThrough: '2020-01-01' }).where(eq(jobs.jobId, expired));
  open = posted.filter((jobID) => jobID !== closed && jobID !== expired);
  await ctx.app.db.update(jobs).set({ updatedAt: EDITED_AT }).where(eq(jobs.jobId, open[0]));
});
afterAll(() => ctx.close());

describe('GET /sitemap.xml', () => {
  it('is a sitemap index of pages.xml, the company, job and recruiter files, at most PAGE_SIZE URLs each', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    // 2 companies (Acme & Sons in two spellings is one), 9 jobs → 3 files, 3 recruiters → 1 file.
    expect(locs(response.body)).toEqual(
      [
        'pages.xml',
        'companies-1.xml',
        'jobs-1.xml',
        'jobs-2.xml',
        'jobs-3.xml',
        'recruiters-1.xml',
      ].map((file) => `http://${HOST}/sitemaps/${file}`),
    );
  });

  it('takes the origin from X-Forwarded-* behind a trusted proxy only, from PUBLIC_URL over both, and XML-escapes it', async () => {
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'proxy.example.net' };
    expect(locs((await get('/sitemap.xml', forwarded)).body)[0]).toBe(
      `http://${HOST}/sitemaps/pages.xml`,
    );
    const behindProxy = await buildTestApp({ TRUST_PROXY: true });
    const configured = await buildTestApp({
      TRUST_PROXY: true,
      PUBLIC_URL: "https://example.com/it's&<jobs>/",
    });
    try {
      const viaProxy = await behindProxy.app.inject({
        method: 'GET',
        url: '/sitemap.xml',
        headers: forwarded,
      });
      expect(locs(viaProxy.body)[0]).toBe('https://proxy.example.net/sitemaps/pages.xml');
      const viaConfig = await configured.app.inject({
        method: 'GET',
        url: '/sitemap.xml',
        headers: forwarded,
      });
      expect(viaConfig.body).toContain(
        '<sitemap><loc>https://example.com/it&apos;s&amp;&lt;jobs&gt;/sitemaps/pages.xml</loc></sitemap>',
      );
      const pages = await configured.app.inject({ method: 'GET', url: '/sitemaps/pages.xml' });
      expect(pages.body).toContain(
        '<url><loc>https://example.com/it&apos;s&amp;&lt;jobs&gt;/AllJobs</loc></url>',
      );
      expect(pages.body).not.toContain('<jobs>');
    } finally {
      await Promise.all([behindProxy.close(), configured.close()]);
    }
  });
});

describe('GET /sitemaps/{file}', () => {
  it('pages.xml lists the public pages', async () => {
    const response = await get('/sitemaps/pages.xml');
    expect(response.statusCode).toBe(200);
    expect(locs(response.body)).toEqual(
      ['/', '/AllJobs', '/Companies', '/TopRecruiters', '/ExceptionalCandidates'].map(
        (path) => `http://${HOST}${path}`,
      ),
    );
  });

  it('the jobs files hold every open job once, at most PAGE_SIZE each, with lastmod from updatedAt; closed and expired jobs are left out', async () => {
    const files = await Promise.all([1, 2, 3].map((page) => get(`/sitemaps/jobs-${page}.xml`)));
    for (const file of files) {
      expect(file.statusCode, file.body).toBe(200);
      expect(file.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(file.headers['cache-control']).toBe('public, max-age=3600');
      expect(file.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    }
    // Files are cut every PAGE_SIZE jobs, oldest first (one instant's jobs by job ID descending, the
    // index's backward order), counting closed ones, which are then left out.
    const all = await ctx.app.db
      .select({ jobId: jobs.jobId, createdAt: jobs.createdAt })
      .from(jobs);
    const ordered = all
      .sort(
        (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || b.jobId.localeCompare(a.jobId),
      )
      .map((job) => job.jobId);
    const expected = [0, 1, 2].map((file) =>
      ordered
        .slice(file * PAGE_SIZE, (file + 1) * PAGE_SIZE)
        .filter((jobID) => open.includes(jobID))
        .map((jobID) => `http://${HOST}/Job/${jobID}`),
    );
    expect(files.map((file) => locs(file.body))).toEqual(expected);
    const listed = expected.flat();
    expect(listed).toHaveLength(open.length);
    expect(listed).not.toContain(`http://${HOST}/Job/${closed}`);
    expect(listed).not.toContain(`http://${HOST}/Job/${expired}`);

    const body = files.map((file) => file.body).join('');
    expect(body).toContain(
      `<url><loc>http://${HOST}/Job/${open[0]}</loc><lastmod>${EDITED_AT.toISOString()}</lastmod></url>`,
    );
    const [{ updatedAt }] = await ctx.app.db
      .select({ updatedAt: jobs.updatedAt })
      .from(jobs)
      .where(eq(jobs.jobId, open[1]));
    expect(body).toContain(
      `<loc>http://${HOST}/Job/${open[1]}</loc><lastmod>${updatedAt.toISOString()}</lastmod>`,
    );
  });

  it('a job posted after the index was built is in the last file', async () => {
    await get('/sitemap.xml');
    const jobID = await postJob(ctx.app, recruiters[2]);
    expect(locs((await get('/sitemaps/jobs-3.xml')).body)).toContain(`http://${HOST}/Job/${jobID}`);
  });

  it('companies by slug and recruiters by username; candidates never', async () => {
    const companies = await get('/sitemaps/companies-1.xml');
    expect(companies.statusCode).toBe(200);
    expect(locs(companies.body)).toEqual([
      `http://${HOST}/Company/acme-sons`,
      `http://${HOST}/Company/beta-works`,
    ]);
    const people = await get('/sitemaps/recruiters-1.xml');
    expect(people.statusCode).toBe(200);
    expect(locs(people.body)).toEqual(
      recruiters.map((recruiter) => `http://${HOST}/Recruiter/${recruiter.username}`).sort(),
    );
    expect(people.body).not.toContain(candidate.username);
  });

  it('answers 404 for a file the index does not name', async () => {
    for (const file of [
      'jobs-4.xml',
      'jobs-0.xml',
      'jobs-01.xml',
      'companies-2.xml',
      'recruiters-2.xml',
      'candidates-1.xml',
      'pages',
      'jobs-1.xml.gz',
      'x'.repeat(90),
    ]) {
      const response = await get(`/sitemaps/${file}`);
      expect(response.statusCode, file).toBe(404);
      expect(response.json().message).toBe('No such sitemap');
    }
  });
});
