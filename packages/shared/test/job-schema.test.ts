import { describe, expect, it } from 'vitest';
import { companySlug, jobInputSchema, jobUpdateSchema, todayUtc } from '../src';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('job schemas', () => {
  it('fills in the defaults when a job is posted', () => {
    const job = jobInputSchema.parse({ jobID: 'ABC123', designation: 'Engineer' });
    expect(job).toMatchObject({
      work_environment: 'Hybrid',
      skills_required: [],
      CTC: { minCTC: '', maxCTC: '' },
      validThrough: null,
    });
  });

  it('changes only the fields an edit names', () => {
    expect(jobUpdateSchema.parse({ designation: ' Staff engineer ' })).toEqual({
      designation: 'Staff engineer',
    });
  });

  it('refuses an empty edit and an edit of the ID or the poster', () => {
    expect(messages(jobUpdateSchema.safeParse({}))).toEqual([
      'Send at least one job field to change',
    ]);
    expect(messages(jobUpdateSchema.safeParse({ jobID: 'XYZ999' }))).toContain(
      'The job ID and the poster cannot be changed',
    );
    expect(messages(jobUpdateSchema.safeParse({ company_name: 'Other' }))).toContain(
      'The job ID and the poster cannot be changed',
    );
    expect(messages(jobUpdateSchema.safeParse({ designation: 'X', colour: 'red' }))).toEqual([
      'Unknown job fields: colour',
    ]);
  });

  it('takes validThrough as a real day from today on, and clears it with null or an empty string', () => {
    const today = todayUtc();
    expect(jobUpdateSchema.parse({ validThrough: today })).toEqual({ validThrough: today });
    expect(jobUpdateSchema.parse({ validThrough: '' })).toEqual({ validThrough: null });
    expect(jobUpdateSchema.parse({ validThrough: null })).toEqual({ validThrough: null });
    expect(messages(jobUpdateSchema.safeParse({ validThrough: '2020-01-01' }))).toEqual([
      'validThrough cannot be in the past',
    ]);
    expect(messages(jobUpdateSchema.safeParse({ validThrough: '2999-02-30' }))).toEqual([
      'validThrough must be a date (YYYY-MM-DD)',
    ]);
    expect(messages(jobUpdateSchema.safeParse({ validThrough: 'next week' }))).toEqual([
      'validThrough must be a date (YYYY-MM-DD)',
    ]);
  });

  it('gives spellings of one company one slug', () => {
    expect(companySlug('Acme Corp')).toBe('acme-corp');
    expect(companySlug('  ACME corp. ')).toBe('acme-corp');
    expect(companySlug('Café Société')).toBe('cafe-societe');
  });
});
