import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UnsubscribePage } from '@/features/notifications/components/unsubscribe-page';
import { renderRoutes } from '../helpers/render';
import { stubFetch } from './fixtures';

const routes = [{ path: '/unsubscribe', element: <UnsubscribePage /> }];

describe('/unsubscribe', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('explains, and only a press unsubscribes: signed out, with the token, then the server’s message', async () => {
    const calls = stubFetch((call) =>
      call.method === 'POST'
        ? { body: { message: 'You will no longer get job alert emails' } }
        : undefined,
    );
    renderRoutes(routes, '/unsubscribe?token=abc.def-123');
    expect(
      screen.getByRole('heading', { name: 'Unsubscribe from emails', level: 1 }),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You will no longer get job alert emails',
    );
    expect(calls).toEqual([
      {
        url: '/api/unsubscribe?token=abc.def-123',
        method: 'POST',
        body: undefined,
        authorization: undefined,
      },
    ]);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it("shows the server's 400 message for an invalid link", async () => {
    stubFetch(() => ({ status: 400, body: { message: 'This unsubscribe link is invalid' } }));
    renderRoutes(routes, '/unsubscribe?token=forged');
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is invalid');
  });

  it('says the link is invalid when it has no token, without asking the server', async () => {
    const calls = stubFetch(() => undefined);
    renderRoutes(routes, '/unsubscribe');
    expect(screen.getByRole('alert')).toHaveTextContent('This unsubscribe link is invalid');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
