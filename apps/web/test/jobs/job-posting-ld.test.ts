import { describe, expect, it } from 'vitest';
import { jobPostingLd, jobSummary, scriptSafeJson } from '@/features/jobs/lib/job-posting-ld';
import { job } from './job-fixture';

describe('schema.org JobPosting', () => {
  it('describes the job for search engines', () => {
    const ld = jobPostingLd(job(), 'https://jobs.example/job/ABC123');
    expect(ld).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Frontend Engineer',
      description: 'Build the web app.',
      datePosted: '2026-11-01',
      employmentType: 'FULL_TIME',
      jobLocationType: 'TELECOMMUTE',
      hiringOrganization: { '@type': 'Organization', name: 'Northwind Labs' },
      identifier: { value: 'ABC123' },
      baseSalary: {
        currency: 'USD',
        value: { minValue: 80000, maxValue: 120000, unitText: 'YEAR' },
      },
      experienceRequirements: { monthsOfExperience: 90 },
      url: 'https://jobs.example/job/ABC123',
    });
    expect(ld.jobLocation).toEqual([
      { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Berlin' } },
      { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Remote EU' } },
    ]);
  });

  it('leaves out what the job does not say', () => {
    const ld = jobPostingLd(
      job({
        CTC: { minCTC: '', maxCTC: '' },
        experience_required_in_months: '',
        job_location: [],
        work_environment: 'On-site',
      }),
      'u',
    );
    expect(ld).not.toHaveProperty('baseSalary');
    expect(ld).not.toHaveProperty('experienceRequirements');
    expect(ld).not.toHaveProperty('jobLocation');
    expect(ld).not.toHaveProperty('jobLocationType');
  });

  it('uses one salary bound for both ends when only one is set', () => {
    expect(
      jobPostingLd(job({ CTC: { minCTC: '', maxCTC: '90000' } }), 'u').baseSalary?.value,
    ).toMatchObject({ minValue: 90000, maxValue: 90000 });
  });

  it('says until when an open job takes applications, and offers to apply', () => {
    const ld = jobPostingLd(job({ validThrough: '2026-12-31' }), 'u');
    expect(ld.validThrough).toBe('2026-12-31T23:59:59.999Z');
    expect(ld.directApply).toBe(true);
    expect(jobPostingLd(job(), 'u')).not.toHaveProperty('validThrough');
  });

  it('a closed job offers no apply action and is valid only until it closed', () => {
    const closedByHand = jobPostingLd(
      job({ status: 'closed', closedAt: '2026-11-10T08:00:00.000Z' }),
      'u',
    );
    expect(closedByHand).not.toHaveProperty('directApply');
    expect(closedByHand.validThrough).toBe('2026-11-10T08:00:00.000Z');
    const closedEarly = jobPostingLd(
      job({ status: 'closed', validThrough: '2026-12-31', closedAt: '2026-11-10T08:00:00.000Z' }),
      'u',
    );
    expect(closedEarly.validThrough).toBe('2026-11-10T08:00:00.000Z');
    const expired = jobPostingLd(
      job({ status: 'closed', validThrough: '2026-11-05', closedAt: '2026-11-06T00:00:00.000Z' }),
      'u',
    );
    expect(expired.validThrough).toBe('2026-11-05T23:59:59.999Z');
  });

  it('cannot break out of its script element', () => {
    expect(scriptSafeJson({ description: '</script><script>alert(1)</script>' })).not.toContain(
      '</script>',
    );
  });

  it('summarises in at most 160 characters', () => {
    expect(jobSummary(job({ job_description: 'x'.repeat(500) })).length).toBeLessThanOrEqual(160);
    expect(jobSummary(job())).toBe(
      'Frontend Engineer at Northwind Labs (Full-time, Berlin, Remote EU). Build the web app.',
    );
  });
});
