import { expect, test } from '../fixtures/test';
import { registerAccount, signIn } from '../fixtures/accounts';
import { marker, postJob } from './fixtures/jobs';

test('search what and where from the landing page, narrow with chips, remove them and clear', async ({
  page,
  request,
}) => {
  const recruiter = await registerAccount(request, 'recruiter');
  const word = marker();
  await postJob(request, recruiter, {
    designation: `Mobile Engineer ${word}`,
    job_location: ['Lisbon'],
    work_environment: 'Remote',
    CTC: { minCTC: '67000', maxCTC: '96000' },
  });
  await postJob(request, recruiter, {
    designation: `QA Engineer ${word}`,
    job_location: ['Porto'],
    work_environment: 'On-site',
  });

  await page.goto('/');
  await page.getByLabel('Search jobs').fill(word);
  await page.getByLabel('Where').fill('lisbon');
  await page.getByLabel('Where').press('Enter');
  await expect(page).toHaveURL(`/AllJobs?q=${word}&location=lisbon`);
  await expect(page.getByRole('heading', { level: 1, name: '1 Job available' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: `Mobile Engineer ${word}` });
  await expect(card).toContainText('$67,000 - $96,000 a year');
  await expect(card.locator('time')).toHaveText(/^Posted (just now|\d+ (seconds?|minutes?) ago)$/);
  // One tab stop per card for a visitor: the title's link.
  expect(
    await card.locator('a, button, input, select, [tabindex]:not([tabindex="-1"])').count(),
  ).toBe(1);

  // Removing the place widens the search; a filter narrows it again, each shown as a chip.
  await page.getByRole('button', { name: 'Remove filter in lisbon' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '2 Jobs available' })).toBeVisible();
  await page
    .getByRole('complementary', { name: 'Filters' })
    .getByRole('checkbox', { name: 'On-site' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: '1 Job available' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: `QA Engineer ${word}` })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove filter / })).toHaveText([
    `“${word}”`,
    'On-site',
  ]);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL('/AllJobs');
  await expect(page.getByRole('button', { name: /^Remove filter / })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // A search after that: focus lands on the results' heading, not the page body.
  await page.getByLabel('Search jobs').fill(`${word} nothingmatches`);
  await page.getByLabel('Search jobs').press('Enter');
  await expect(page.getByRole('heading', { name: 'No jobs match your search' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('a candidate applies and the page then shows a disabled \'Apply now\' beside "Applied on {date} · {status}", with focus on the status after the popup', async ({
  page,
  request,
}) => {
  const recruiter = await registerAccount(request, 'recruiter');
  const candidate = await registerAccount(request, 'candidate');
  const jobID = await postJob(request, recruiter, { designation: `Support Engineer ${marker()}` });

  // Signed out: 'Log in to apply' goes to the candidate login, which is told to come back here.
  await page.goto(`/Job/${jobID}`);
  await expect(page.getByRole('button', { name: 'Login for further action' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Log in to apply' })).toHaveAttribute(
    'href',
    `/CandidateLogin?next=%2FJob%2F${jobID}`,
  );

  await signIn(page, 'candidate', candidate, `/Job/${jobID}`);
  await page.getByRole('button', { name: 'Apply Now', exact: true }).click();
  await page.getByRole('button', { name: 'Submit application' }).click();
  const success = page.getByRole('alertdialog', { name: 'Success' });
  await expect(success).toContainText('Applied for this job successfully');
  await success.getByRole('button', { name: 'OK' }).click();
  const applied = page.getByText(/^Applied on .+ · Applied$/);
  await expect(applied).toBeVisible();
  await expect(page.locator(':focus')).toContainText(/Applied on .+ · Applied/);
  await expect(page.getByRole('button', { name: 'Apply now', exact: true })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Track it in My Job Applications' })).toBeVisible();

  // The applications page: the card carries the job's jobID badge.
  await page.getByRole('link', { name: 'Track it in My Job Applications' }).click();
  await expect(page.getByRole('heading', { name: 'My Job Applications' })).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Support Engineer' }).getByText(jobID, {
      exact: true,
    }),
  ).toBeVisible();
});

test('a misspelt search finds the job and says what it searched for instead', async ({
  page,
  request,
}) => {
  const recruiter = await registerAccount(request, 'recruiter');
  const word = marker();
  await postJob(request, recruiter, { designation: `Data Engineer ${word}` });
  // One letter changed: one edit away from the word the job holds.
  const typo = `${word.slice(0, 6)}${word[6] === 'x' ? 'y' : 'x'}${word.slice(7)}`;

  await page.goto(`/AllJobs?q=${typo}`);
  await expect(page.getByText(`Showing results for ${word} instead of ${typo}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '1 Job available' })).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: `Data Engineer ${word}` }),
  ).toBeVisible();
});
