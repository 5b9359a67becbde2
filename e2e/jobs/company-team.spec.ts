import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { registerAccount, signIn } from '../fixtures/accounts';
import { waitForMail } from '../fixtures/mail';
import { applyTo, marker, postJob } from './fixtures/jobs';

const CANDIDATE_NAME = 'Annabelle Richardson';

/** Sends an invitation from the owner's company page and returns the emailed link's path. */
async function invite(page: Page, baseURL: string, email: string, role: 'recruiter' | 'viewer') {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption(role);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(
    page.getByRole('button', { name: `Revoke the invitation to ${email}` }),
  ).toBeVisible();
  const mail = await waitForMail(baseURL, email);
  const link = /https?:\/\/\S+\/join\?token=\S+/.exec(mail.text)?.[0];
  expect(link, `an invitation link in:\n${mail.text}`).toBeTruthy();
  const url = new URL(link!);
  return url.pathname + url.search;
}

async function join(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('button', { name: 'Join company' }).click();
  await expect(page.getByText(/^You joined .+ as /)).toBeVisible();
}

test('an owner creates a company and invites a colleague, who joins and moves an applicant; a viewer sees the board read-only', async ({
  page,
  request,
  baseURL,
}) => {
  const owner = await registerAccount(request, 'recruiter');
  const colleague = await registerAccount(request, 'recruiter');
  const viewer = await registerAccount(request, 'recruiter');
  const candidate = await registerAccount(request, 'candidate');
  const companyName = `Team ${marker()}`;

  await signIn(page, 'recruiter', owner, '/RecruiterDashboard/Company');
  await page.getByLabel('Company name').fill(companyName);
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByRole('heading', { name: 'Members' })).toBeVisible();
  await expect(page.getByText(`@${owner.username}`, { exact: true })).toBeVisible();
  const colleagueLink = await invite(page, baseURL!, colleague.email, 'recruiter');
  const viewerLink = await invite(page, baseURL!, viewer.email, 'viewer');

  // A job the owner posts belongs to the company; a candidate applies to it.
  const designation = `Support Engineer ${marker()}`;
  const jobID = await postJob(request, owner, { designation });
  await applyTo(request, candidate, jobID);

  // The colleague joins from the emailed link and works the owner's job on the board.
  await signIn(page, 'recruiter', colleague, '/RecruiterDashboard');
  await join(page, colleagueLink);
  await page.goto('/RecruiterDashboard/MyRecruitments');
  const card = page.getByRole('listitem').filter({ hasText: designation });
  await expect(card).toContainText(`@${owner.username}`);
  await page.goto(`/RecruiterDashboard/MyRecruitments/${jobID}`);
  await expect(page.getByRole('heading', { name: 'Job Applicants' })).toBeVisible();
  const column = (name: string) => page.getByRole('region', { name, exact: true });
  await expect(column('Applied')).toContainText(CANDIDATE_NAME);
  await page.getByLabel(`Move to (${CANDIDATE_NAME})`).selectOption('interview');
  await expect(column('Interview')).toContainText(CANDIDATE_NAME);
  await page.reload();
  await expect(column('Interview')).toContainText(CANDIDATE_NAME);

  // The viewer joins and sees the same board, with nothing that would change it.
  await signIn(page, 'recruiter', viewer, '/RecruiterDashboard');
  await join(page, viewerLink);
  await page.goto(`/RecruiterDashboard/MyRecruitments/${jobID}`);
  await expect(page.getByText('You have view-only access to this job')).toBeVisible();
  await expect(column('Interview')).toContainText(CANDIDATE_NAME);
  await expect(page.getByLabel(`Move to (${CANDIDATE_NAME})`)).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Drag ${CANDIDATE_NAME}` })).toHaveCount(0);
  await page.getByRole('button', { name: CANDIDATE_NAME, exact: true }).click();
  const panel = page.getByRole('dialog', { name: CANDIDATE_NAME });
  await expect(panel.getByText('Screening: passed')).toBeVisible();
  await expect(panel.getByRole('textbox')).toHaveCount(0);
});
