import { adminSignIn } from '../fixtures/admin';
import { expect, test } from '../fixtures/test';
import { registerAccount, signIn } from '../fixtures/accounts';
import { marker, postJob } from './fixtures/jobs';

const REASON = 'Asks applicants to pay a training fee';

test('a candidate reports a job, an admin hides it from the queue, the candidate no longer finds it, its recruiter sees why, and the audit log has it', async ({
  page,
  request,
}) => {
  const recruiter = await registerAccount(request, 'recruiter');
  const candidate = await registerAccount(request, 'candidate');
  const designation = `Remote Data Entry ${marker()}`;
  const jobID = await postJob(request, recruiter, { designation });

  // The candidate reports it from the job's page.
  await signIn(page, 'candidate', candidate, `/Job/${jobID}`);
  await expect(page.getByRole('heading', { name: designation })).toBeVisible();
  await page.getByRole('button', { name: 'Report this job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this job' });
  await dialog.getByRole('radio', { name: 'Scam or fraud' }).check();
  await dialog.getByLabel('Details (optional)').fill('They want 50 euros before the interview.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Thanks, our moderators will review it.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The admin finds it in the queue and hides it.
  await adminSignIn(page);
  await page.getByRole('link', { name: `Job ${jobID}` }).click();
  await expect(page.getByRole('heading', { name: `Job ${jobID}`, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Hide job' }).click();
  const hide = page.getByRole('dialog', { name: 'Hide this job' });
  await hide.getByLabel('Reason').fill(REASON);
  await hide.getByRole('button', { name: 'Hide job' }).click();
  await expect(page.getByText('The job is hidden.')).toBeVisible();

  // Gone for the candidate: its page and the search.
  await signIn(page, 'candidate', candidate, `/Job/${jobID}`);
  await expect(page.getByText('Unable to load job details')).toBeVisible();
  await page.goto(`/AllJobs?q=${encodeURIComponent(designation)}`);
  await expect(page.getByRole('heading', { name: '0 Jobs available', level: 1 })).toBeVisible();

  // Its recruiter still sees it, with the reason.
  await signIn(page, 'recruiter', recruiter, `/Job/${jobID}`);
  await expect(
    page.getByText(
      `This job was hidden by a moderator: ${REASON}. It is not visible to candidates and cannot be reopened.`,
    ),
  ).toBeVisible();

  // The audit log records who hid it and why.
  await adminSignIn(page);
  await page.goto('/Admin/Audit');
  const row = page
    .getByRole('table', { name: 'Admin actions, newest first' })
    .getByRole('row')
    .filter({ hasText: `job:${jobID}` });
  await expect(row).toContainText('Hid job');
  await expect(row).toContainText(REASON);
});
