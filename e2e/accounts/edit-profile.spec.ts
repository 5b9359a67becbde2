import { expect, test } from '../fixtures/test';
import { registerAccount, signIn } from '../fixtures/accounts';

// Another image than the fixture photo used at registration (uploads are named by their content).
const NEW_PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a candidate edits their profile section by section and the public page shows it', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, 'candidate');
  await signIn(page, 'candidate', account, '/CandidateDashboard');
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL('/CandidateDashboard/EditProfile');

  const personal = page.getByRole('region', { name: 'Personal Information' });
  await expect(personal.getByLabel('First name')).toHaveValue(account.firstName);
  await personal.getByLabel('Title').fill('Staff Accessibility Engineer');
  // A new photo goes through the same upload as at registration.
  await personal
    .getByLabel('Photo')
    .setInputFiles({ name: 'new-photo.png', mimeType: 'image/png', buffer: NEW_PHOTO });
  await expect(personal.getByText('Photo uploaded')).toBeVisible();
  await personal.getByRole('button', { name: 'Save Personal Information' }).click();
  await expect(personal.getByText('Saved')).toBeVisible();
  const header = page
    .getByRole('link', { name: `Open your dashboard (@${account.username})` })
    .getByRole('img');
  const newPhoto = await header.getAttribute('src');
  expect(newPhoto).toMatch(/\/uploads\//);
  expect(newPhoto).not.toBe(account.photo);

  const skills = page.getByRole('region', { name: 'Core Skills' });
  await skills.getByRole('button', { name: 'Add Skill' }).click();
  await skills.getByRole('textbox', { name: 'Skill 4' }).fill('Screen readers');
  await skills.getByRole('button', { name: 'Save Core Skills' }).click();
  await expect(skills.getByText('Saved')).toBeVisible();

  // A rule of the wizard stops a bad value before it is sent, and keeps what was typed.
  const college = page.getByRole('region', { name: 'Higher Education' });
  await college.getByLabel('CGPA').fill('9.5');
  await college.getByRole('button', { name: 'Save Higher Education' }).click();
  await expect(
    college.getByText('Not saved: CGPA must be a whole number out of 10 for College 1'),
  ).toBeVisible();
  await expect(college.getByLabel('CGPA')).toHaveValue('9.5');

  await page.goto(`/Candidate/${account.username}`);
  await expect(
    page.getByRole('heading', { name: `${account.firstName} ${account.lastName}` }),
  ).toBeVisible();
  await expect(page.getByText('Staff Accessibility Engineer')).toBeVisible();
  await expect(page.getByText('Screen readers')).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('img', { name: `${account.firstName} ${account.lastName}` }),
  ).toHaveAttribute('src', newPhoto!);
  // Signed in, the contact details are there.
  await expect(page.getByRole('link', { name: account.email })).toHaveAttribute(
    'href',
    `mailto:${account.email}`,
  );
});

test('a taken email is refused at the email field and nothing typed is lost', async ({
  page,
  request,
}) => {
  const other = await registerAccount(request, 'recruiter');
  const account = await registerAccount(request, 'recruiter');
  await signIn(page, 'recruiter', account, '/RecruiterDashboard/EditProfile');

  const personal = page.getByRole('region', { name: 'Personal Information' });
  await personal.getByLabel('Email').fill(other.email);
  await personal.getByLabel('One liner intro').fill('Hiring people who care.');
  await personal.getByRole('button', { name: 'Save Personal Information' }).click();
  await expect(
    personal.getByText('Not saved: Recruiter with same email or cell number already exists'),
  ).toBeVisible();
  await expect(personal.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(personal.getByLabel('One liner intro')).toHaveValue('Hiring people who care.');

  await personal.getByLabel('Email').fill(account.email);
  await personal.getByRole('button', { name: 'Save Personal Information' }).click();
  await expect(personal.getByText('Saved')).toBeVisible();
});

test('signed-out visitors see "Sign in to see contact details" instead of email and phone', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, 'recruiter');
  await page.goto(`/Recruiter/${account.username}`);
  await expect(
    page.getByRole('heading', { name: `${account.firstName} ${account.lastName}` }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to see contact details' })).toBeVisible();
  await expect(page.getByText(account.email)).toHaveCount(0);
  await expect(page.getByText(account.number)).toHaveCount(0);
  await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0);
});
