import { describe, expect, it } from 'vitest';
import { emptyDraft, toJobInput } from '@/features/job-posting/lib/job-draft';

const recruiter = { company_name: 'Northwind', name: 'Priya R', username: 'priya', email: 'p@example.com' };

describe('job form → POST /api/job/create', () => {
  it('starts with the spec defaults and one entry per list', () => {
    expect(emptyDraft()).toMatchObject({
      work_environment: 'Hybrid',
      type_of_employment: 'Full-time',
      isFresherEligible: false,
      isVisaSponsored: false,
      job_location: [''],
      skills_required: [''],
    });
  });

  it('sends experience in months and drops blank list entries', () => {
    const body = toJobInput(
      { ...emptyDraft(), designation: 'SRE', experienceYears: '3', job_location: ['Berlin', ' ', 'Paris'], minCTC: '$80,000', maxCTC: '' },
      'ABC123',
      recruiter,
    );
    expect(body).toMatchObject({
      jobID: 'ABC123',
      username: 'priya',
      designation: 'SRE',
      experience_required_in_months: '36',
      job_location: ['Berlin', 'Paris'],
      CTC: { minCTC: '$80,000', maxCTC: '' },
    });
  });

  it('checks nothing itself (spec section 5): text that is not a number goes to the server as typed', () => {
    expect(toJobInput({ ...emptyDraft(), experienceYears: 'three' }, 'ABC123', recruiter).experience_required_in_months).toBe('three');
  });
});
