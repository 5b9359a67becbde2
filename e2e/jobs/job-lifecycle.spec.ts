import { expect, test } from '../fixtures/test';
import { apiLogin, registerAccount, signIn } from '../fixtures/accounts';
import { marker, postJob } from './fixtures/jobs';

test('a recruiter edits a job and candidates find it by its new words at once, not by the old ones', async ({
  page,
  request,
}) => {
  const recruiter = await registerAccount(request, 'recruiter');
  const [oldWord, newWord] = [marker(), marker()];
  const jobID = await postJob(request, recruiter, {
    designation: `Data Engineer ${oldWord}`,
    job_description: 'Pipelines.',
  });

  await signIn(page, 'recruiter', recruiter, `/job/${jobID}`);
  await page.getByRole('link', { name: 'Edit job' }).click();
  await expect(page.getByLabel('Designation')).toHaveValue(`Data Engineer ${oldWord}`);
  await page.getByLabel('Designation').fill(`Analytics Engineer ${newWord}`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${jobID}$`, 'i'));
  await expect(page.getByRole('heading', { name: `Analytics Engineer ${newWord}` })).toBeVisible();

  // Signed out, as a candidate would search.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/AllJobs?q=${newWord}`);
  await expect(page.getByRole('heading', { name: '1 Job available' })).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: `Analytics Engineer ${newWord}` }),
  ).toBeVisible();
  await page.goto(`/AllJobs?q=${oldWord}`);
  await expect(page.getByText('No jobs match your search')).toBeVisible();
});

test('a recruiter closes a job: candidates see it no longer takes applications and applying is refused', async ({
  page,
  request,
}) => {
  const recruiter = await registerAccount(request, 'recruiter');
  const candidate = await registerAccount(request, 'candidate');
  const word = marker();
  const jobID = await postJob(request, recruiter, {
    designation: `Site Reliability Engineer ${word}`,
  });

  await signIn(page, 'recruiter', recruiter, `/job/${jobID}`);
  await page.getByRole('button', { name: 'Close job' }).click();
  await page
    .getByRole('alertdialog', { name: 'Close this job?' })
    .getByRole('button', { name: 'Close job' })
    .click();
  await expect(page.getByRole('button', { name: 'Reopen job' })).toBeVisible();

  await signIn(page, 'candidate', candidate, `/job/${jobID}`);
  await expect(page.getByText('No longer accepting applications')).toBeVisible();
  await expect(page.getByRole('button', { name: /apply now/i })).toHaveCount(0);

  // The server refuses too, whatever a client does.
  const { accessToken } = await apiLogin(request, 'candidate', candidate);
  const apply = await request.post('/api/applications/create', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { job: { jobID } },
  });
  expect(apply.status()).toBe(409);
  expect(await apply.json()).toEqual({ message: 'This job is no longer accepting applications' });

  // Nor does search list it.
  await page.goto(`/AllJobs?q=${word}`);
  await expect(page.getByText('No jobs match your search')).toBeVisible();
});
