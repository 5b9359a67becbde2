import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { registerAccount, signIn } from '../fixtures/accounts';
import { waitForMail } from '../fixtures/mail';
import { applyTo, marker, postJob } from './fixtures/jobs';

const CANDIDATE_NAME = 'Annabelle Richardson';

/** `days` from today at `hour`:00 in the browser's zone, as the slot form's date and time fields take them. */
function slotAt(days: number, hour: number) {
  const day = new Date();
  day.setDate(day.getDate() + days);
  const date = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  const time = (h: number) => `${String(h).padStart(2, '0')}:00`;
  return { date, start: time(hour), end: time(hour + 1) };
}

async function fillSlot(page: Page, n: number, slot: ReturnType<typeof slotAt>) {
  await page.getByLabel(`Slot ${n} date`).fill(slot.date);
  await page.getByLabel(`Slot ${n} start`).fill(slot.start);
  await page.getByLabel(`Slot ${n} end`).fill(slot.end);
}

async function send(page: Page, text: string) {
  await page.getByLabel('Message', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('log', { name: 'Messages' })).toContainText(text);
}

test('the recruiter writes, the candidate answers, the recruiter proposes two times, the candidate picks one, and both dashboards show it', async ({
  page,
  request,
  baseURL,
}) => {
  const recruiter = await registerAccount(request, 'recruiter');
  const candidate = await registerAccount(request, 'candidate');
  const designation = `Platform Engineer ${marker()}`;
  const jobID = await postJob(request, recruiter, { designation });
  await applyTo(request, candidate, jobID);
  const applicant = `/RecruiterDashboard/MyRecruitments/${jobID}?applicant=${candidate.username}`;

  // The recruiter writes from the applicant's panel.
  await signIn(page, 'recruiter', recruiter, applicant);
  const panel = page.getByRole('dialog', { name: CANDIDATE_NAME });
  await expect(panel.getByRole('heading', { name: 'Messages' })).toBeVisible();
  await send(page, 'Thanks for applying! Are you free for a call next week?');

  // The candidate finds it in the inbox (the header counts it) and answers on the application page.
  await signIn(page, 'candidate', candidate, '/CandidateDashboard');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Messages (1 unread)' })
    .click();
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await page.getByRole('list', { name: 'Conversations' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: designation })).toBeVisible();
  await expect(page.getByRole('log', { name: 'Messages' })).toContainText(
    'Are you free for a call next week?',
  );
  await send(page, 'Yes, any afternoon works for me.');

  // The recruiter reads the answer and proposes two times.
  await signIn(page, 'recruiter', recruiter, applicant);
  await expect(page.getByRole('log', { name: 'Messages' })).toContainText(
    'Yes, any afternoon works for me.',
  );
  await page.getByRole('button', { name: 'Propose interview' }).click();
  const proposal = page.getByRole('dialog', { name: 'Propose an interview' });
  await fillSlot(page, 1, slotAt(3, 14));
  await proposal.getByRole('button', { name: 'Add another slot' }).click();
  await fillSlot(page, 2, slotAt(4, 15));
  await proposal.getByLabel('Meeting link (optional)').fill('https://meet.example.com/platform');
  await proposal.getByRole('button', { name: 'Send proposal' }).click();
  await expect(page.getByText('Proposal sent. The candidate was emailed the times.')).toBeVisible();
  await waitForMail(baseURL!, candidate.email);

  // The candidate picks the second time.
  await signIn(page, 'candidate', candidate, `/CandidateDashboard/MyJobApplications/${jobID}`);
  const times = page.getByRole('radiogroup', { name: 'Pick a time' });
  await expect(times.getByRole('radio')).toHaveCount(2);
  await times.getByRole('radio').nth(1).check();
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(page.getByText('A calendar invitation was emailed to you.')).toBeVisible();
  await expect(page.getByText('Scheduled', { exact: true }).first()).toBeVisible();

  // Both dashboards list it as upcoming.
  await page.goto('/CandidateDashboard');
  const upcoming = page.getByRole('region', { name: 'Upcoming interviews' });
  await expect(upcoming.getByRole('link', { name: designation })).toBeVisible();
  await signIn(page, 'recruiter', recruiter, '/RecruiterDashboard');
  await expect(upcoming.getByRole('link', { name: designation })).toBeVisible();
  await expect(upcoming).toContainText(CANDIDATE_NAME);
});
