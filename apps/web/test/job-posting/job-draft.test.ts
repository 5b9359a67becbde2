import { describe, expect, it } from 'vitest';
import {
  changedJobFields,
  draftFromJob,
  emptyDraft,
  toJobInput,
} from '@/features/job-posting/lib/job-draft';
import { job } from '../jobs/job-fixture';

const recruiter = {
  company_name: 'Northwind',
  name: 'Priya R',
  username: 'priya',
  email: 'p@example.com',
};

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
      {
        ...emptyDraft(),
        designation: 'SRE',
        experienceYears: '3',
        job_location: ['Berlin', ' ', 'Paris'],
        minCTC: '$80,000',
        maxCTC: '',
      },
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

  it('checks nothing itself (docs/product.md §5): text that is not a number goes to the server as typed', () => {
    expect(
      toJobInput({ ...emptyDraft(), experienceYears: 'three' }, 'ABC123', recruiter)
        .experience_required_in_months,
    ).toBe('three');
  });
});

describe('job → edit form → PATCH body', () => {
  it('sends nothing when nothing changed, whatever the months round to in years', () => {
    for (const months of ['7', '90', '13', '']) {
      const initial = draftFromJob(
        job({ experience_required_in_months: months, validThrough: '2020-01-01' }),
      );
      expect(changedJobFields(initial, { ...initial })).toEqual({});
    }
  });

  it('sends the closing day, or null when it is cleared', () => {
    const initial = draftFromJob(job({ validThrough: '2099-01-31' }));
    expect(initial.validThrough).toBe('2099-01-31');
    expect(changedJobFields(initial, { ...initial, validThrough: '' })).toEqual({
      validThrough: null,
    });
    expect(
      changedJobFields(draftFromJob(job()), { ...draftFromJob(job()), validThrough: '2099-02-01' }),
    ).toEqual({ validThrough: '2099-02-01' });
  });

  it('posts the closing day with a new job (null without one)', () => {
    expect(
      toJobInput({ ...emptyDraft(), validThrough: '2099-03-01' }, 'ABC123', recruiter).validThrough,
    ).toBe('2099-03-01');
    expect(toJobInput(emptyDraft(), 'ABC123', recruiter).validThrough).toBeNull();
  });
});
