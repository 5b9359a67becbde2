import { test } from './fixtures/test';

// Every page and state of a signed-in recruiter, at 1280 and 390 px, light and dark.
test.describe('axe: recruiter', () => {
  test.use({ who: 'recruiter' });

  test('dashboard and the delete confirmation', async ({ page, world, expectNoViolations }) => {
    await page.goto('/RecruiterDashboard');
    await expectNoViolations(
      'recruiter dashboard',
      page.getByRole('heading', {
        name: `${world.recruiter.firstName} ${world.recruiter.lastName}`,
      }),
    );
    await page.getByRole('button', { name: 'Delete Profile' }).click();
    await expectNoViolations(
      'recruiter dashboard, delete dialog',
      page.getByRole('alertdialog', { name: 'Delete Account' }),
    );
  });

  test('edit profile', async ({ page, expectNoViolations }) => {
    await page.goto('/RecruiterDashboard/EditProfile');
    await expectNoViolations(
      'recruiter edit profile',
      page.getByRole('region', { name: 'Personal Information' }).getByLabel('First name'),
    );
  });

  test('settings', async ({ page, expectNoViolations }) => {
    await page.goto('/RecruiterDashboard/Settings');
    await expectNoViolations(
      'recruiter settings',
      page.getByRole('region', { name: 'Email notifications' }).getByRole('switch').first(),
    );
  });

  test('find candidates: results with snippets, the invite dialog', async ({
    page,
    expectNoViolations,
  }) => {
    await page.goto('/RecruiterDashboard/FindCandidates?q=TypeScript');
    const card = page.getByRole('article').first();
    await expectNoViolations('find candidates, results', card.locator('mark').first());
    await card.getByRole('button', { name: 'Invite to apply' }).click();
    await expectNoViolations(
      'find candidates, invite dialog',
      page.getByRole('dialog').getByLabel('Job'),
    );
  });

  test('my recruitments', async ({ page, world, expectNoViolations }) => {
    await page.goto('/RecruiterDashboard/MyRecruitments');
    await expectNoViolations(
      'my recruitments',
      page.getByText(`Data Engineer ${world.word}`).first(),
    );
  });

  test('applicants: board, list, side panel', async ({ page, world, expectNoViolations }) => {
    const name = `${world.candidate.firstName} ${world.candidate.lastName}`;
    await page.goto(`/RecruiterDashboard/MyRecruitments/${world.appliedJob}`);
    await expectNoViolations(
      'applicants board',
      page.getByRole('region', { name: 'Interview', exact: true }).getByText(name),
    );
    await page.goto(`/RecruiterDashboard/MyRecruitments/${world.appliedJob}?view=list`);
    await expectNoViolations(
      'applicants list',
      page.getByRole('row').filter({ hasText: `@${world.candidate.username}` }),
    );
    await page.getByRole('button', { name, exact: true }).click();
    await expectNoViolations(
      'applicants, side panel',
      page.getByRole('dialog', { name }).getByText('Strong portfolio.'),
    );
    await expectNoViolations(
      'applicants, side panel with the answers and the CV preview',
      page.getByRole('dialog', { name }).getByRole('img', { name: 'Page 1 of 1' }),
    );
  });

  test('job posting form and its error', async ({ page, world, expectNoViolations }) => {
    await page.goto('/JobPosting');
    // The submit button turns from disabled to brand colour (a colour transition) once the job ID
    // is reserved: scan after that, or axe may read its colours halfway.
    await test.expect(page.getByRole('button', { name: 'Create Job Posting' })).toBeEnabled();
    await expectNoViolations('/JobPosting', page.getByLabel('Company name'));
    await page.getByRole('button', { name: 'Add question' }).click();
    await page.getByLabel('Question 1 kind').selectOption('choice');
    await expectNoViolations('/JobPosting, a choice question', page.getByLabel('Question 1 text'));
    await test
      .expect(page.getByLabel('Company name'))
      .toHaveText(world.recruiter.current_job.company);
    await page.getByRole('button', { name: 'Create Job Posting' }).click();
    // Empty: the form says what is missing (beside the fields or in a dialog).
    await expectNoViolations(
      '/JobPosting, submitted empty',
      page.getByRole('alertdialog').or(page.locator('[aria-invalid="true"]')).first(),
    );
  });

  test('edit job', async ({ page, world, expectNoViolations }) => {
    await page.goto(`/Job/${world.openJob}/Edit`);
    await expectNoViolations('edit job', page.getByLabel('Designation'));
    await test.expect(page.getByLabel('Designation')).toHaveValue(new RegExp(world.word));
  });

  test('job detail as the owner, open and closed', async ({ page, world, expectNoViolations }) => {
    await page.goto(`/Job/${world.openJob}`);
    await expectNoViolations(
      'job detail, owner',
      page.getByRole('heading', { level: 1, name: new RegExp(world.word) }),
    );
    await page.goto(`/Job/${world.closedJob}`);
    await expectNoViolations(
      'job detail, owner, closed',
      page.getByRole('heading', { level: 1, name: new RegExp(world.word) }),
    );
  });

  test('notifications page and the bell panel', async ({ page, world, expectNoViolations }) => {
    await page.goto('/Notifications');
    await expectNoViolations(
      'recruiter notifications',
      page
        .getByRole('main')
        .getByText(new RegExp(`Data Engineer ${world.word}`))
        .first(),
    );
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expectNoViolations(
      'recruiter bell panel',
      page.getByRole('dialog', { name: 'Notifications' }),
    );
  });

  test('a candidate page, as a recruiter', async ({ page, expectNoViolations }) => {
    await page.goto('/CandidateDashboard/MyJobApplications');
    await expectNoViolations('my applications as recruiter', page.getByRole('main'));
  });

  test("the applicant panel's interviews and conversation, the proposal dialog; the inbox", async ({
    page,
    world,
    expectNoViolations,
  }) => {
    await page.goto('/RecruiterDashboard');
    await expectNoViolations(
      'recruiter dashboard, upcoming interviews',
      page
        .getByRole('region', { name: 'Upcoming interviews' })
        .getByText('Waiting for the candidate'),
    );
    const name = `${world.candidate.firstName} ${world.candidate.lastName}`;
    await page.goto(
      `/RecruiterDashboard/MyRecruitments/${world.appliedJob}?applicant=${world.candidate.username}`,
    );
    const panel = page.getByRole('dialog', { name });
    await expectNoViolations(
      'applicant panel, interviews and messages',
      panel.getByRole('log', { name: 'Messages' }).getByText('Any afternoon next week.'),
    );
    await panel.getByRole('button', { name: 'Propose interview' }).click();
    const proposal = page.getByRole('dialog', { name: 'Propose an interview' });
    await proposal.getByRole('button', { name: 'Add another slot' }).click();
    await proposal.getByLabel('Meeting link (optional)').fill('http://meet.example.com');
    await proposal.getByRole('button', { name: 'Send proposal' }).click();
    await expectNoViolations(
      'proposal dialog with its errors',
      proposal.getByText('The meeting link must be an https:// address'),
    );
    await page.keyboard.press('Escape');
    await page.goto('/Messages');
    await expectNoViolations(
      'recruiter inbox',
      page.getByRole('list', { name: 'Conversations' }).getByRole('link').first(),
    );
  });

  test('a job a moderator hid, on its page and its edit form', async ({
    page,
    world,
    expectNoViolations,
  }) => {
    const banner = /This job was hidden by a moderator: Misleading pay\./;
    await page.goto(`/Job/${world.hiddenJob}`);
    await expectNoViolations('hidden job, its page', page.getByText(banner));
    await page.goto(`/Job/${world.hiddenJob}/Edit`);
    await expectNoViolations('hidden job, its edit form', page.getByText(banner));
  });
});
