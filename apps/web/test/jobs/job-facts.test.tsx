import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JobFacts } from '@/features/jobs/components/job-facts';
import { job } from './job-fixture';

describe('job detail facts', () => {
  it.each([
    ['14', '1 year 2 months'],
    ['25', '2 years 1 month'],
    ['24', '2 years'],
    ['1', '1 month'],
    ['', 'Not specified'],
  ])('shows %s months of experience as %s', (months, text) => {
    render(
      <JobFacts
        job={job({ experience_required_in_months: months, CTC: { minCTC: '', maxCTC: '' } })}
      />,
    );
    expect(screen.getByText('Experience').nextElementSibling).toHaveTextContent(text);
  });

  it('shows the salary range with currency and period, and the job type', () => {
    render(<JobFacts job={job({ type_of_employment: 'Contract-based' })} />);
    expect(screen.getByText('Salary').nextElementSibling).toHaveTextContent(
      '$80,000 - $120,000 a year',
    );
    expect(screen.getByText('Job Type').nextElementSibling).toHaveTextContent('Contract-based');
  });

  it('keeps every dt and dd directly in a dl or in a div directly in it', () => {
    const { container } = render(<JobFacts job={job()} />);
    const terms = container.querySelectorAll('dt, dd');
    expect(terms).toHaveLength(6);
    for (const term of terms) {
      const parent = term.parentElement!;
      expect(
        parent.tagName === 'DL' ||
          (parent.tagName === 'DIV' && parent.parentElement?.tagName === 'DL'),
      ).toBe(true);
    }
  });
});
