import { expect, test } from '../fixtures/test';
import { apiLogin, registerAccount, signIn } from '../fixtures/accounts';
import { marker, postJob } from '../jobs/fixtures/jobs';
import { isFocused, press, tabTo, typeInto } from './fixtures/keyboard';

// Keyboard-only journeys: Tab, Shift+Tab, arrows, Enter, Space and typing; no clicks, no fill.

test('a visitor searches and filters jobs with the keyboard alone', async ({ page, request }) => {
  const recruiter = await registerAccount(request, 'recruiter');
  const word = marker();
  await postJob(request, recruiter, {
    designation: `Remote Engineer ${word}`,
    work_environment: 'Remote',
  });
  await postJob(request, recruiter, {
    designation: `Office Engineer ${word}`,
    work_environment: 'On-site',
  });

  await page.goto('/AllJobs');
  await typeInto(page, page.getByLabel('Search jobs'), word);
  await page.keyboard.press('Enter');
  const results = page.getByRole('heading', { level: 1 });
  await expect(results).toHaveText(/^2 Jobs? available/);
  await expect(page).toHaveURL(new RegExp(`q=${word}`));
  // After a search, focus goes to the results heading (not lost to the page body).
  await expect.soft(results, 'focus after searching').toBeFocused();

  await press(page, page.getByRole('checkbox', { name: /^Remote/ }), 'Space');
  await expect(page).toHaveURL(/Remote/);
  await expect(results).toHaveText(/^1 Jobs? available/);
  await expect.soft(results, 'singular for one job').toHaveText(/^1 Job available/);
  await expect(
    page.getByRole('link', { name: new RegExp(`Remote Engineer ${word}`) }).first(),
  ).toBeVisible();
  await expect(page.getByText(`Office Engineer ${word}`)).toHaveCount(0);
  // Retried: focus moves in an effect after the results render, so a single read could land between.
  await expect
    .poll(() => page.evaluate(() => document.activeElement !== document.body), {
      message: 'focus kept after filtering',
    })
    .toBe(true);

  // The job opens from its card with Enter.
  await press(
    page,
    page.getByRole('link', { name: new RegExp(`Remote Engineer ${word}`) }).first(),
  );
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`Remote Engineer ${word}`) }),
  ).toBeVisible();
  await expect
    .soft(page.getByRole('heading', { level: 1 }), 'focus after opening the job')
    .toBeFocused();
});

test('a candidate applies with the keyboard alone; focus comes back from the dialog', async ({
  page,
  request,
}) => {
  const recruiter = await registerAccount(request, 'recruiter');
  const candidate = await registerAccount(request, 'candidate');
  const jobID = await postJob(request, recruiter, { designation: `Data Engineer ${marker()}` });
  await signIn(page, 'candidate', candidate, `/Job/${jobID}`);

  await press(page, page.getByRole('button', { name: 'Apply Now' }));
  await press(page, page.getByRole('button', { name: 'Submit application' }));
  const success = page.getByRole('alertdialog', { name: 'Success' });
  await expect(success).toContainText('Applied for this job successfully');
  await expect
    .poll(() => success.evaluate((dialog) => dialog.contains(document.activeElement)), {
      message: 'focus inside the dialog',
    })
    .toBe(true);
  await page.keyboard.press('Enter');
  await expect(success).toBeHidden();
  // Closing the dialog gives focus to the applied status that replaced Apply Now. The dialog returns
  // focus in a timer after it unmounts, so this is a retrying assertion, not a single read.
  await expect(page.locator(':focus'), 'focus after closing the Applied dialog').toContainText(
    /Applied on .+ · Applied/,
  );

  const { accessToken } = await apiLogin(request, 'candidate', candidate);
  const screening = await request.get(
    `/api/applications/screening?jobID=${jobID}&candidateUsername=${candidate.username}`,
    {
      headers: { Authorization: `Bearer ${accessToken}` },
    },
  );
  expect(screening.status()).toBe(403);
  expect(await screening.json()).toMatchObject({ hasApplied: true });
});

test('a recruiter posts a job with the keyboard alone and the answers are stored', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const recruiter = await registerAccount(request, 'recruiter');
  const word = marker();
  await signIn(page, 'recruiter', recruiter, '/JobPosting');
  await expect(page.getByLabel('Job ID')).toHaveText(/^[A-Z]{3}\d{3}$/);
  const jobID = (await page.getByLabel('Job ID').textContent()) ?? '';

  await typeInto(page, page.getByLabel('Designation'), `Platform Engineer ${word}`);
  // A closed select changes with the arrow keys.
  for (const [label, value] of [
    ['Work environment', 'Remote'],
    ['Type of employment', 'Contract-based'],
  ] as const) {
    const select = page.getByLabel(label);
    await tabTo(page, select);
    // Down through the options, then back up if the answer was above the current one.
    for (const key of ['ArrowDown', 'ArrowUp']) {
      for (let moves = 0; moves < 8 && (await select.inputValue()) !== value; moves += 1)
        await page.keyboard.press(key);
    }
    await expect(select).toHaveValue(value);
  }
  await typeInto(page, page.getByLabel('Location 1', { exact: true }), 'Lisbon');
  await press(page, page.getByRole('button', { name: 'Add location' }));
  const second = page.getByLabel('Location 2', { exact: true });
  await expect.soft(second, 'focus after Add location').toBeFocused();
  await typeInto(page, second, 'Porto');
  await typeInto(page, page.getByLabel('Experience required (years)'), '2');

  // One arrow key in a yes/no group selects the other answer, as in any radio group (either direction).
  for (const [legend, key] of [
    ['Are freshers eligible?', 'ArrowLeft'],
    ['Is visa sponsored?', 'ArrowRight'],
  ]) {
    const group = page.getByRole('radiogroup', { name: legend });
    await tabTo(page, group.getByRole('radio', { checked: true }));
    await page.keyboard.press(key);
    await expect(group.getByRole('radio', { name: 'Yes' })).toBeFocused();
  }
  await typeInto(page, page.getByLabel('Skill 1', { exact: true }), 'Go');
  await typeInto(page, page.getByLabel('Minimum CTC (USD)'), '90000');
  await typeInto(page, page.getByLabel('Maximum CTC (USD)'), '130000');
  await typeInto(page, page.getByLabel('Job description'), `Run our platform. Reference ${word}.`);
  await press(page, page.getByRole('button', { name: 'Create Job Posting' }));

  const result = page.getByRole('alertdialog', { name: 'Success' });
  await expect(result).toContainText('Job Posted successfully');
  const next = result.getByRole('button', { name: 'Next' });
  if (!(await isFocused(next))) await tabTo(page, next, { max: 5 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/');

  const stored = await request.get(`/api/job/fetchIndividualJob/${jobID}`);
  expect(stored.status()).toBe(200);
  expect(await stored.json()).toMatchObject({
    designation: `Platform Engineer ${word}`,
    work_environment: 'Remote',
    type_of_employment: 'Contract-based',
    job_location: ['Lisbon', 'Porto'],
    isFresherEligible: true,
    isVisaSponsored: true,
    skills_required: ['Go'],
  });
});
