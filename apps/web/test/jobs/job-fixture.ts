import type { Job } from '@jobhunter/shared';

/** A complete job; tests override what they are about. */
export function job(overrides: Partial<Job> = {}): Job {
  return {
    jobID: 'ABC123',
    designation: 'Frontend Engineer',
    company_name: 'Northwind Labs',
    username: 'priya',
    name: 'Priya',
    email: 'priya@example.com',
    job_location: ['Berlin', 'Remote EU'],
    work_environment: 'Remote',
    type_of_employment: 'Full-time',
    isFresherEligible: true,
    isVisaSponsored: false,
    experience_required_in_months: '90',
    CTC: { minCTC: '80000', maxCTC: '120000' },
    job_description: 'Build the web app.',
    skills_required: ['React', 'TypeScript', 'CSS', 'Testing', 'A11y'],
    required_languages: ['English'],
    perks_and_benefits: 'Remote budget',
    degree_required: ['B.Tech'],
    bond: '',
    validThrough: null,
    status: 'open',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    closedAt: null,
    ...overrides,
  };
}
