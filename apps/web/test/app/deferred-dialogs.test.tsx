import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Header } from '@/app/layout/header';
import { AllJobsPage } from '@/features/jobs/components/all-jobs-page';
import { mockApi, renderRoute, renderRoutes } from '../helpers/render';
import { job } from '../jobs/job-fixture';

// Dialogs whose code loads when their button is pressed still behave as Radix triggers do.
afterEach(() => vi.unstubAllGlobals());

describe('the phone menu', () => {
  it('opens from its button, says so on the button, and gives focus back on Escape', async () => {
    mockApi(() => ({ body: [] }));
    renderRoutes([{ path: '/', element: <Header /> }], '/');
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button);
    const menu = await screen.findByRole('dialog');
    expect(within(menu).getByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', menu.id);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a link is followed', async () => {
    mockApi(() => ({ body: [] }));
    const { router } = renderRoutes(
      [
        { path: '/', element: <Header /> },
        { path: '/AllJobs', element: <Header /> },
      ],
      '/',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Mobile' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Find Jobs' }));
    expect(router.state.location.pathname).toBe('/AllJobs');
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument(),
    );
  });
});

describe("the jobs list's filters sheet", () => {
  it('opens with the filters and its show button closes it, focus back on Filters', async () => {
    mockApi(() => ({ body: { items: [job()], total: 1, page: 1, pageSize: 24 } }));
    renderRoute(<AllJobsPage />, { path: '/AllJobs', pattern: '/AllJobs' });
    await screen.findByRole('heading', { name: '1 Job available' });
    const button = screen.getByRole('button', { name: 'Filters' });
    await userEvent.click(button);
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(sheet).getByRole('checkbox', { name: 'Remote' })).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('button', { name: /Show/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });
});
