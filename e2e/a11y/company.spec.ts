import { apiLogin, registerAccount, signIn } from '../fixtures/accounts';
import { marker } from '../jobs/fixtures/jobs';
import { test } from './fixtures/test';

// The company pages, on a recruiter of their own (a company changes whose jobs are whose, so the
// shared world's recruiter stays out of one), at 1280 and 390 px, light and dark.
test.describe('axe: company and team', () => {
  test('create form, then the company with a member and an invitation', async ({
    page,
    request,
    expectNoViolations,
  }) => {
    const owner = await registerAccount(request, 'recruiter');
    const colleague = await registerAccount(request, 'recruiter');
    await signIn(page, 'recruiter', owner, '/RecruiterDashboard/Company');
    await expectNoViolations(
      'company page, create form',
      page.getByRole('button', { name: 'Create company' }),
    );

    const headers = {
      Authorization: `Bearer ${(await apiLogin(request, 'recruiter', owner)).accessToken}`,
    };
    const created = await request.post('/api/companies', {
      headers,
      data: {
        name: `Axe ${marker()}`,
        website: 'https://example.com',
        about: 'We build.\nTogether.',
      },
    });
    test.expect(created.status()).toBe(201);
    const { slug } = (await created.json()) as { slug: string };
    const invited = await request.post(`/api/companies/${slug}/invitations`, {
      headers,
      data: { email: colleague.email, role: 'viewer' },
    });
    test.expect(invited.status()).toBe(201);
    await page.reload();
    await expectNoViolations(
      'company page, settings, members and invitations',
      page.getByRole('button', { name: `Revoke the invitation to ${colleague.email}` }),
    );
    await page.goto(`/Company/${slug}`);
    await expectNoViolations('public page of a created company', page.getByText('Together.'));
  });

  test('the invitation page, signed out and without a token', async ({
    page,
    expectNoViolations,
  }) => {
    await page.goto('/join?token=abc');
    await expectNoViolations('join page, signed out', page.getByText('Register as recruiter'));
    await page.goto('/join');
    await expectNoViolations(
      'join page, no token',
      page.getByText(/This link has no invitation in it/),
    );
  });
});
