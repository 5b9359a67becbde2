import { waitForMail } from '../fixtures/mail';
import { gotoApp } from '../fixtures/navigation';
import { PHONE, PHONE_MODES } from './fixtures/axe';
import { test } from './fixtures/test';

// Every page and state a signed-out visitor can reach, at 1280 and 390 px, light and dark.
test.describe('axe: signed out', () => {
  test('landing page', async ({ page, world, expectNoViolations }) => {
    await page.goto('/');
    await expectNoViolations(
      'landing',
      page.getByRole('link', { name: new RegExp(world.word) }).first(),
    );
  });

  test('all jobs with results', async ({ page, world, expectNoViolations }) => {
    await page.goto('/AllJobs');
    await expectNoViolations(
      'all jobs',
      page.getByRole('listitem').filter({ hasText: world.word }).first(),
    );
  });

  test('all jobs, a search that matches nothing', async ({ page, expectNoViolations }) => {
    await page.goto('/AllJobs?q=zzznomatchzzz');
    // The no-match state's wording is polish-jobs' to choose; either way it starts "No jobs".
    await expectNoViolations(
      'all jobs, no match',
      page.getByText(/^No jobs (found|match)/).first(),
    );
  });

  test('all jobs on a phone with the filters open', async ({ page, world, expectNoViolations }) => {
    await page.setViewportSize({ width: PHONE, height: 800 });
    await gotoApp(page, `/AllJobs?q=${world.word}`);
    await page.getByRole('button', { name: /^Filters/ }).click();
    const filters = page
      .getByRole('dialog', { name: 'Filters' })
      .or(page.getByRole('complementary', { name: 'Filters' }));
    await expectNoViolations('all jobs, phone filters open', filters, { modes: PHONE_MODES });
  });

  test('job detail', async ({ page, world, expectNoViolations }) => {
    await page.goto(`/Job/${world.openJob}`);
    await expectNoViolations(
      'job detail, signed out',
      page.getByRole('heading', { level: 1, name: new RegExp(world.word) }),
    );
  });

  test('job that does not exist', async ({ page, expectNoViolations }) => {
    await page.goto('/Job/ZZZ999');
    const heading = page.getByRole('main').getByRole('heading').first();
    // The page may try again before it gives up: wait for its answer, not for a fixed time.
    await test.expect(heading).toBeVisible({ timeout: 30_000 });
    await expectNoViolations('job not found', heading);
  });

  for (const path of ['/CandidateLogin', '/RecruiterLogin']) {
    test(`login page ${path}`, async ({ page, expectNoViolations }) => {
      await page.goto(path);
      await expectNoViolations(path, page.getByLabel('Username', { exact: true }));
    });
  }

  test('login error dialog', async ({ page, expectNoViolations }) => {
    await page.goto('/CandidateLogin');
    await page.getByLabel('Username', { exact: true }).fill('nobody-here');
    await page.getByLabel('Password', { exact: true }).fill('whatever123');
    await page.getByRole('button', { name: 'Login' }).click();
    await expectNoViolations(
      'login error dialog',
      page.getByRole('alertdialog', { name: 'Error' }),
    );
  });

  test('/Login', async ({ page, expectNoViolations }) => {
    await page.goto('/Login');
    await expectNoViolations('/Login', page.getByRole('heading', { name: 'Login to the product' }));
  });

  test('/CommonAuthentication', async ({ page, expectNoViolations }) => {
    await page.goto('/CommonAuthentication');
    await expectNoViolations(
      '/CommonAuthentication',
      page.getByRole('heading', { name: 'I am a Job Seeker' }),
    );
  });

  test('forgot password, before and after sending', async ({ page, expectNoViolations }) => {
    await page.goto('/ForgotPassword?role=candidate');
    await expectNoViolations('forgot password', page.getByLabel('Email'));
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expectNoViolations('forgot password, sent', page.getByRole('status'));
  });

  test('reset password, the form and a dead link', async ({ page, expectNoViolations }) => {
    await page.goto('/reset-password?role=candidate&token=not-a-real-token');
    await expectNoViolations('reset password', page.getByLabel('New password', { exact: true }));
    await page.getByLabel('New password', { exact: true }).fill('Another-Password-1');
    await page.getByLabel('Confirm new password').fill('Another-Password-1');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expectNoViolations('reset password, invalid link', page.getByRole('alert'));
  });

  for (const role of ['Candidate', 'Recruiter']) {
    test(`${role.toLowerCase()} registration wizard, every step`, async ({
      page,
      expectNoViolations,
    }) => {
      for (const step of [
        'PersonalInformation',
        'ConventionalEducation',
        'SkillsAndExperience',
        'Present',
      ]) {
        await page.goto(`/${role}${step}`);
        await expectNoViolations(
          `/${role}${step}`,
          page.getByRole('progressbar', { name: 'Registration progress' }),
        );
      }
    });
  }

  test('registration wizard, the Data Missing dialog', async ({ page, expectNoViolations }) => {
    await page.goto('/CandidatePersonalInformation');
    await page.getByRole('button', { name: 'Next step' }).click();
    await expectNoViolations(
      'wizard, Data Missing dialog',
      page.getByRole('alertdialog', { name: 'Data Missing' }),
    );
  });

  test('top recruiters and exceptional candidates', async ({ page, world, expectNoViolations }) => {
    await page.goto('/TopRecruiters');
    await expectNoViolations(
      '/TopRecruiters',
      page.getByRole('link', { name: new RegExp(`@${world.recruiter.username}`) }),
    );
    await page.goto('/ExceptionalCandidates');
    await expectNoViolations(
      '/ExceptionalCandidates',
      page.getByRole('link', { name: new RegExp(`@${world.candidate.username}`) }),
    );
  });

  for (const role of ['candidate', 'recruiter'] as const) {
    test(`public ${role} profile, every tab`, async ({ page, world, expectNoViolations }) => {
      const account = world[role];
      await page.goto(`/${role === 'candidate' ? 'Candidate' : 'Recruiter'}/${account.username}`);
      const name = `${account.firstName} ${account.lastName}`;
      await expectNoViolations(
        `public ${role} profile, About`,
        page.getByRole('heading', { name }),
      );
      for (const tab of ['Education', 'Experience', 'Certificates', 'Internships']) {
        await page.getByRole('tab', { name: tab }).click();
        await expectNoViolations(
          `public ${role} profile, ${tab}`,
          page.getByRole('tabpanel', { name: tab }),
        );
      }
    });
  }

  test('public profile that does not exist', async ({ page, expectNoViolations }) => {
    await page.goto('/Candidate/nobody-at-all');
    await expectNoViolations('profile not found', page.getByRole('alert'));
  });

  test('companies and a company page', async ({ page, world, expectNoViolations }) => {
    await page.goto('/Companies');
    await expectNoViolations(
      '/Companies',
      page.getByRole('link', { name: new RegExp(world.recruiter.current_job.company) }).first(),
    );
    await page.goto(`/Company/${world.companySlug}`);
    await expectNoViolations(
      'company page',
      page.getByRole('heading', { level: 1, name: world.recruiter.current_job.company }),
    );
    await page.goto('/Company/no-such-company');
    await expectNoViolations(
      'company not found',
      page.getByRole('heading', { name: 'Company not found' }),
    );
  });

  test('unsubscribe: a real link, after pressing, and a link without its token', async ({
    page,
    world,
    baseURL,
    expectNoViolations,
  }) => {
    // The candidate's application in the world emailed the recruiter, with an unsubscribe link.
    const mail = await waitForMail(baseURL!, world.recruiter.email, 60_000);
    const link = new URL(/https?:\/\/\S+\/unsubscribe\?token=[A-Za-z0-9_.-]+/.exec(mail.text)![0]);
    await page.goto(link.pathname + link.search);
    await expectNoViolations('unsubscribe', page.getByRole('button', { name: 'Unsubscribe' }));
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expectNoViolations('unsubscribe, done', page.getByRole('status'));
    await page.goto('/unsubscribe');
    await expectNoViolations('unsubscribe, no token', page.getByRole('alert'));
  });

  test('pages that need a role, signed out', async ({ page, expectNoViolations }) => {
    for (const path of [
      '/JobPosting',
      '/CandidateDashboard/MyJobApplications',
      '/CandidateDashboard/SavedJobs',
      '/RecruiterDashboard/MyRecruitments',
      '/Notifications',
    ]) {
      await page.goto(path);
      // Whatever the page shows instead (a sign-in prompt or the login page it leads to), it must be usable.
      await expectNoViolations(
        `${path}, signed out`,
        page
          .getByRole('link', { name: /log ?in|sign ?in/i })
          .or(page.getByLabel('Username', { exact: true }))
          .first(),
      );
    }
  });

  test('page not found', async ({ page, expectNoViolations }) => {
    await page.goto('/no/such/page');
    await expectNoViolations('404', page.getByRole('heading', { level: 1 }));
  });

  test('/verify-email with a link that no longer works', async ({ page, expectNoViolations }) => {
    await page.goto('/verify-email?role=candidate&token=no-such-token');
    await expectNoViolations(
      'verify email, invalid link',
      page.getByText('This verification link is invalid or has expired'),
    );
  });
});
