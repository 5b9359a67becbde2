import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures/test';
import { registerAccount, signIn } from '../fixtures/accounts';
import { marker, postJob } from './fixtures/jobs';

const CV_PATH = fileURLToPath(new URL('../fixtures/cv.pdf', import.meta.url));
const RIGHT_TO_WORK = 'Do you have the right to work in Germany?';
const YEARS = 'How many years of TypeScript have you written?';

test('a candidate uploads a CV and applies with answers; a knock-out rejects it and the recruiter sees why, with the CV', async ({
  page,
  request,
}) => {
  const recruiter = await registerAccount(request, 'recruiter');
  const candidate = await registerAccount(request, 'candidate');
  const designation = `Platform Engineer ${marker()}`;
  const jobID = await postJob(request, recruiter, {
    designation,
    skills_required: ['Kubernetes'],
    questions: [
      { text: RIGHT_TO_WORK, kind: 'yesno', required: true, knockout: { equals: true } },
      { text: YEARS, kind: 'number', required: false },
    ],
  });

  // The CV in Settings: uploaded, read in the background, and its skills offered to the profile.
  await signIn(page, 'candidate', candidate, '/CandidateDashboard/Settings');
  const cvCard = page.getByRole('region', { name: 'CV' });
  await cvCard.getByLabel('CV file').setInputFiles(CV_PATH);
  await cvCard.getByRole('button', { name: 'Upload CV' }).click();
  await expect(cvCard.getByText('cv.pdf')).toBeVisible();
  await expect(cvCard.getByText('Text read')).toBeVisible({ timeout: 30_000 });
  await expect(cvCard.getByRole('button', { name: 'Add Kubernetes' })).toBeVisible();

  // Applying: the dialog names the CV it sends, takes a cover letter and the job's questions.
  await page.goto(`/job/${jobID}`);
  await page.getByRole('button', { name: 'Apply Now', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('cv.pdf');
  await dialog.getByLabel('Cover letter (optional)').fill('I have run Kubernetes in production.');
  await dialog.getByRole('button', { name: 'Submit application' }).click();
  await expect(dialog.getByText('This question needs an answer')).toBeVisible();
  await dialog.getByRole('group', { name: RIGHT_TO_WORK }).getByLabel('No').check();
  await dialog.getByLabel(YEARS).fill('4');
  await dialog.getByRole('button', { name: 'Submit application' }).click();
  const success = page.getByRole('alertdialog', { name: 'Success' });
  await expect(success).toContainText('Applied for this job successfully');
  await success.getByRole('button', { name: 'OK' }).click();
  // The knock-out answer rejected it at once, and the job page says so beside the disabled button.
  await expect(page.getByText(/^Applied on .+ · Not selected$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply now', exact: true })).toBeDisabled();

  // The recruiter filters by screening, opens the application and reads the answers and the CV.
  await signIn(page, 'recruiter', recruiter, `/RecruiterDashboard/MyRecruitments/${jobID}`);
  await expect(page.getByRole('heading', { name: 'Job Applicants' })).toBeVisible();
  await page.getByLabel('Screening').selectOption('failed');
  const applicant = page.getByRole('listitem').filter({ hasText: `@${candidate.username}` });
  await expect(applicant.getByText('Failed screening')).toBeVisible();
  await applicant.getByRole('button', { name: 'Annabelle Richardson', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Annabelle Richardson' });
  await expect(panel.getByText('Screening: failed')).toBeVisible();
  const answers = panel.getByRole('list', { name: 'Screening answers' });
  await expect(answers.getByRole('listitem').filter({ hasText: RIGHT_TO_WORK })).toContainText(
    'Did not pass',
  );
  await expect(answers.getByRole('listitem').filter({ hasText: YEARS })).toContainText('4');
  await expect(panel).toContainText('I have run Kubernetes in production.');
  await expect(panel.getByText('Preview of cv.pdf')).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByRole('img', { name: 'Page 1 of 1' })).toBeVisible();
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download CV' }).click();
  expect((await download).suggestedFilename()).toBe('cv.pdf');
});
