import { expect, test } from '../fixtures/test';
import { registerAccount } from '../fixtures/accounts';

test.describe('login errors (docs/product.md §8)', () => {
  test('the button reads Complete all fields until both fields are filled', async ({ page }) => {
    await page.goto('/CandidateLogin');
    await expect(page.getByRole('button', { name: 'Complete all fields' })).toBeDisabled();
    await page.getByLabel('Username', { exact: true }).fill('someone');
    await expect(page.getByRole('button', { name: 'Complete all fields' })).toBeDisabled();
    await page.getByLabel('Password', { exact: true }).fill('secret');
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  test('unknown usernames and wrong passwords get their own messages', async ({
    page,
    request,
  }) => {
    const recruiter = await registerAccount(request, 'recruiter');

    await page.goto('/CandidateLogin');
    await page.getByLabel('Username', { exact: true }).fill('nobody-here');
    await page.getByLabel('Password', { exact: true }).fill('whatever123');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Error' })).toContainText(
      'candidate credentials not found',
    );
    await page.getByRole('button', { name: 'OK' }).click();

    await page.goto('/RecruiterLogin');
    await page.getByLabel('Username', { exact: true }).fill('nobody-here');
    await page.getByLabel('Password', { exact: true }).fill('whatever123');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Error' })).toContainText(
      'Recruiter credentials not found',
    );
    await page.getByRole('button', { name: 'OK' }).click();

    await page.getByLabel('Username', { exact: true }).fill(recruiter.username);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Error' })).toContainText(
      'Incorrect Password',
    );
  });

  test('the account-type page and the static login page lead to the right places', async ({
    page,
  }) => {
    await page.goto('/Login');
    await expect(page.getByRole('heading', { name: 'Login to the product' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL('/CommonAuthentication');
    await expect(page.getByRole('heading', { name: 'I am a Job Seeker' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'I need Employees' })).toBeVisible();
    await page.getByRole('link', { name: 'Log In as Recruiter' }).click();
    await expect(page).toHaveURL('/RecruiterLogin');
  });
});
