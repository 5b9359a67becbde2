import { readFileSync } from 'node:fs';
import { expect, test } from '../fixtures/test';
import { apiLogin, PASSWORD, registerAccount, signIn } from '../fixtures/accounts';

const NEW_PASSWORD = 'BatteryStaple77!';

test('a recruiter changes their password; other logins end at once', async ({ page, request }) => {
  const account = await registerAccount(request, 'recruiter');
  const otherDevice = await apiLogin(request, 'recruiter', account);
  await signIn(page, 'recruiter', account, '/RecruiterDashboard');
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL('/RecruiterDashboard/Settings');

  const card = page.getByRole('region', { name: 'Change password' });
  await card.getByLabel('Current password').fill('not-my-password');
  await card.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await card.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(card.getByText('Incorrect Password')).toBeVisible();

  await card.getByLabel('Current password').fill(PASSWORD);
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(card.getByRole('status')).toHaveText(
    'Password changed. Every other device signed in to this account has been signed out.',
  );

  const stale = await request.get('/api/recruiter/dashboard', {
    headers: { Authorization: `Bearer ${otherDevice.accessToken}` },
  });
  expect(stale.status()).toBe(401);
  // This browser stays signed in.
  await page.goto('/RecruiterDashboard');
  await expect(
    page.getByRole('heading', { name: `${account.firstName} ${account.lastName}` }),
  ).toBeVisible();
  const fresh = await request.post('/api/recruiter/login', {
    data: { username: account.username, password: NEW_PASSWORD },
  });
  expect(fresh.status()).toBe(200);
});

test('sign out everywhere ends this login too and opens the login page', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, 'candidate');
  await signIn(page, 'candidate', account, '/CandidateDashboard/Settings');
  const token = await page.evaluate(() => localStorage.getItem('candidateAccessToken'));

  await page
    .getByRole('region', { name: 'Sign out everywhere' })
    .getByRole('button', { name: 'Sign out everywhere' })
    .click();
  await page
    .getByRole('alertdialog', { name: 'Sign out everywhere?' })
    .getByRole('button', { name: 'Sign out everywhere' })
    .click();
  await expect(page).toHaveURL('/CandidateLogin');
  await expect(page.getByRole('status')).toHaveText('You have been signed out on every device.');
  expect(await page.evaluate(() => localStorage.getItem('candidateUsername'))).toBeNull();
  const stale = await request.get('/api/candidate/dashboard', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(stale.status()).toBe(401);
});

test('a candidate who turns discoverability off leaves the top-candidates list', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, 'candidate');
  await page.goto('/ExceptionalCandidates');
  await expect(page.getByRole('link', { name: new RegExp(`@${account.username}`) })).toBeVisible();

  await signIn(page, 'candidate', account, '/CandidateDashboard/Settings');
  const visibility = page.getByRole('region', { name: 'Profile visibility' });
  const toggle = visibility.getByRole('switch', { name: 'Let recruiters find me' });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(visibility.getByText('Saved')).toBeVisible();
  await expect(toggle).not.toBeChecked();

  await page.goto('/ExceptionalCandidates');
  await expect(page.getByRole('heading', { name: 'Top Performing Candidates' })).toBeVisible();
  // The header's avatar link names the account too; the list is in main.
  await expect(
    page.getByRole('main').getByRole('link', { name: new RegExp(`@${account.username}`) }),
  ).toHaveCount(0);
});

test('Download my data saves the export as a JSON file', async ({ page, request }) => {
  const account = await registerAccount(request, 'candidate');
  await signIn(page, 'candidate', account, '/CandidateDashboard/Settings');
  const card = page.getByRole('region', { name: 'Download my data' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`jobhunter-${account.username}-data.json`);
  const data = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
    role: string;
    profile: { username: string; email: string };
  };
  expect(data.role).toBe('candidate');
  expect(data.profile).toMatchObject({ username: account.username, email: account.email });
  await expect(card.getByRole('status')).toContainText(`jobhunter-${account.username}-data.json`);
});

test('Delete Profile in the settings deletes the account like the dashboard button', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, 'recruiter');
  await signIn(page, 'recruiter', account, '/RecruiterDashboard/Settings');
  await page
    .getByRole('region', { name: 'Delete account' })
    .getByRole('button', { name: 'Delete Profile' })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Account' });
  await expect(confirm).toContainText(
    'Are you sure you want to delete this account? This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Deleted !' })).toContainText(
    'Account Deleted Successfully.Navigating back to homepage....',
  );
  await expect(page).toHaveURL('/', { timeout: 5_000 });
  const login = await request.post('/api/recruiter/login', {
    data: { username: account.username, password: PASSWORD },
  });
  expect(login.status()).toBe(404);
});
