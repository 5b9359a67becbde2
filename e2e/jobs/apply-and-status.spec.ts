import { expect, test } from '../fixtures/test';
import { registerAccount, signIn } from '../fixtures/accounts';
import { marker, postJob } from './fixtures/jobs';

test('a candidate applies once, the recruiter moves the application along and the candidate sees it', async ({
  page,
  request,
}) => {
  const recruiter = await registerAccount(request, 'recruiter');
  const candidate = await registerAccount(request, 'candidate');
  const designation = `Data Engineer ${marker()}`;
  const jobID = await postJob(request, recruiter, {
    designation,
    work_environment: 'Hybrid',
    CTC: { minCTC: '70000', maxCTC: '' },
  });

  await signIn(page, 'candidate', candidate, `/job/${jobID}`);
  await page.getByRole('button', { name: 'Apply Now', exact: true }).click();
  await page.getByRole('button', { name: 'Submit application' }).click();
  const success = page.getByRole('alertdialog', { name: 'Success' });
  await expect(success).toContainText('Applied for this job successfully');
  await success.getByRole('button', { name: 'OK' }).click();

  // Cannot apply twice: a disabled 'Apply now' beside 'Applied on {date} · {status}', also after a reload.
  const appliedButton = page.getByRole('button', { name: 'Apply now', exact: true });
  await expect(page.getByText(/^Applied on .+ · Applied$/)).toBeVisible();
  await expect(appliedButton).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Apply Now', exact: true })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(/^Applied on .+ · Applied$/)).toBeVisible();
  await expect(appliedButton).toBeDisabled();

  await page.goto('/CandidateDashboard/MyJobApplications');
  const application = page.getByRole('listitem').filter({ hasText: designation });
  // The card carries the jobID badge by the designation, whose link opens the job.
  await expect(application.getByText(jobID, { exact: true })).toBeVisible();
  await expect(application.getByRole('link', { name: designation, exact: true })).toHaveAttribute(
    'href',
    `/job/${jobID}`,
  );
  await expect(application).toContainText('Applied');
  await expect(application).toContainText('70000');
  await expect(application).toContainText(`@${recruiter.username}`);

  await signIn(page, 'recruiter', recruiter, `/RecruiterDashboard/MyRecruitments/${jobID}`);
  await expect(page.getByRole('heading', { name: 'Job Applicants' })).toBeVisible();
  const applicant = page.getByRole('listitem').filter({ hasText: `@${candidate.username}` });
  await expect(applicant).toContainText('Annabelle Richardson');
  await expect(applicant).toContainText('Institute of Technology');
  await applicant.getByLabel('Move to (Annabelle Richardson)').selectOption('interview');
  await expect(page.getByRole('region', { name: 'Interview', exact: true })).toContainText(
    `@${candidate.username}`,
  );

  await signIn(page, 'candidate', candidate, '/CandidateDashboard/MyJobApplications');
  await expect(
    page.getByRole('listitem').filter({ hasText: designation }).getByLabel('Status: Interview'),
  ).toBeVisible();

  // Withdrawing from the job page: confirmed, final, and the applications list follows.
  await page.goto(`/job/${jobID}`);
  await expect(page.getByText(/^Applied on .+ · Interview$/)).toBeVisible();
  await page.getByRole('button', { name: 'Withdraw application', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Withdraw application?' });
  await expect(confirm).toContainText(designation);
  await confirm.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(/^Applied on .+ · Withdrawn$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw application' })).toHaveCount(0);
  await expect(appliedButton).toBeDisabled();
  await page.reload();
  await expect(page.getByText(/^Applied on .+ · Withdrawn$/)).toBeVisible();
  await expect(appliedButton).toBeDisabled();
  await page.getByRole('link', { name: 'Track it in My Job Applications' }).click();
  const withdrawnCard = page.getByRole('listitem').filter({ hasText: designation });
  await expect(withdrawnCard.getByLabel('Status: Withdrawn')).toBeVisible();
  await expect(withdrawnCard.getByRole('button', { name: /Withdraw application/ })).toHaveCount(0);
});
