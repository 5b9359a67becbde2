import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompaniesPage } from '@/features/companies/components/companies-page';
import { CompanyPage } from '@/features/companies/components/company-page';
import { mockApi, renderRoutes } from '../helpers/render';
import { job } from '../jobs/job-fixture';

const routes = [
  { path: '/Companies', element: <CompaniesPage /> },
  { path: '/Company/:slug', element: <CompanyPage /> },
];

afterEach(() => vi.unstubAllGlobals());

describe('companies directory', () => {
  it('shows a card per company with its open-job count, linking to its page', async () => {
    const fetchMock = mockApi(() => ({
      body: [
        { slug: 'northwind-labs', name: 'Northwind Labs', openJobs: 3 },
        { slug: 'acme', name: 'Acme', openJobs: 1 },
        { slug: 'globex', name: 'Globex', openJobs: 0 },
      ],
    }));
    renderRoutes(routes, '/Companies');
    expect(screen.getByRole('heading', { level: 1, name: 'Companies' })).toBeInTheDocument();
    const northwind = await screen.findByRole('link', { name: 'Northwind Labs' });
    expect(northwind).toHaveAttribute('href', '/Company/northwind-labs');
    expect(northwind.closest('li')).toHaveTextContent('3 open jobs');
    expect(screen.getByRole('link', { name: 'Acme' }).closest('li')).toHaveTextContent(
      '1 open job',
    );
    expect(screen.getByRole('link', { name: 'Globex' }).closest('li')).toHaveTextContent(
      'No open jobs',
    );
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/companies');
  });

  it("shows a company's logo on its card when it has one", async () => {
    mockApi(() => ({
      body: [
        { slug: 'acme', name: 'Acme', openJobs: 1, logo: 'https://cdn.example/acme.png' },
        { slug: 'globex', name: 'Globex', openJobs: 0 },
      ],
    }));
    renderRoutes(routes, '/Companies');
    expect(await screen.findByRole('img', { name: 'Acme logo' })).toHaveAttribute(
      'src',
      'https://cdn.example/acme.png',
    );
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Acme' })).toHaveAttribute('href', '/Company/acme');
  });

  it('has an empty state and shows errors as alerts', async () => {
    mockApi(() => ({ body: [] }));
    const { unmount } = renderRoutes(routes, '/Companies');
    expect(await screen.findByText('No companies yet')).toBeInTheDocument();
    unmount();
    mockApi(() => ({ status: 500, body: { message: 'boom' } }));
    renderRoutes(routes, '/Companies');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch companies');
  });
});

describe('company page', () => {
  it('shows the name, its recruiters linking to their profiles and its open jobs linking to /Job/{jobID}', async () => {
    const fetchMock = mockApi(() => ({
      body: {
        slug: 'northwind-labs',
        name: 'Northwind Labs',
        recruiters: [
          { username: 'priya', firstName: 'Priya', lastName: 'Rao', photo: '' },
          { username: 'sam', firstName: 'Sam', lastName: 'Lee', photo: '' },
        ],
        jobs: [job(), job({ jobID: 'XYZ789', designation: 'Data Engineer' })],
      },
    }));
    renderRoutes(routes, '/Company/northwind-labs');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Northwind Labs' }),
    ).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/companies/northwind-labs');
    expect(screen.getByText('2 open jobs')).toBeInTheDocument();
    const recruiters = screen.getByRole('region', { name: 'Recruiters' });
    expect(within(recruiters).getByRole('link', { name: /Priya Rao/ })).toHaveAttribute(
      'href',
      '/Recruiter/priya',
    );
    expect(within(recruiters).getByRole('link', { name: /Sam Lee/ })).toHaveAttribute(
      'href',
      '/Recruiter/sam',
    );
    const jobs = screen.getByRole('region', { name: 'Open jobs' });
    expect(within(jobs).getByRole('link', { name: 'Frontend Engineer' })).toHaveAttribute(
      'href',
      '/Job/ABC123',
    );
    expect(within(jobs).getByRole('link', { name: 'Data Engineer' })).toHaveAttribute(
      'href',
      '/Job/XYZ789',
    );
  });

  it('a created company shows its logo, its about with line breaks and a safe website link', async () => {
    mockApi(() => ({
      body: {
        slug: 'northwind-labs',
        name: 'Northwind Labs',
        about: 'We build things.\nAnd ship them.',
        website: 'https://northwind.example/',
        logo: 'https://cdn.example/northwind.png',
        created: '2026-11-20T10:00:00Z',
        recruiters: [],
        jobs: [],
      },
    }));
    renderRoutes(routes, '/Company/northwind-labs');
    expect(await screen.findByRole('img', { name: 'Northwind Labs logo' })).toHaveAttribute(
      'src',
      'https://cdn.example/northwind.png',
    );
    const about = screen.getByRole('region', { name: 'About' });
    const text = within(about).getByText(/We build things/);
    expect(text.textContent).toBe('We build things.\nAnd ship them.');
    expect(text).toHaveClass('whitespace-pre-line');
    const website = within(about).getByRole('link', { name: 'northwind.example' });
    expect(website).toHaveAttribute('href', 'https://northwind.example/');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });

  it('a website that is not http(s) is not linked; no about and no logo show the initial only', async () => {
    mockApi(() => ({
      body: {
        slug: 'acme',
        name: 'Acme',
        website: 'javascript:alert(1)',
        about: '',
        logo: null,
        recruiters: [],
        jobs: [],
      },
    }));
    renderRoutes(routes, '/Company/acme');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('A')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'About' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /alert/ })).not.toBeInTheDocument();
  });

  it('says so when the company has no open jobs', async () => {
    mockApi(() => ({ body: { slug: 'acme', name: 'Acme', recruiters: [], jobs: [] } }));
    renderRoutes(routes, '/Company/acme');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme' })).toBeInTheDocument();
    expect(screen.getByText('No open jobs right now')).toBeInTheDocument();
  });

  it('an unknown slug shows a not-found state with an h1', async () => {
    mockApi(() => ({ status: 404, body: { message: 'No such company' } }));
    renderRoutes(routes, '/Company/nobody');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Company not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all companies' })).toHaveAttribute(
      'href',
      '/Companies',
    );
  });

  it('other failures show the error with Try Again', async () => {
    mockApi(() => ({ status: 500, body: { message: 'boom' } }));
    renderRoutes(routes, '/Company/acme');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch company details');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.queryByText('Company not found')).not.toBeInTheDocument();
  });
});
