import { expect, test } from '../fixtures/test';
import { apiLogin, registerAccount, signIn } from '../fixtures/accounts';
import { verificationLinkTo, waitForMail } from '../fixtures/mail';
import { marker, postJob } from '../jobs/fixtures/jobs';

// The bell polls every 30 s and the queue worker every 2 s: these journeys wait on them, not on a reload.
const POLL_WAIT = { timeout: 60_000 };

test('a candidate saves a search; a matching job is posted; the bell count rises and the alert is in the mail folder', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const candidate = await registerAccount(request, 'candidate');
  const recruiter = await registerAccount(request, 'recruiter');
  const word = marker();

  // Job alerts are emailed only to a confirmed address: the candidate opens the emailed link first.
  await page.goto(await verificationLinkTo(baseURL!, candidate.email));
  await expect(
    page.getByRole('status').filter({ hasText: 'Email address verified' }),
  ).toBeVisible();

  await signIn(page, 'candidate', candidate, `/AllJobs?q=${word}`);
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await dialog.getByLabel('Alert name').fill(`Platform ${word}`);
  await dialog.getByRole('radio', { name: 'Instant' }).check();
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(dialog.getByText(`Search saved as “Platform ${word}”`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  // A job that does not match alerts nobody; the one that does, alerts the candidate.
  await postJob(request, recruiter, {
    designation: `Chef ${marker()}`,
    job_description: 'Kitchen.',
  });
  const jobID = await postJob(request, recruiter, {
    designation: `Platform Engineer ${word}`,
    job_description: 'Kubernetes.',
  });

  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible(
    POLL_WAIT,
  );
  const mail = await waitForMail(baseURL!, candidate.email, 60_000);
  expect(mail.subject).toContain(`Platform ${word}`);
  expect(mail.text).toContain(`Platform Engineer ${word}`);
  expect(mail.text).toContain(`/Job/${jobID}`);

  await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText(`New jobs for "Platform ${word}"`)).toBeVisible();
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});

test('a recruiter is told of a new applicant and stops those emails with the link, signed out', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const candidate = await registerAccount(request, 'candidate');
  const recruiter = await registerAccount(request, 'recruiter');
  const word = marker();
  const jobID = await postJob(request, recruiter, { designation: `Data Analyst ${word}` });

  await signIn(page, 'recruiter', recruiter, '/');
  const { accessToken } = await apiLogin(request, 'candidate', candidate);
  const apply = await request.post('/api/applications/create', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { job: { jobID } },
  });
  expect(apply.status()).toBe(200);

  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible(
    POLL_WAIT,
  );
  const mail = await waitForMail(baseURL!, recruiter.email, 60_000);
  expect(mail.subject).toContain(`Data Analyst ${word}`);
  const link = mail.text.match(/https?:\/\/\S+\/unsubscribe\?token=[A-Za-z0-9_.-]+/)?.[0];
  expect(link, 'an unsubscribe link in the text part').toBeTruthy();

  await page.evaluate(() => localStorage.clear());
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByRole('heading', { name: 'Unsubscribe from emails' })).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toBeVisible();

  await signIn(page, 'recruiter', recruiter, '/RecruiterDashboard/Settings');
  const section = page.getByRole('region', { name: 'Email notifications' });
  await expect(section.getByRole('switch', { name: 'New applications' })).not.toBeChecked();
  await expect(section.getByRole('switch', { name: 'Application status changes' })).toHaveCount(0);
});
