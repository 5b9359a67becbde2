import { adminSignIn } from '../fixtures/admin';
import { test } from './fixtures/test';

// The admin area, at 1280 and 390 px, light and dark.
test.describe('axe: admin', () => {
  test('sign in, the reports queue, a reported job with its hide dialog, an account, the audit log', async ({
    page,
    world,
    expectNoViolations,
  }) => {
    await page.goto('/AdminLogin');
    await expectNoViolations('admin sign in', page.getByRole('button', { name: 'Sign in' }));
    await adminSignIn(page);
    await expectNoViolations(
      'reports queue',
      page.getByRole('link', { name: `Job ${world.reportedJob}` }),
    );
    await page.goto(`/Admin/Job/${world.reportedJob}`);
    await expectNoViolations(
      'a reported job',
      page.getByRole('heading', { name: `Job ${world.reportedJob}`, level: 1 }),
    );
    await page.getByRole('button', { name: 'Hide job' }).click();
    await expectNoViolations(
      'hide dialog',
      page.getByRole('dialog', { name: 'Hide this job' }).getByLabel('Reason'),
    );
    await page.keyboard.press('Escape');
    await page.goto(`/Admin/Account/recruiter/${world.recruiter.username}`);
    await expectNoViolations('an account', page.getByRole('button', { name: 'Suspend account' }));
    await page.goto('/Admin/Audit');
    await expectNoViolations(
      'audit log',
      page
        .getByRole('table', { name: 'Admin actions, newest first' })
        .getByText(`job:${world.hiddenJob}`),
    );
  });
});
