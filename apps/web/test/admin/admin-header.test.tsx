import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Header } from '@/app/layout/header';
import { mockApi, renderRoutes } from '../helpers/render';
import { signInAdmin } from './fixtures';

afterEach(() => vi.unstubAllGlobals());

describe('the header of a signed-in admin', () => {
  it("links the admin area instead of the members' site, and Sign out ends the session", async () => {
    signInAdmin('mod');
    const fetchMock = mockApi(() => ({ body: [] }));
    const { router } = renderRoutes(
      [
        { path: '/Admin', element: <Header /> },
        { path: '/AdminLogin', element: <p>Admin login</p> },
      ],
      '/Admin',
    );
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/Admin');
    expect(within(nav).getByRole('link', { name: 'Audit log' })).toHaveAttribute(
      'href',
      '/Admin/Audit',
    );
    expect(screen.queryByRole('link', { name: 'Find Jobs' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/AdminLogin'));
    expect(localStorage.getItem('adminAccessToken')).toBeNull();
    expect(localStorage.getItem('adminUsername')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
