import type { APIRequestContext } from '@playwright/test';
import { apiLogin, registerAccount, signIn } from '../fixtures/accounts';
import { pdfWithLines } from '../fixtures/pdf';
import { expect, test } from '../fixtures/test';
import { marker, postJob } from './fixtures/jobs';

/** Uploads a CV naming `lines` through the API and waits until its text has been read. */
async function uploadCv(
  request: APIRequestContext,
  candidate: { username: string; password: string },
  lines: string[],
) {
  const { accessToken } = await apiLogin(request, 'candidate', candidate);
  const headers = { Authorization: `Bearer ${accessToken}` };
  const upload = await request.post('/api/candidate/resume', {
    headers,
    multipart: {
      file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfWithLines(lines) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  await expect
    .poll(
      async () => {
        const resume = await request.get('/api/candidate/resume', { headers });
        return ((await resume.json()) as { textStatus: string }).textStatus;
      },
      { timeout: 30_000 },
    )
    .toBe('done');
}

test('a recruiter finds a candidate by a tool only their CV names and invites them; the candidate gets the invitation and sees the job among their jobs for you', async ({
  page,
  request,
}) => {
  const tool = marker();
  const skill = `Skill${marker()}`;
  const designation = `Platform Engineer ${marker()}`;
  const recruiter = await registerAccount(request, 'recruiter');
  const jobID = await postJob(request, recruiter, {
    designation,
    skills_required: [skill, 'TypeScript'],
  });
  const candidate = await registerAccount(request, 'candidate', {
    core_skills: ['TypeScript', skill],
  });
  await uploadCv(request, candidate, [
    'Annabelle Richardson - Curriculum Vitae',
    `Ran ${tool} clusters in production for three years.`,
  ]);

  // The recruiter searches a word nothing but that CV holds: one candidate, and the card says why.
  await signIn(page, 'recruiter', recruiter, '/RecruiterDashboard');
  await page.getByRole('navigation').getByRole('link', { name: 'Find candidates' }).first().click();
  await expect(page.getByRole('heading', { name: 'Find candidates', level: 1 })).toBeVisible();
  await page.getByLabel('Search by skill, title, experience or CV text').fill(tool);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${tool}`));
  await expect(page.getByText('1 candidate', { exact: true })).toBeVisible();
  const card = page.getByRole('article', { name: 'Annabelle Richardson' });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('From their CV')).toBeVisible();
  await expect(card.locator('mark')).toHaveText([tool]);
  await expect(
    card.getByRole('link', { name: 'View profile of Annabelle Richardson' }),
  ).toHaveAttribute('href', `/Candidate/${candidate.username}`);

  // Invite to apply: one of the recruiter's open jobs, with a note.
  await card.getByRole('button', { name: 'Invite to apply' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Annabelle Richardson to apply' });
  await dialog.getByLabel('Job').selectOption(jobID);
  await dialog.getByLabel('Note (optional)').fill(`Your ${tool} work is what we need.`);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText(`Invitation sent (${designation})`)).toBeVisible();

  // The candidate is told, with a link to the job, and the dashboard suggests it with the reasons.
  await signIn(page, 'candidate', candidate, '/Notifications');
  const notice = page.getByRole('button', {
    name: new RegExp(`invites you to apply: ${designation}`),
  });
  await expect(notice).toBeVisible();
  await notice.click();
  await expect(page).toHaveURL(new RegExp(`/job/${jobID}$`, 'i'));
  await expect(page.getByRole('heading', { name: designation, level: 1 })).toBeVisible();

  await page.goto('/CandidateDashboard');
  const forYou = page.getByRole('region', { name: 'Jobs for you' });
  const suggested = forYou.getByRole('listitem').filter({ hasText: designation });
  await expect(suggested).toBeVisible();
  await expect(suggested).toContainText(`Matches your skills: ${skill}, TypeScript`);

  // Turning "Let recruiters find me" off takes them out of the search at once.
  await page.goto('/CandidateDashboard/Settings');
  const visibility = page.getByRole('region', { name: 'Profile visibility' });
  await visibility.getByRole('switch', { name: 'Let recruiters find me' }).click();
  await expect(visibility.getByText('Saved')).toBeVisible();
  await signIn(page, 'recruiter', recruiter, `/RecruiterDashboard/FindCandidates?q=${tool}`);
  await expect(page.getByText('No candidates match')).toBeVisible();
});
