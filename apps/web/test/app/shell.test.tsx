import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, Outlet, createMemoryRouter, RouterProvider } from 'react-router';
import { useRef } from 'react';
import { useFocusHeadingOnNavigate } from '@/app/layout/use-focus-heading-on-navigate';
import { createQueryClient, shouldRetryQuery } from '@/app/query-client';
import { NotFoundPage } from '@/app/route-error-page';
import { SignInRequired } from '@/components/sign-in-required';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { renderRoutes } from '../helpers/render';

afterEach(() => vi.unstubAllGlobals());

describe('the 404 page', () => {
  it("says 'Page not found' as the h1, sets the title and links somewhere useful instead of Reload", () => {
    renderRoutes([{ path: '*', element: <NotFoundPage /> }], '/no/such/page');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('Page not found · JobHunter');
    expect(screen.getByRole('link', { name: 'Find jobs' })).toHaveAttribute('href', '/AllJobs');
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
    expect(screen.queryByText('Error page')).not.toBeInTheDocument();
  });
});

describe('SignInRequired', () => {
  it('names the role and links to its login, coming back to this page with its query', () => {
    renderRoutes(
      [
        {
          path: '/CandidateDashboard/MyJobApplications',
          element: <SignInRequired role="candidate" />,
        },
      ],
      '/CandidateDashboard/MyJobApplications?status=offer',
    );
    expect(
      screen.getByRole('heading', { name: 'Sign in as a candidate to continue' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in as a candidate' })).toHaveAttribute(
      'href',
      `/CandidateLogin?next=${encodeURIComponent('/CandidateDashboard/MyJobApplications?status=offer')}`,
    );
  });
});

function Probe() {
  const query = useQuery({
    queryKey: ['probe'],
    queryFn: () => apiRequest<{ ok: boolean }>('/probe'),
  });
  if (query.isError) return <p role="alert">{query.error.message}</p>;
  return <p>{query.isSuccess ? 'loaded' : 'loading'}</p>;
}

const renderProbe = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Probe />
    </QueryClientProvider>,
  );

describe('query retries', () => {
  it('never retries an answer from the server (4xx or 5xx), at most once a request that got none', () => {
    expect(shouldRetryQuery(0, new ApiError(404, 'Not found'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(500, 'boom'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(0, 'offline'))).toBe(true);
    expect(shouldRetryQuery(1, new ApiError(0, 'offline'))).toBe(false);
  });

  it("shows a server error's message after a single request", async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ message: 'Database unavailable' }, { status: 500 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderProbe();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('tries a network failure once more and then shows the error', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    renderProbe();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

function Layout() {
  const main = useRef<HTMLDivElement>(null);
  useFocusHeadingOnNavigate(main);
  return (
    <>
      <Link to="/second">Second</Link>
      <Link to="/?page=2">Next page</Link>
      <div ref={main}>
        <Outlet />
      </div>
    </>
  );
}

describe('route change announcement', () => {
  it("focuses the new page's h1 after navigating, not on first load nor on a query change", async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <Layout />,
          children: [
            { index: true, element: <h1>First</h1> },
            { path: 'second', element: <h1>Second page</h1> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'First' })).not.toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Second' }));
    expect(await screen.findByRole('heading', { name: 'Second page' })).toHaveFocus();
  });
});
