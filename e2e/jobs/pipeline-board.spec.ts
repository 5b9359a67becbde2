import { expect, test } from '../fixtures/test';
import { registerAccount, signIn } from '../fixtures/accounts';
import { applyTo, marker, postJob } from './fixtures/jobs';

const CANDIDATE_NAME = 'Annabelle Richardson';

test('a recruiter moves an applicant across the pipeline board with the keyboard alone', async ({
  page,
  request,
}) => {
  const recruiter = await registerAccount(request, 'recruiter');
  const candidate = await registerAccount(request, 'candidate');
  const designation = `Backend Engineer ${marker()}`;
  const jobID = await postJob(request, recruiter, { designation });
  await applyTo(request, candidate, jobID);

  await signIn(page, 'recruiter', recruiter, `/RecruiterDashboard/MyRecruitments/${jobID}`);
  await expect(page.getByRole('heading', { name: 'Job Applicants' })).toBeVisible();
  await expect(page.getByText(designation).first()).toBeVisible();
  const column = (name: string) => page.getByRole('region', { name, exact: true });
  await expect(column('Applied')).toContainText(CANDIDATE_NAME);

  const handle = page.getByRole('button', { name: `Drag ${CANDIDATE_NAME}` });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(
    page.getByText(`Picked up ${CANDIDATE_NAME}. Current stage: Applied.`),
  ).toBeAttached();
  // Each arrow moves the card one stage once the board has taken the last one: wait for its
  // announcement rather than press on and outrun a busy machine.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`${CANDIDATE_NAME} is over Under review.`)).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`${CANDIDATE_NAME} is over Interview.`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(column('Interview')).toContainText(CANDIDATE_NAME);
  await expect(column('Applied')).not.toContainText(CANDIDATE_NAME);

  // Stored, not only shown: after a reload, and on the candidate's side.
  await page.reload();
  await expect(column('Interview')).toContainText(CANDIDATE_NAME);
  await signIn(page, 'candidate', candidate, '/CandidateDashboard/MyJobApplications');
  await expect(
    page.getByRole('listitem').filter({ hasText: designation }).getByLabel('Status: Interview'),
  ).toBeVisible();
});

test('a candidate withdraws an application and the recruiter sees it apart on the board', async ({
  page,
  request,
}) => {
  const recruiter = await registerAccount(request, 'recruiter');
  const candidate = await registerAccount(request, 'candidate');
  const designation = `QA Analyst ${marker()}`;
  const jobID = await postJob(request, recruiter, { designation });
  await applyTo(request, candidate, jobID);

  await signIn(page, 'candidate', candidate, '/CandidateDashboard/MyJobApplications');
  const application = page.getByRole('listitem').filter({ hasText: designation });
  await application
    .getByRole('button', { name: `Withdraw application for ${designation} (${jobID})` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Withdraw application?' });
  await expect(confirm).toContainText('This cannot be undone');
  await confirm.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(application.getByLabel('Status: Withdrawn')).toBeVisible();
  await expect(application.getByRole('button', { name: /Withdraw application/ })).toHaveCount(0);
  await application.getByRole('button', { name: 'Show history' }).click();
  await expect(application).toContainText('Withdrawn by the candidate');

  await signIn(page, 'recruiter', recruiter, `/RecruiterDashboard/MyRecruitments/${jobID}`);
  const withdrawn = page.getByRole('region', { name: 'Withdrawn', exact: true });
  await expect(withdrawn).toContainText(CANDIDATE_NAME);
  await expect(page.getByRole('region', { name: 'Applied', exact: true })).not.toContainText(
    CANDIDATE_NAME,
  );
  await expect(withdrawn.getByRole('button', { name: `Drag ${CANDIDATE_NAME}` })).toHaveCount(0);
});
