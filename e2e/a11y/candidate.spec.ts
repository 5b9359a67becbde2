import { test } from './fixtures/test';

// Every page and state of a signed-in candidate, at 1280 and 390 px, light and dark.
test.describe('axe: candidate', () => {
  test.use({ who: 'candidate' });

  test('dashboard, its tabs and the delete confirmation', async ({
    page,
    world,
    expectNoViolations,
  }) => {
    await page.goto('/CandidateDashboard');
    await expectNoViolations(
      'candidate dashboard',
      page.getByRole('heading', {
        name: `${world.candidate.firstName} ${world.candidate.lastName}`,
      }),
    );
    await expectNoViolations(
      'candidate dashboard, jobs for you',
      page.getByRole('region', { name: 'Jobs for you' }).getByRole('listitem').first(),
    );
    for (const tab of ['Experience', 'Certificate', 'Internship']) {
      await page.getByRole('tab', { name: tab }).click();
      await expectNoViolations(`candidate dashboard, ${tab} tab`, page.getByRole('tabpanel'));
    }
    await page.getByRole('button', { name: 'Delete Profile' }).click();
    await expectNoViolations(
      'candidate dashboard, delete dialog',
      page.getByRole('alertdialog', { name: 'Delete Account' }),
    );
  });

  test('edit profile', async ({ page, world, expectNoViolations }) => {
    await page.goto('/CandidateDashboard/EditProfile');
    await expectNoViolations(
      'candidate edit profile',
      page.getByRole('region', { name: 'Personal Information' }).getByLabel('First name'),
    );
    await test.expect(page.getByLabel('First name').first()).toHaveValue(world.candidate.firstName);
  });

  test('settings', async ({ page, world, expectNoViolations }) => {
    await page.goto('/CandidateDashboard/Settings');
    await expectNoViolations(
      'candidate settings',
      page.getByRole('heading', { name: `Platform ${world.word}` }),
    );
  });

  test('my applications and the withdraw dialog', async ({ page, world, expectNoViolations }) => {
    await page.goto('/CandidateDashboard/MyJobApplications');
    const application = page
      .getByRole('listitem')
      .filter({ hasText: `Data Engineer ${world.word}` });
    await expectNoViolations('my applications', application);
    await application.getByRole('button', { name: /Withdraw application/ }).click();
    await expectNoViolations(
      'my applications, withdraw dialog',
      page.getByRole('alertdialog', { name: 'Withdraw application?' }),
    );
  });

  test('saved jobs', async ({ page, world, expectNoViolations }) => {
    await page.goto('/CandidateDashboard/SavedJobs');
    await expectNoViolations(
      'saved jobs',
      page.getByText(`Platform Engineer ${world.word}`).first(),
    );
  });

  test('notifications page and the bell panel', async ({ page, expectNoViolations }) => {
    await page.goto('/Notifications');
    // The recruiter moved the application to Interview, which notified the candidate.
    await expectNoViolations(
      'candidate notifications',
      page
        .getByRole('main')
        .getByText(/Interview/)
        .first(),
    );
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expectNoViolations(
      'candidate bell panel',
      page.getByRole('dialog', { name: 'Notifications' }),
    );
  });

  test('all jobs and the Save this search dialog', async ({ page, world, expectNoViolations }) => {
    await page.goto(`/AllJobs?q=${world.word}`);
    await expectNoViolations(
      'all jobs, candidate',
      page
        .getByRole('listitem')
        .filter({ hasText: `Platform Engineer ${world.word}` })
        .first(),
    );
    await page.getByRole('button', { name: 'Save this search' }).click();
    await expectNoViolations(
      'save this search dialog',
      page.getByRole('dialog', { name: 'Save this search' }),
    );
  });

  test('job detail: can apply, applied, closed', async ({ page, world, expectNoViolations }) => {
    await page.goto(`/Job/${world.openJob}`);
    await expectNoViolations(
      'job detail, candidate',
      page.getByRole('button', { name: 'Apply Now' }),
    );
    await page.goto(`/Job/${world.appliedJob}`);
    await expectNoViolations(
      'job detail, applied',
      page.getByRole('button', { name: 'Apply now', exact: true }),
    );
    await page.goto(`/Job/${world.closedJob}`);
    await expectNoViolations(
      'job detail, closed',
      page.getByRole('heading', { level: 1, name: new RegExp(world.word) }),
    );
  });

  test('applying and its Success dialog', async ({ page, world, expectNoViolations }) => {
    await page.goto(`/Job/${world.jobToApply}`);
    await page.getByRole('button', { name: 'Apply Now' }).click();
    await expectNoViolations(
      'job detail, apply dialog',
      page.getByRole('button', { name: 'Submit application' }),
    );
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expectNoViolations(
      'job detail, applied dialog',
      page.getByRole('alertdialog', { name: 'Success' }),
    );
  });

  test('public profiles with contact details', async ({ page, world, expectNoViolations }) => {
    await page.goto(`/Recruiter/${world.recruiter.username}`);
    await expectNoViolations(
      'recruiter profile, signed in',
      page.getByRole('link', { name: world.recruiter.email }),
    );
    await page.goto(`/Candidate/${world.candidate.username}`);
    await expectNoViolations(
      'own public profile',
      page.getByRole('link', { name: world.candidate.email }),
    );
  });

  test('a recruiter page, as a candidate', async ({ page, expectNoViolations }) => {
    await page.goto('/JobPosting');
    await expectNoViolations('/JobPosting as candidate', page.getByRole('main'));
  });

  test('an application: interviews, the conversation and their dialogs; the inbox', async ({
    page,
    world,
    expectNoViolations,
  }) => {
    await page.goto('/CandidateDashboard');
    await expectNoViolations(
      'candidate dashboard, upcoming interviews',
      page
        .getByRole('region', { name: 'Upcoming interviews' })
        .getByText('Waiting for your answer'),
    );
    await page.goto(`/CandidateDashboard/MyJobApplications/${world.appliedJob}`);
    await expectNoViolations(
      'application page',
      page.getByRole('log', { name: 'Messages' }).getByText('Any afternoon next week.'),
    );
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    await expectNoViolations(
      'application page, accept without a time',
      page.getByText('Pick one of the times first.'),
    );
    await page.getByRole('button', { name: 'Decline', exact: true }).click();
    await expectNoViolations(
      'application page, decline dialog',
      page.getByRole('alertdialog', { name: 'Decline this interview?' }),
    );
    await page.getByRole('button', { name: 'Keep it' }).click();
    await page.getByRole('button', { name: 'Cancel interview' }).first().click();
    await expectNoViolations(
      'application page, cancel dialog',
      page.getByRole('alertdialog', { name: 'Cancel this interview?' }),
    );
    await page.getByRole('button', { name: 'Keep interview' }).click();
    await page.goto('/Messages');
    await expectNoViolations(
      'candidate inbox',
      page.getByRole('list', { name: 'Conversations' }).getByRole('link').first(),
    );
  });

  test('the report dialog on a job', async ({ page, world, expectNoViolations }) => {
    await page.goto(`/Job/${world.openJob}`);
    await page.getByRole('button', { name: 'Report this job' }).click();
    await expectNoViolations(
      'report dialog',
      page.getByRole('dialog', { name: 'Report this job' }).getByRole('radio', { name: 'Spam' }),
    );
  });
});
