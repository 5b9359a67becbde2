import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JobListingCard } from '@/components/jobs/job-listing-card';
import { job } from './job-fixture';
import { renderRoute } from '../helpers/render';

const card = (overrides: Parameters<typeof job>[0] = {}) =>
  renderRoute(<JobListingCard job={job(overrides)} to="/job/ABC123" />);

describe('job card (docs/product.md §2 "Jobs list")', () => {
  it('shows designation, company, places joined by commas, whole years and the salary with currency and period', () => {
    card();
    expect(screen.getByRole('link', { name: 'Frontend Engineer' })).toHaveAttribute(
      'href',
      '/job/ABC123',
    );
    expect(screen.getByText('Northwind Labs')).toBeInTheDocument();
    expect(screen.getByText('Berlin, Remote EU')).toBeInTheDocument();
    // 90 months is 7.5 years: cards floor to whole years.
    expect(screen.getByText('7 years')).toBeInTheDocument();
    expect(screen.getByText('$80,000 - $120,000 a year')).toBeInTheDocument();
  });

  it("keeps the dashboards' 'min - max' in the compact variant", () => {
    renderRoute(<JobListingCard job={job()} to="/job/ABC123" variant="compact" />);
    expect(screen.getByText('80000 - 120000')).toBeInTheDocument();
    expect(screen.queryByText(/^Posted/)).not.toBeInTheDocument();
  });

  it.each([
    [{ minCTC: '', maxCTC: '' }, 'Not specified'],
    [{ minCTC: '50000', maxCTC: '' }, '$50,000 a year'],
    [{ minCTC: '', maxCTC: '70000' }, '$70,000 a year'],
    [{ minCTC: '67000', maxCTC: '96000' }, '$67,000 - $96,000 a year'],
  ])('formats CTC %o as %s', (CTC, text) => {
    card({ CTC });
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it.each([
    ['12', '1 year'],
    ['0', '0 years'],
    ['', 'Experience not specified'],
  ])('shows %s months of experience as %s', (months, text) => {
    card({ experience_required_in_months: months });
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it("lists the first 3 skills then '+N more'", () => {
    card();
    const skills = within(screen.getByRole('list', { name: 'Skills' })).getAllByRole('listitem');
    expect(skills.map((item) => item.textContent)).toEqual([
      'React',
      'TypeScript',
      'CSS',
      '+2 more',
    ]);
  });

  it("shows no '+N more' for 3 skills or fewer", () => {
    card({ skills_required: ['React', 'CSS'] });
    expect(screen.queryByText(/more$/)).not.toBeInTheDocument();
  });

  it('shows the fresher and visa badges only when true', () => {
    card({ isFresherEligible: true, isVisaSponsored: false });
    expect(screen.getByText('Fresher Eligible')).toBeInTheDocument();
    expect(screen.queryByText('Visa Sponsored')).not.toBeInTheDocument();
  });

  it('says when the job was posted, relative, with the exact time in <time datetime>', () => {
    const posted = new Date(Date.now() - 3 * 24 * 3600_000 - 60_000).toISOString();
    card({ createdAt: posted });
    const time = screen.getByText('Posted 3 days ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', posted);
    expect(time.getAttribute('title')).toMatch(/\d{4}/);
  });

  it('has one link, the title, and no View Details button', () => {
    card();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
