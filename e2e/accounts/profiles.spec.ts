import { expect, test } from '../fixtures/test';
import { registerAccount } from '../fixtures/accounts';
import { appReady, gotoApp, openInApp } from '../fixtures/navigation';

test('top recruiters and top candidates lead to public profiles with five tabs', async ({
  page,
  request,
}) => {
  const recruiter = await registerAccount(request, 'recruiter');
  const candidate = await registerAccount(request, 'candidate');

  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Companies' })
    .click();
  await expect(page).toHaveURL('/TopRecruiters');
  await page.getByRole('link', { name: new RegExp(`@${recruiter.username}`) }).click();
  await expect(page).toHaveURL(`/Recruiter/${recruiter.username}`);
  await expect(
    page.getByRole('heading', { name: `${recruiter.firstName} ${recruiter.lastName}` }),
  ).toBeVisible();
  // The links above may have been followed before the script ran, loading this page from the
  // server: its tabs switch only once the app has taken over.
  await appReady(page);
  await expect(page.getByRole('tab')).toHaveText([
    'About',
    'Education',
    'Experience',
    'Certificates',
    'Internships',
  ]);
  await expect(page.getByText(recruiter.introduction)).toBeVisible();
  await page.getByRole('tab', { name: 'Education' }).click();
  await expect(page.getByRole('heading', { name: '12th Standard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '10th Standard' })).toBeVisible();
  await page.getByRole('tab', { name: 'Internships' }).click();
  await expect(page.getByText(recruiter.internship_experience[0].company)).toBeVisible();

  await page.goto('/ExceptionalCandidates');
  await expect(page.getByRole('heading', { name: 'Top Performing Candidates' })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(`@${candidate.username}`) }).click();
  await expect(page).toHaveURL(`/Candidate/${candidate.username}`);
  await expect(
    page.getByRole('heading', { name: `${candidate.firstName} ${candidate.lastName}` }),
  ).toBeVisible();
});

test('a profile that does not exist shows Error: with the message', async ({ page }) => {
  await page.goto('/Candidate/nobody-at-all');
  await expect(page.getByRole('alert')).toHaveText('Error: Failed to fetch candidate details');
});

test('top lists show their empty and error states', async ({ page }) => {
  await page.route('**/api/recruiter/fetchAll', (route) => route.fulfill({ json: [] }));
  // Reached inside the app, so the browser asks for the lists (a full load arrives server-rendered).
  await openInApp(page, '/TopRecruiters');
  await expect(page.getByText('No recruiters found.')).toBeVisible();

  await page.route('**/api/candidate/fetchAll', (route) =>
    route.fulfill({ status: 500, json: { message: 'down' } }),
  );
  await openInApp(page, '/ExceptionalCandidates');
  await expect(page.getByRole('alert')).toHaveText('Failed to fetch candidate details');
});

test('unknown routes show Page not found; the mobile menu has the header links', async ({
  page,
}) => {
  await page.goto('/no/such/page');
  // A mistyped address is a 404, not a failure: the real 'Page not found' page.
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 800 });
  await gotoApp(page, '/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByRole('link')).toHaveText([
    'Home',
    'Find Jobs',
    'Companies',
    'Resources',
    'Post a job',
  ]);
  await menu.getByRole('link', { name: 'Resources' }).click();
  await expect(page).toHaveURL('/ExceptionalCandidates');
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
});
