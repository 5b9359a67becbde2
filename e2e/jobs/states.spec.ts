import { expect, test } from '../fixtures/test';
import { registerAccount, signIn } from '../fixtures/accounts';
import { openInApp } from '../fixtures/navigation';
import { marker } from './fixtures/jobs';

test('jobs list: error with Try Again, and empty with Refresh Jobs', async ({ page }) => {
  let fail = true;
  await page.route('**/api/job/search**', async (route) => {
    if (fail)
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Search is down' }),
      });
    return route.continue();
  });
  // Reached inside the app, so the browser asks for the search (a full load arrives server-rendered).
  await openInApp(page, '/AllJobs');
  await expect(page.getByText('Unable to load jobs')).toBeVisible();
  await expect(page.getByText('Search is down')).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: /Jobs? available$/ })).toBeVisible();

  // A search without matches says so; the product's empty state is for a site with no jobs at all.
  await page.goto(`/AllJobs?q=${marker()}`);
  await expect(page.getByRole('heading', { name: 'No jobs match your search' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  await page.route('**/api/job/search**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ items: [], total: 0, page: 1, pageSize: 24 }),
    }),
  );
  await openInApp(page, '/AllJobs');
  await expect(page.getByText('No jobs found')).toBeVisible();
  await expect(page.getByText("We couldn't find any job listings at the moment.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh Jobs' })).toBeVisible();
});

test('job detail of an unknown job shows the error with Back to Jobs', async ({ page }) => {
  await page.goto('/job/ZZZ000');
  await expect(page.getByText('Unable to load job details')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Back to Jobs' }).last().click();
  await expect(page).toHaveURL('/AllJobs');
});

test('empty lists: no applications, no recruitments, no applicants', async ({ page, request }) => {
  const candidate = await registerAccount(request, 'candidate');
  await signIn(page, 'candidate', candidate, '/CandidateDashboard/MyJobApplications');
  await expect(page.getByRole('heading', { name: 'No applications yet' })).toBeVisible();

  const recruiter = await registerAccount(request, 'recruiter');
  await signIn(page, 'recruiter', recruiter, '/RecruiterDashboard/MyRecruitments');
  await expect(page.getByRole('heading', { name: 'No applications yet' })).toBeVisible();
});

test('a page whose stored username is not the token owner logs out and goes home', async ({
  page,
  request,
}) => {
  const candidate = await registerAccount(request, 'candidate');
  await signIn(page, 'candidate', candidate, '/');
  await page.evaluate(() => localStorage.setItem('candidateUsername', 'somebody-else'));
  await page.goto('/CandidateDashboard/MyJobApplications');
  await expect(page.getByText('Session ended')).toBeVisible();
  await expect(page).toHaveURL('/', { timeout: 5_000 });
  expect(await page.evaluate(() => localStorage.getItem('candidateAccessToken'))).toBeNull();
});
