import { expect, test } from '../fixtures/test';
import { registerAccount, signIn } from '../fixtures/accounts';
import { gotoApp } from '../fixtures/navigation';
import { marker } from './fixtures/jobs';

test('a recruiter posts a job through the form; anyone finds it by search and filters and opens it signed out', async ({
  page,
  request,
}) => {
  const recruiter = await registerAccount(request, 'recruiter');
  const word = marker();
  await signIn(page, 'recruiter', recruiter, '/JobPosting');

  await expect(page.getByRole('heading', { name: 'Start Recruiting' })).toBeVisible();
  await expect(page.getByText('Fill in the details below to begin recruitment')).toBeVisible();
  // The read-only poster fields are one summary of facts now, each named by its term.
  await expect(page.getByLabel('Company name')).toHaveText('Northwind Talent');
  await expect(page.getByLabel('Username', { exact: true })).toHaveText(`@${recruiter.username}`);
  await expect(page.getByLabel('Job ID')).toHaveText(/^[A-Z]{3}\d{3}$/);
  const jobID = (await page.getByLabel('Job ID').textContent()) ?? '';

  await page.getByLabel('Designation').fill(`Platform Engineer ${word}`);
  await page.getByLabel('Work environment').selectOption('Remote');
  await page.getByLabel('Type of employment').selectOption('Contract-based');
  await page.getByLabel('Location 1', { exact: true }).fill('Lisbon');
  await page.getByRole('button', { name: 'Add location' }).click();
  await page.getByLabel('Location 2', { exact: true }).fill('Porto');
  await page.getByLabel('Experience required (years)').fill('2');
  await page.getByRole('radiogroup', { name: 'Are freshers eligible?' }).getByText('Yes').click();
  await page.getByRole('radiogroup', { name: 'Is visa sponsored?' }).getByText('Yes').click();
  await page.getByLabel('Skill 1', { exact: true }).fill('Go');
  await page.getByLabel('Minimum CTC (USD)').fill('90000');
  await page.getByLabel('Maximum CTC (USD)').fill('130000');
  await page.getByLabel('Job description').fill(`Run our platform. Reference ${word}.`);
  await page.getByRole('button', { name: 'Create Job Posting' }).click();

  const result = page.getByRole('alertdialog', { name: 'Success' });
  await expect(result).toContainText('Job Posted successfully');
  await result.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL('/');

  // Spec: the list is fetched for the stored username, so the recruiter's own job is left out.
  // (A signed-in visitor's page is rendered afresh once the app starts: wait for it before typing.)
  await gotoApp(page, '/AllJobs');
  await page.getByLabel('Search jobs').fill(word);
  await page.getByLabel('Search jobs').press('Enter');
  await expect(page.getByText('No jobs match your search')).toBeVisible();

  // Anyone else finds it: search, then narrow with filters; the URL carries the whole query.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByRole('heading', { name: '1 Job available' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: `Platform Engineer ${word}` });
  await expect(card).toContainText('Lisbon, Porto');
  await expect(card).toContainText('2 years');
  await expect(card).toContainText('$90,000 - $130,000 a year');
  await expect(card).toContainText('Fresher Eligible');
  await expect(card).toContainText('Visa Sponsored');

  const filters = page.getByRole('complementary', { name: 'Filters' });
  // The boxes show the URL, which updates just after the click: click, then expect the new state.
  const toggle = async (name: string, checked: boolean) => {
    await filters.getByRole('checkbox', { name }).click();
    await expect(filters.getByRole('checkbox', { name })).toBeChecked({ checked });
  };
  if (!(await filters.isVisible())) await page.getByRole('button', { name: 'Filters' }).click();
  await toggle('On-site', true);
  await expect(page.getByText('No jobs match your search')).toBeVisible();
  await toggle('On-site', false);
  await toggle('Remote', true);
  await toggle('Contract-based', true);
  await toggle('Visa Sponsored', true);
  // "Where" is the search bar's; every filter applies as it changes (no Apply step).
  await page.getByLabel('Where').fill('porto');
  await page.getByLabel('Where').press('Enter');
  await expect(page.getByRole('heading', { name: '1 Job available' })).toBeVisible();
  await filters.getByLabel('Minimum salary (USD a year)').selectOption('$200,000+');
  await expect(page.getByText('No jobs match your search')).toBeVisible();
  await filters.getByLabel('Minimum salary (USD a year)').selectOption('$120,000+');
  await expect(page.getByRole('heading', { name: '1 Job available' })).toBeVisible();

  // A shared link restores the same search.
  const shared = page.url();
  expect(shared).toContain(`q=${word}`);
  await page.goto(shared);
  await expect(page.getByRole('heading', { name: '1 Job available' })).toBeVisible();
  await expect(page.getByLabel('Search jobs')).toHaveValue(word);

  // Signed out, the job is readable but offers no action.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/AllJobs');
  await page.goto(shared);
  await card.getByRole('link', { name: `Platform Engineer ${word}`, exact: true }).click();
  await expect(page).toHaveURL(`/job/${jobID}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Platform Engineer ${word}` }),
  ).toBeVisible();
  await expect(page).toHaveTitle(`Platform Engineer ${word} at Northwind Talent | JobHunter`);
  await expect(page.getByText('2 years', { exact: true })).toBeVisible();
  await expect(page.getByText('Yes - Freshers can apply')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login for further action' })).toBeDisabled();
  const ld = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  );
  expect(ld).toMatchObject({
    '@type': 'JobPosting',
    title: `Platform Engineer ${word}`,
    employmentType: 'CONTRACTOR',
    jobLocationType: 'TELECOMMUTE',
  });

  // Both spellings of the route open the job.
  await page.goto(`/Job/${jobID}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Platform Engineer ${word}` }),
  ).toBeVisible();
});
