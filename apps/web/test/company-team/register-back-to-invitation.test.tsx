import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecruiterWizardPage } from '@/features/registration/components/wizard-pages';
import { stepPath } from '@/features/registration/lib/wizard-steps';
import { DRAFT_KEYS } from '@/lib/storage-keys';
import { renderRoutes } from '../helpers/render';
import { validDraft } from '../helpers/valid-draft';

const routes = [0, 1, 2, 3].map((step) => ({
  path: stepPath('recruiter', step),
  element: <RecruiterWizardPage />,
}));
routes.push({ path: '/RecruiterLogin', element: <p>Login screen</p> });

afterEach(() => vi.unstubAllGlobals());

describe('registering from an invitation link', () => {
  it('keeps the way back through the steps and sends the login on to it', async () => {
    localStorage.setItem(DRAFT_KEYS.recruiter, JSON.stringify(validDraft()));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'ok' }, { status: 201 })),
    );
    const back = '/join?token=abc%2B123';
    const { router } = renderRoutes(
      routes,
      `${stepPath('recruiter', 0)}?${new URLSearchParams({ next: back })}`,
    );
    await userEvent.type(await screen.findByLabelText('Password'), 'analytical-engine');
    await userEvent.click(screen.getByRole('button', { name: 'Step 4: Present' }));
    expect(router.state.location.pathname).toBe(stepPath('recruiter', 3));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(back);

    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    const welcome = await screen.findByRole('alertdialog', { name: /^Welcome/ });
    await userEvent.click(within(welcome).getByRole('button', { name: 'Go to Login' }));
    expect(router.state.location.pathname).toBe('/RecruiterLogin');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(back);
  });

  it('a next outside the app is not followed', async () => {
    localStorage.setItem(DRAFT_KEYS.recruiter, JSON.stringify(validDraft()));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'ok' }, { status: 201 })),
    );
    const { router } = renderRoutes(
      routes,
      `${stepPath('recruiter', 0)}?${new URLSearchParams({ next: '//evil.example' })}`,
    );
    await userEvent.type(await screen.findByLabelText('Password'), 'analytical-engine');
    await userEvent.click(screen.getByRole('button', { name: 'Step 4: Present' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    const welcome = await screen.findByRole('alertdialog', { name: /^Welcome/ });
    await userEvent.click(within(welcome).getByRole('button', { name: 'Go to Login' }));
    expect(router.state.location.pathname).toBe('/RecruiterLogin');
    expect(router.state.location.search).toBe('');
  });
});
