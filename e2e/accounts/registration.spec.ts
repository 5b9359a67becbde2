import { expect, test } from '../fixtures/test';
import { buildProfile, registerAccount, unique, type Role } from '../fixtures/accounts';
import {
  completeWizard,
  fillPersonalInformation,
  stepPath,
  submitWizard,
} from '../fixtures/wizard';

const WELCOME: Record<Role, string> = {
  candidate: 'Welcome Job Seeker',
  recruiter: 'Welcome Recruiter',
};
const DASHBOARD: Record<Role, string> = {
  candidate: '/CandidateDashboard',
  recruiter: '/RecruiterDashboard',
};

for (const role of ['candidate', 'recruiter'] as const) {
  test(`${role} registers through the wizard with a photo, logs in, sees the dashboard and logs out`, async ({
    page,
  }) => {
    const profile = buildProfile(role, '');
    await page.goto('/CommonAuthentication');
    await page
      .getByRole('link', {
        name: role === 'candidate' ? 'Register as Candidate' : 'Register as Recruiter',
      })
      .click();
    await expect(page).toHaveURL(stepPath(role, 0));

    await completeWizard(page, role, profile);
    const welcome = page.getByRole('alertdialog', { name: `Welcome ${profile.firstName}` });
    await expect(welcome).toContainText(
      `You have been registered successfully as ${role} ${profile.firstName} ${profile.lastName}! Kindly navigate to Login Page`,
    );
    // docs/product.md §4: the stored draft is cleared after success.
    expect(
      await page.evaluate((key) => localStorage.getItem(key), `${role}RegistrationDraft`),
    ).toBeNull();
    await welcome.getByRole('button', { name: 'Go to Login' }).click();

    await expect(page).toHaveURL(role === 'candidate' ? '/CandidateLogin' : '/RecruiterLogin');
    const loginButton = page.getByRole('button', { name: 'Complete all fields' });
    await expect(loginButton).toBeDisabled();
    await page.getByLabel('Username', { exact: true }).fill(profile.username);
    await page.getByLabel('Password', { exact: true }).fill(profile.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alertdialog', { name: WELCOME[role] })).toContainText(
      'Successfully logged in',
    );
    await expect(page).toHaveURL(DASHBOARD[role]);

    await expect(page.getByRole('heading', { name: 'Profile Dashboard' })).toBeVisible();
    await expect(page.getByText(`@${profile.username}`).first()).toBeVisible();
    await expect(
      page.getByRole('heading', { name: `${profile.firstName} ${profile.lastName}` }),
    ).toBeVisible();
    await expect(page.getByText('Core Skills')).toBeVisible();
    await expect(
      page.getByRole('img', { name: `${profile.firstName} ${profile.lastName}` }),
    ).toHaveAttribute('src', /\/uploads\//);

    await expect(page.getByRole('heading', { name: 'Education History' })).toBeVisible();
    await page.getByRole('tab', { name: 'Experience' }).click();
    await expect(page.getByRole('heading', { name: 'Work Experience' })).toBeVisible();
    await expect(page.getByText(profile.work_experience[0].designation)).toBeVisible();
    await page.getByRole('tab', { name: 'Certificate' }).click();
    await expect(page.getByRole('heading', { name: 'Certificates' })).toBeVisible();
    await page.getByRole('tab', { name: 'Internship' }).click();
    await expect(page.getByRole('heading', { name: 'Previous Internships' })).toBeVisible();

    // The header avatar leads back to the dashboard.
    await expect(
      page.getByRole('link', { name: `Open your dashboard (@${profile.username})` }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
    expect(
      await page.evaluate((key) => localStorage.getItem(key), `${role}AccessToken`),
    ).toBeNull();
  });
}

test('a step with missing data shows Data Missing with the first error; going back is free', async ({
  page,
}) => {
  await page.goto(stepPath('candidate', 0));
  await expect(page.getByRole('progressbar', { name: 'Registration progress' })).toBeVisible();
  await expect(page.getByText('1/4')).toBeVisible();
  await page.getByRole('button', { name: 'Next step' }).click();
  const popup = page.getByRole('alertdialog', { name: 'Data Missing' });
  await expect(popup).toContainText('First name is required');
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(stepPath('candidate', 0));
  // Jumping forward with a numbered step button is checked the same way.
  await page.getByRole('button', { name: 'Step 3: Skills & Experience' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Data Missing' })).toBeVisible();
});

test('the username shows allowed and remaining characters and is checked when it reaches its length', async ({
  page,
  request,
}) => {
  const taken = await registerAccount(request, 'recruiter');
  await page.goto(stepPath('candidate', 0));
  await page.getByLabel('First name', { exact: true }).fill('Annabelle');
  await page.getByLabel('Last name', { exact: true }).fill('Richardson');
  // trunc((9 + 10) / 2 + 3) = 12
  await expect(page.getByText('12 of 12 characters remaining')).toBeVisible();
  await expect(page.getByText(/Allowed characters: letters, digits/)).toBeVisible();
  await page.getByLabel('Username', { exact: true }).fill('abc');
  await expect(page.getByText('9 of 12 characters remaining')).toBeVisible();

  // Reaching the allowed length runs the availability check by itself.
  await page.getByLabel('First name', { exact: true }).fill('Maximilian');
  await page.getByLabel('Last name', { exact: true }).fill('Fairweather');
  await page
    .getByLabel('Username', { exact: true })
    .fill(`free${unique()}`.padEnd(13, 'x').slice(0, 13));
  const available = page.getByRole('alertdialog', { name: 'Username Available' });
  await expect(available).toContainText('This username can be allotted to you');
  await available.getByRole('button', { name: 'OK' }).click();

  // Usernames are unique across both roles.
  await page.getByLabel('Username', { exact: true }).fill(taken.username);
  await page.getByRole('button', { name: 'Check availability' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Username Unavailable' })).toContainText(
    'Username is not available. Try another one',
  );
});

test('the draft survives a reload but the password is never stored', async ({ page }) => {
  const profile = buildProfile('candidate', '');
  await page.goto(stepPath('candidate', 0));
  await fillPersonalInformation(page, profile);
  await page.reload();
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue(profile.firstName);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(profile.email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  const stored = await page.evaluate(() => JSON.stringify(localStorage));
  expect(stored).toContain(profile.email);
  expect(stored).not.toContain(profile.password);
});

test('list entries can be added and removed only while more than one remains', async ({ page }) => {
  const profile = buildProfile('candidate', '');
  await page.goto(stepPath('candidate', 0));
  await fillPersonalInformation(page, profile);
  await page.getByRole('button', { name: 'Step 2: Education' }).click();
  await expect(page.getByRole('button', { name: 'Remove College 1' })).toBeDisabled();
  await page.getByRole('button', { name: 'Add College' }).click();
  await expect(page.getByRole('group', { name: 'College 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove College 2' }).click();
  await expect(page.getByRole('group', { name: 'College 2' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove College 1' })).toBeDisabled();
  // Going back needs no validation.
  await page.getByRole('button', { name: 'Previous step' }).click();
  await expect(page).toHaveURL(stepPath('candidate', 0));
});

test('registration with a taken email or phone shows the server error', async ({
  page,
  request,
}) => {
  const existing = await registerAccount(request, 'candidate');
  const profile = buildProfile('candidate', '', { email: existing.email });
  await submitWizard(page, 'candidate', profile);
  await expect(page.getByRole('alertdialog', { name: 'Error occurred' })).toContainText(
    'Candidate with same email or cell number already exists',
  );
});
