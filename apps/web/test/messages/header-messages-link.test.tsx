import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Header } from '@/app/layout/header';
import { mockApi, renderRoutes } from '../helpers/render';
import { signIn, thread } from './fixtures';

afterEach(() => vi.unstubAllGlobals());

const renderHeader = () => renderRoutes([{ path: '/', element: <Header /> }], '/');
const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe("The header's Messages link", () => {
  it('shows a signed-in account the unread total over its conversations', async () => {
    signIn('recruiter', 'priya');
    mockApi((url) =>
      url.pathname === '/api/messages/threads'
        ? { body: [thread({ unread: 2 }), thread({ jobID: 'DEF456', unread: 3 })] }
        : { body: { items: [], unread: 0 } },
    );
    renderHeader();
    expect(
      await within(mainNav()).findByRole('link', { name: /^Messages ?\(5 unread\)$/ }),
    ).toHaveAttribute('href', '/Messages');
  });

  it('is a plain link when everything is read, and absent for a visitor', async () => {
    signIn('candidate', 'ada');
    mockApi((url) =>
      url.pathname === '/api/messages/threads'
        ? { body: [thread()] }
        : { body: { items: [], unread: 0 } },
    );
    const view = renderHeader();
    expect(within(mainNav()).getByRole('link', { name: 'Messages' })).toHaveAttribute(
      'href',
      '/Messages',
    );
    view.unmount();
    localStorage.clear();

    renderHeader();
    expect(within(mainNav()).queryByRole('link', { name: /Messages/ })).not.toBeInTheDocument();
  });
});
