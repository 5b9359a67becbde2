import { expect, test } from '../fixtures/test';
import { registerAccount, signIn } from '../fixtures/accounts';
import { gotoApp } from '../fixtures/navigation';
import { marker, postJob } from '../jobs/fixtures/jobs';

// Public pages come from the server with their content, title and (for a job) JobPosting
// data, answer real statuses, and turn into the working app in the browser without fetching again.

/** The markup the server put inside #root (what a crawler reads without running any script). */
function rootOf(html: string) {
  const start = html.indexOf('<div id="root">');
  return html.slice(start, html.indexOf('<script type="application/json" id="page-state">', start));
}

test('public pages arrive rendered: content, title, canonical and JobPosting data in the HTML', async ({
  request,
}) => {
  const word = marker();
  const recruiter = await registerAccount(request, 'recruiter', {
    current_job: {
      company: `Crawlable ${word} Ltd`,
      current_role: 'Talent Partner',
      job_description: 'Hiring.',
      date_of_commencement: '01/2021',
      years_of_experience: '8',
      current_location: 'Berlin',
    },
  });
  const designation = `Search Engineer ${word}`;
  const jobID = await postJob(request, recruiter, {
    designation,
    job_description: `Ranks jobs </script><script>alert(1)</script> ${word}.`,
  });

  const job = await request.get(`/Job/${jobID}`);
  expect(job.status()).toBe(200);
  expect(job.headers()['content-type']).toMatch(/^text\/html/);
  const html = await job.text();
  expect(rootOf(html)).toContain(designation);
  expect(html).toContain(`<title>${designation} at Crawlable ${word} Ltd | JobHunter</title>`);
  expect(html).toMatch(
    new RegExp(`<link rel="canonical" href="http://localhost:\\d+/Job/${jobID}" />`),
  );
  const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  expect(ld, 'JobPosting JSON-LD in the server HTML').toBeTruthy();
  // The description's own </script> is escaped, so the data block ends where it should and parses.
  expect(JSON.parse(ld ?? '{}')).toMatchObject({ '@type': 'JobPosting', title: designation });
  expect(html).not.toContain('<script>alert(1)</script>');
  // The lower-case alias is the same page and points search engines at the canonical one.
  expect(await (await request.get(`/job/${jobID}`)).text()).toMatch(
    new RegExp(`rel="canonical" href="[^"]+/Job/${jobID}"`),
  );

  const search = await request.get(`/AllJobs?q=${word}`);
  expect(search.status()).toBe(200);
  const searchHtml = await search.text();
  expect(rootOf(searchHtml)).toContain(designation);
  expect(rootOf(searchHtml)).toContain('1 Job available');
  expect(searchHtml).toContain('<title>Find Jobs | JobHunter</title>');

  const home = await request.get('/');
  expect(home.status()).toBe(200);
  expect(rootOf(await home.text())).toContain(designation);

  const profile = await request.get(`/Recruiter/${recruiter.username}`);
  expect(profile.status()).toBe(200);
  const profileHtml = await profile.text();
  expect(rootOf(profileHtml)).toContain(`${recruiter.firstName} ${recruiter.lastName}`);
  expect(rootOf(profileHtml)).toContain(designation);

  const companies = await request.get('/Companies');
  expect(rootOf(await companies.text())).toContain(`Crawlable ${word} Ltd`);
  const company = await request.get(`/Company/crawlable-${word}-ltd`);
  expect(company.status()).toBe(200);
  expect(rootOf(await company.text())).toContain(designation);
});

test('unknown pages and missing jobs, profiles and companies answer 404 with the app; a closed job stays 200', async ({
  request,
}) => {
  const notFound = await request.get('/no-such-page');
  expect(notFound.status()).toBe(404);
  expect(rootOf(await notFound.text())).toContain('Page not found');

  for (const path of [
    '/Job/ZZZ999',
    '/job/not-a-job-id',
    '/Recruiter/nosuchrecruiter',
    '/Candidate/nosuchcandidate',
    '/Company/no-such-company-anywhere',
  ]) {
    const reply = await request.get(path);
    expect(reply.status(), path).toBe(404);
    expect(reply.headers()['content-type'], path).toMatch(/^text\/html/);
  }

  const recruiter = await registerAccount(request, 'recruiter');
  const jobID = await postJob(request, recruiter, { designation: `Closed Role ${marker()}` });
  const { accessToken } = await (
    await request.post('/api/recruiter/login', {
      data: { username: recruiter.username, password: recruiter.password },
    })
  ).json();
  expect(
    (
      await request.post(`/api/job/${jobID}/close`, {
        headers: { Authorization: `Bearer ${accessToken}` },
      })
    ).status(),
  ).toBe(200);
  const closed = await request.get(`/Job/${jobID}`);
  expect(closed.status()).toBe(200);
  expect(rootOf(await closed.text())).toContain('No longer accepting applications');

  // Pages for signed-in users are the app's shell, rendered in the browser.
  const dashboard = await request.get('/CandidateDashboard');
  expect(dashboard.status()).toBe(200);
  expect(await dashboard.text()).toContain('<div id="root"></div>');
});

test('without JavaScript a job page still shows the job', async ({ browser, request }) => {
  const recruiter = await registerAccount(request, 'recruiter');
  const designation = `Plain HTML Engineer ${marker()}`;
  const jobID = await postJob(request, recruiter, { designation });
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/Job/${jobID}`);
  await expect(page.getByRole('heading', { level: 1, name: designation })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(designation));
  await context.close();
});

test('the rendered page becomes the app without fetching its data again; signed-in visitors see their session', async ({
  page,
  request,
}) => {
  const word = marker();
  const recruiter = await registerAccount(request, 'recruiter');
  await postJob(request, recruiter, {
    designation: `Hydrated Engineer ${word}`,
    work_environment: 'Remote',
  });
  await postJob(request, recruiter, {
    designation: `Office Engineer ${word}`,
    work_environment: 'On-site',
  });

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/job/search')) searches.push(request.url());
  });

  await gotoApp(page, `/AllJobs?q=${word}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^2 Jobs available/);
  // The app took over: a filter works, and only then is the search asked for again.
  await expect(async () => {
    await page
      .getByRole('checkbox', { name: /^Remote/ })
      .first()
      .check();
    await expect(page).toHaveURL(/work_environment=Remote/, { timeout: 1000 });
  }).toPass();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^1 Job available/);
  expect(
    searches.filter((url) => !url.includes('work_environment')),
    'searches before the first filter',
  ).toEqual([]);
  expect(errors, 'console errors (a hydration mismatch is one)').toEqual([]);

  const candidate = await registerAccount(request, 'candidate');
  await signIn(page, 'candidate', candidate, `/AllJobs?q=${word}`);
  await expect(
    page.getByRole('link', { name: `Open your dashboard (@${candidate.username})` }).first(),
  ).toBeVisible();
  expect(errors, 'console errors (a hydration mismatch is one)').toEqual([]);
});
