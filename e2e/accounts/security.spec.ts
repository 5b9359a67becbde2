import { expect, test } from '../fixtures/test';

test.describe('security headers in a real browser', () => {
  test('pages and the API docs render under the Content-Security-Policy', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByRole('link', { name: 'Find Jobs' }).first()).toBeVisible();
    await page.goto('/api/docs');
    await expect(page.getByText('JobHunter API').first()).toBeVisible();
  });

  test('an inline script injected into a page is blocked', async ({ page, cspViolations }) => {
    await page.goto('/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
    });
    expect(
      await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
    ).toBeUndefined();
    expect(cspViolations.length).toBeGreaterThan(0);
    // The fixture fails any test with violations; this one expects exactly this one.
    cspViolations.length = 0;
  });
});
