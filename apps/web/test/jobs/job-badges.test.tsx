import { EMPLOYMENT_TYPES, WORK_ENVIRONMENTS } from '@jobhunter/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  EMPLOYMENT_TYPE_TONES,
  EmploymentTypeBadge,
  WorkEnvironmentBadge,
} from '@/components/jobs/job-badges';

describe('job badges (docs/product.md §2 colours)', () => {
  it.each([
    ['Remote', 'bg-emerald-50'],
    ['Hybrid', 'bg-sky-50'],
    ['On-site', 'bg-amber-50'],
  ] as const)('colours %s with %s', (value, colour) => {
    render(<WorkEnvironmentBadge value={value} />);
    expect(screen.getByText(value)).toHaveClass(colour);
  });

  it('covers every work environment', () => {
    WORK_ENVIRONMENTS.forEach((value) => render(<WorkEnvironmentBadge value={value} />));
    expect(screen.getAllByText(/Remote|Hybrid|On-site/)).toHaveLength(3);
  });

  it('gives each employment type its own colour', () => {
    const tones = EMPLOYMENT_TYPES.map((type) => EMPLOYMENT_TYPE_TONES[type]);
    expect(new Set(tones).size).toBe(EMPLOYMENT_TYPES.length);
    render(<EmploymentTypeBadge value="Internship" />);
    expect(screen.getByText('Internship')).toBeInTheDocument();
  });
});
