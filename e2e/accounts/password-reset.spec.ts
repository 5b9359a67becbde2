import { expect, test } from '../fixtures/test';
import { PASSWORD, registerAccount } from '../fixtures/accounts';
import { mailsTo, waitForMail } from '../fixtures/mail';

const NEW_PASSWORD = 'Forgotten-But-Found-9';
const NEUTRAL = "If an account has that email, we've sent a link to reset its password.";

test('forgot password: the emailed link resets the password and the new one logs in', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await registerAccount(request, 'candidate');

  await page.goto('/CandidateLogin');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/ForgotPassword?role=candidate');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText(NEUTRAL);

  // The server wrote the message as an .eml file under its DATA_DIR/mail.
  const mail = await waitForMail(baseURL!, account.email);
  const link = /https?:\/\/\S+\/reset-password\?\S+/.exec(mail.text)?.[0];
  expect(link, `a reset link in:\n${mail.text}`).toBeTruthy();
  const url = new URL(link!);
  expect(url.searchParams.get('role')).toBe('candidate');

  await page.goto(url.pathname + url.search);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL('/CandidateLogin');
  await expect(page.getByRole('status')).toHaveText(
    'Your password has been reset. Log in with your new password.',
  );

  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Welcome Job Seeker' })).toBeVisible();
  await expect(page).toHaveURL('/CandidateDashboard', { timeout: 5_000 });
  const old = await request.post('/api/candidate/login', {
    data: { username: account.username, password: PASSWORD },
  });
  expect(old.status()).toBe(401);

  // The link works once.
  await page.goto(url.pathname + url.search);
  await page.getByLabel('New password', { exact: true }).fill('Yet-Another-Password-1');
  await page.getByLabel('Confirm new password').fill('Yet-Another-Password-1');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toHaveText('This link is invalid or has expired');
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL('/ForgotPassword?role=candidate');
});

test('the request page answers the same for an unknown email and sends nothing', async ({
  page,
  baseURL,
}) => {
  const email = `nobody.${Date.now()}@example.com`;
  await page.goto('/ForgotPassword?role=recruiter');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText(NEUTRAL);
  await page.waitForTimeout(1_000);
  expect(await mailsTo(baseURL!, email)).toEqual([]);
});
