import { expect, test } from '../fixtures/test';
import { buildProfile, PASSWORD, registerAccount, signIn, type Role } from '../fixtures/accounts';

const DASHBOARD: Record<Role, string> = {
  candidate: '/CandidateDashboard',
  recruiter: '/RecruiterDashboard',
};

test('dashboard lists are shown in reverse order and the role buttons lead on', async ({
  page,
  request,
}) => {
  const base = buildProfile('candidate', '');
  const account = await registerAccount(request, 'candidate', {
    college_education: [
      { ...base.college_education[0], programme_name: 'B.Sc', specialization: 'Physics' },
      { ...base.college_education[0], programme_name: 'M.Sc', specialization: 'Astronomy' },
    ],
  });
  await signIn(page, 'candidate', account, '/CandidateDashboard');
  const degrees = page.getByRole('tabpanel').getByRole('heading', { level: 4 });
  await expect(degrees).toHaveText(['M.Sc in Astronomy', 'B.Sc in Physics']);
  await expect(page.getByRole('link', { name: 'Saved Jobs' })).toHaveAttribute(
    'href',
    '/CandidateDashboard/SavedJobs',
  );
  await page.getByRole('link', { name: 'My Applications' }).click();
  await expect(page).toHaveURL('/CandidateDashboard/MyJobApplications');
});

for (const role of ['candidate', 'recruiter'] as const) {
  test(`a ${role} deletes their account after confirming`, async ({ page, request }) => {
    const account = await registerAccount(request, role);
    await signIn(page, role, account, DASHBOARD[role]);
    await expect(page.getByRole('heading', { name: 'Profile Dashboard' })).toBeVisible();

    await page.getByRole('button', { name: 'Delete Profile' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Account' });
    await expect(confirm).toContainText(
      'Are you sure you want to delete this account? This action cannot be undone.',
    );
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect(confirm).toBeHidden();

    await page.getByRole('button', { name: 'Delete Profile' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete Account' })
      .getByRole('button', { name: 'Yes, delete' })
      .click();
    await expect(page.getByRole('alertdialog', { name: 'Deleted !' })).toContainText(
      'Account Deleted Successfully.Navigating back to homepage....',
    );
    await expect(page).toHaveURL('/', { timeout: 5_000 });

    const login = await request.post(`/api/${role}/login`, {
      data: { username: account.username, password: PASSWORD },
    });
    expect(login.status()).toBe(404);
  });
}

test('a dashboard whose profile cannot be loaded shows the error card with Try Again', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, 'recruiter');
  await signIn(page, 'recruiter', account, '/');
  await page.route('**/api/recruiter/dashboard', (route) =>
    route.fulfill({ status: 500, json: { message: 'boom' } }),
  );
  await page.goto('/RecruiterDashboard');
  await expect(page.getByRole('heading', { name: 'Error' })).toBeVisible();
  await expect(page.getByText('Failed to fetch recruiter details')).toBeVisible();
  await page.unroute('**/api/recruiter/dashboard');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(
    page.getByRole('heading', { name: `${account.firstName} ${account.lastName}` }),
  ).toBeVisible();
});

test('an expired access token is refreshed; a dead session goes to the login page of its role', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, 'candidate');
  await signIn(page, 'candidate', account, '/');
  // A token the server rejects makes the client refresh once and retry.
  await page.evaluate(() => localStorage.setItem('candidateAccessToken', 'not-a-valid-token'));
  await page.goto('/CandidateDashboard');
  await expect(
    page.getByRole('heading', { name: `${account.firstName} ${account.lastName}` }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('candidateAccessToken'))).not.toBe(
    'not-a-valid-token',
  );

  // Without a usable refresh token the stored data is cleared and the user is sent to log in.
  await page.evaluate(() => {
    localStorage.setItem('candidateAccessToken', 'not-a-valid-token');
    localStorage.setItem('candidateRefreshToken', 'not-a-valid-refresh-token');
  });
  await page.goto('/CandidateDashboard');
  // The login page is told to come back here after signing in again.
  await expect(page).toHaveURL(`/CandidateLogin?next=${encodeURIComponent('/CandidateDashboard')}`);
  expect(await page.evaluate(() => localStorage.getItem('candidateUsername'))).toBeNull();
});
