import { expect, test } from '../fixtures/test';
import { registerAccount, signIn } from '../fixtures/accounts';
import { marker, postJob } from './fixtures/jobs';

test('a candidate saves a job, finds it under Saved jobs and copies its link', async ({
  page,
  context,
  request,
}) => {
  const recruiter = await registerAccount(request, 'recruiter');
  const candidate = await registerAccount(request, 'candidate');
  const designation = `QA Lead ${marker()}`;
  const jobID = await postJob(request, recruiter, { designation });
  // Desktop Linux Chromium has no Web Share API; make sure the clipboard path is the one tested.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  await signIn(page, 'candidate', candidate, `/job/${jobID}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText('Saved to your list')).toBeVisible();

  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Link copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`/job/${jobID}$`),
  );

  await page.getByRole('link', { name: 'View company profile' }).click();
  await expect(page).toHaveURL('/Company/northwind-talent');
  await expect(page.getByRole('heading', { name: 'Northwind Talent', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: designation })).toBeVisible();

  await page.goto('/CandidateDashboard/SavedJobs');
  await expect(page.getByRole('link', { name: designation })).toBeVisible();
  await page.getByRole('button', { name: `Remove ${designation} from saved jobs` }).click();
  await expect(page.getByText('No saved jobs yet')).toBeVisible();
});

test('the owner deletes a job after confirming and is taken to the dashboard', async ({
  page,
  request,
}) => {
  const recruiter = await registerAccount(request, 'recruiter');
  const other = await registerAccount(request, 'recruiter');
  const designation = `Support Engineer ${marker()}`;
  const jobID = await postJob(request, recruiter, { designation });

  // Another recruiter may look but not act.
  await signIn(page, 'recruiter', other, `/job/${jobID}`);
  await expect(page.getByRole('button', { name: 'View Applicants' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Delete Job' })).toHaveCount(0);

  await signIn(page, 'recruiter', recruiter, `/job/${jobID}`);
  await expect(page.getByRole('link', { name: 'View Applicants' })).toHaveAttribute(
    'href',
    `/RecruiterDashboard/MyRecruitments/${jobID}`,
  );
  await page.getByRole('button', { name: 'Delete Job' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Job' });
  await expect(confirm).toContainText(
    'Are you sure you want to delete this job? This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(confirm).toBeHidden();

  await page.getByRole('button', { name: 'Delete Job' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete Job' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(page.getByRole('alertdialog', { name: 'Deleted !' })).toContainText(
    'Job Deleted Successfully.Navigating back to dashboard....',
  );
  await expect(page).toHaveURL('/RecruiterDashboard', { timeout: 5_000 });

  await page.goto(`/job/${jobID}`);
  await expect(page.getByText('Unable to load job details')).toBeVisible();
  await expect(page.getByText('Failed to fetch job details')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
});
