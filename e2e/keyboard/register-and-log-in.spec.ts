import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { buildProfile, PHOTO_PATH, registerAccount } from '../fixtures/accounts';
import { isFocused, press, tabTo, typeInto } from './fixtures/keyboard';

// Keyboard-only journeys: Tab, Shift+Tab, arrows, Enter, Space and typing; no clicks, no fill.

async function typeFields(
  page: Page,
  scope: Locator | Page,
  fields: [label: string, value: string][],
) {
  for (const [label, value] of fields)
    await typeInto(page, scope.getByLabel(label, { exact: true }), value);
}

/** Moves on with 'Next step' and expects the route change to put focus on the new step's h1. */
async function nextStep(page: Page, path: string) {
  await press(page, page.getByRole('button', { name: 'Next step' }));
  await expect(page).toHaveURL(path);
  await expect
    .soft(page.getByRole('heading', { level: 1 }), 'focus after moving to the next step')
    .toBeFocused();
}

test('a candidate registers with the keyboard alone and can then log in', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const profile = buildProfile('candidate', '');
  await page.goto('/CommonAuthentication');
  await press(page, page.getByRole('link', { name: 'Register as Candidate' }));
  await expect(page).toHaveURL('/CandidatePersonalInformation');
  await expect
    .soft(page.getByRole('heading', { level: 1 }), 'focus after the route change')
    .toBeFocused();

  await typeFields(page, page, [
    ['First name', profile.firstName],
    ['Last name', profile.lastName],
    ['Title', profile.title],
    ['One liner intro', profile.one_liner_intro],
    ['Phone number', profile.number],
    ['Email', profile.email],
  ]);
  // The longest allowed username runs the availability check by itself; its answer must not take
  // focus from the field, and closing it leaves the keyboard there.
  const username = `${profile.username}zzzzzzzzzzzz`.slice(0, 12);
  const usernameField = page.getByLabel('Username', { exact: true });
  await typeInto(page, usernameField, username);
  const available = page.getByRole('alertdialog', { name: 'Username Available' });
  await expect(available).toBeVisible();
  await expect.soft(usernameField, 'focus when the username check answers').toBeFocused();
  // OK when the popup took focus; Escape when it left focus in the field (Enter there would submit the step).
  await page.keyboard.press(
    (await available.evaluate((dialog) => dialog.contains(document.activeElement)))
      ? 'Enter'
      : 'Escape',
  );
  await expect(available).toBeHidden();
  await expect.soft(usernameField, 'focus after closing the username popup').toBeFocused();
  await typeInto(page, page.getByLabel('Password', { exact: true }), profile.password);
  await typeInto(page, page.getByLabel('Introduction', { exact: true }), profile.introduction);

  // Gender: into the radio group, arrows to the answer, Space to be sure it is the checked one.
  await tabTo(page, page.getByRole('radio').first());
  const female = page.getByRole('radio', { name: 'female' });
  for (let moves = 0; moves < 5 && !(await isFocused(female)); moves += 1)
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(female).toBeChecked();

  await tabTo(page, page.getByLabel('Photo', { exact: true }));
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles(PHOTO_PATH);
  await expect(page.getByText('Photo uploaded')).toBeVisible();
  await nextStep(page, '/CandidateConventionalEducation');

  for (const [prefix, school] of [
    ['10th', profile.tenth_standard_education],
    ['12th', profile.twelth_standard_education],
  ] as const) {
    await typeFields(page, page, [
      [`${prefix} school name`, school.school_name],
      [`${prefix} percentage obtained`, school.percentage_obtained],
      [`${prefix} year of passing`, school.year_of_passing],
      [`${prefix} school board`, school.school_board],
    ]);
  }
  const college = profile.college_education[0];
  await typeFields(page, page.getByRole('group', { name: 'College 1' }), [
    ['Programme name', college.programme_name],
    ['Specialization', college.specialization],
    ['College name', college.college_name],
    ['University name', college.university_name],
    ['CGPA', college.cgpa],
    ['Duration', college.duration],
    ['Year of commencement', college.year_of_commencement],
    ['Year of conclusion', college.year_of_conclusion],
  ]);
  await nextStep(page, '/CandidateSkillsAndExperience');

  const internship = profile.internship_experience[0];
  await typeFields(page, page.getByRole('group', { name: 'Internship 1' }), [
    ['Company', internship.company],
    ['Roles and responsibilities', internship.roles_and_responsibilities],
    ['Date of commencement', internship.date_of_commencement],
    ['Date of conclusion', internship.date_of_conclusion],
    ['Duration', internship.duration],
    ['Stipend', internship.stipend],
  ]);
  const course = profile.certificate_courses[0];
  await typeFields(page, page.getByRole('group', { name: 'Certificate Course 1' }), [
    ['Platform name', course.platform_name],
    ['Title of course', course.title_of_course],
    ['Mentor name', course.mentor_name],
    ['Learning description', course.learning_description],
    ['Date of commencement', course.date_of_commencement],
    ['Date of conclusion', course.date_of_conclusion],
  ]);
  const work = profile.work_experience[0];
  await typeFields(page, page.getByRole('group', { name: 'Work Experience 1' }), [
    ['Company', work.company],
    ['Designation', work.designation],
    ['Date of commencement', work.date_of_commencement],
    ['Date of resignation', work.date_of_resignation],
    ['Duration of service', work.duration_of_service],
    ['Job description', work.job_description],
    ['Annual CTC', work.annual_ctc],
  ]);
  await typeInto(page, page.getByLabel('Skill 1', { exact: true }), profile.core_skills[0]);
  // "Add" moves focus to the field it added, so typing can go on.
  await press(page, page.getByRole('button', { name: 'Add Skill' }));
  const second = page.getByLabel('Skill 2', { exact: true });
  await expect.soft(second, 'focus after Add Skill').toBeFocused();
  await typeInto(page, second, profile.core_skills[1]);
  await nextStep(page, '/CandidatePresent');

  const present = profile.current_job;
  await typeFields(page, page, [
    ['Company', present.company],
    ['Current role', present.current_role],
    ['Job description', present.job_description],
    ['Date of commencement', present.date_of_commencement],
    ['Years of experience', present.years_of_experience],
    ['Current location', present.current_location],
  ]);
  await press(page, page.getByRole('button', { name: 'Submit' }));
  const welcome = page.getByRole('alertdialog', { name: `Welcome ${profile.firstName}` });
  await expect(welcome).toBeVisible();
  const goToLogin = welcome.getByRole('button', { name: 'Go to Login' });
  await tabTo(page, goToLogin, { max: 5 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/CandidateLogin');

  // Stored: the account exists with what was typed.
  const stored = await request.get(`/api/candidate/fetch/${username}`);
  expect(stored.status()).toBe(200);
  expect(await stored.json()).toMatchObject({
    firstName: profile.firstName,
    gender: 'female',
    core_skills: profile.core_skills.slice(0, 2),
  });
});

test('a recruiter logs in with the keyboard alone and lands on the dashboard heading', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, 'recruiter');
  await page.goto('/RecruiterLogin');
  await typeInto(page, page.getByLabel('Username', { exact: true }), account.username);
  await typeInto(page, page.getByLabel('Password', { exact: true }), account.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog', { name: 'Welcome Recruiter' })).toContainText(
    'Successfully logged in',
  );
  await expect(page).toHaveURL('/RecruiterDashboard');
  await expect(
    page.getByRole('heading', { name: `${account.firstName} ${account.lastName}` }),
  ).toBeVisible();
  await expect
    .soft(page.getByRole('heading', { level: 1 }), 'focus after the route change to the dashboard')
    .toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem('recruiterUsername'))).toBe(
    account.username,
  );
});
