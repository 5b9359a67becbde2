import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const robots = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/robots.txt', headers });
const lines = (body: string) => body.split('\n').filter(Boolean);

describe('GET /robots.txt', () => {
  it('lets every crawler read the public pages and names the sitemap index absolutely', async () => {
    const response = await robots({ host: 'jobs.example.org' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const rules = lines(response.body);
    expect(rules.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    expect(rules.at(-1)).toBe('Sitemap: http://jobs.example.org/sitemap.xml');
    // Public pages stay crawlable: no rule is a prefix of them.
    const disallowed = rules
      .filter((rule) => rule.startsWith('Disallow: '))
      .map((rule) => rule.slice('Disallow: '.length));
    for (const page of [
      '/',
      '/AllJobs',
      '/Job/ABC123',
      '/Companies',
      '/Company/acme',
      '/TopRecruiters',
      '/Recruiter/someone',
      '/ExceptionalCandidates',
      '/sitemap.xml',
    ]) {
      expect(
        disallowed.filter((path) => !path.includes('*') && page.startsWith(path)),
        page,
      ).toEqual([]);
    }
  });

  it('keeps crawlers out of the API, dashboards, forms, sign-in and the emailed links', async () => {
    const disallowed = lines((await robots()).body).filter((rule) => rule.startsWith('Disallow: '));
    for (const path of [
      '/api/',
      '/CandidateDashboard',
      '/RecruiterDashboard',
      '/JobPosting',
      '/Notifications',
      '/Login',
      '/CandidateLogin',
      '/RecruiterLogin',
      '/CommonAuthentication',
      '/ForgotPassword',
      '/reset-password',
      '/unsubscribe',
      '/CandidatePersonalInformation',
      '/CandidateConventionalEducation',
      '/CandidateSkillsAndExperience',
      '/CandidatePresent',
      '/RecruiterPersonalInformation',
      '/RecruiterConventionalEducation',
      '/RecruiterSkillsAndExperience',
      '/RecruiterPresent',
      '/*/Edit',
    ]) {
      expect(disallowed, path).toContain(`Disallow: ${path}`);
    }
  });

  it('uses PUBLIC_URL when set, and never writes a host header that is not a host', async () => {
    expect(lines((await robots({ host: 'bad host/<x>' })).body).at(-1)).toBe(
      `Sitemap: http://localhost:${ctx.config.PORT}/sitemap.xml`,
    );
    const configured = await buildTestApp({ PUBLIC_URL: 'https://jobs.example.com' });
    try {
      const response = await configured.app.inject({
        method: 'GET',
        url: '/robots.txt',
        headers: { host: 'elsewhere.example.net' },
      });
      expect(lines(response.body).at(-1)).toBe('Sitemap: https://jobs.example.com/sitemap.xml');
    } finally {
      await configured.close();
    }
  });
});
