import { describe, expect, it } from 'vitest';
import {
  emailPreferencesUpdateSchema,
  markNotificationsReadSchema,
  savedSearchInputSchema,
  savedSearchUpdateSchema,
} from '../src';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('notification schemas', () => {
  it('takes a saved search as the jobs page query string, with or without its question mark', () => {
    expect(
      savedSearchInputSchema.parse({
        name: ' React remote ',
        query: '?q=react&work_environment=Remote',
        frequency: 'daily',
      }),
    ).toEqual({
      name: 'React remote',
      query: 'q=react&work_environment=Remote',
      frequency: 'daily',
    });
    expect(
      messages(savedSearchInputSchema.safeParse({ name: '', query: '', frequency: 'hourly' })),
    ).toEqual(['Name is required', 'frequency must be one of instant, daily']);
  });

  it('refuses empty or unknown changes to an alert and to the email preferences', () => {
    expect(messages(savedSearchUpdateSchema.safeParse({}))).toEqual([
      'Send a name or a frequency to change',
    ]);
    expect(savedSearchUpdateSchema.parse({ frequency: 'instant' })).toEqual({
      frequency: 'instant',
    });
    expect(messages(emailPreferencesUpdateSchema.safeParse({}))).toEqual([
      'Send at least one preference to change',
    ]);
    expect(emailPreferencesUpdateSchema.safeParse({ spam: true }).success).toBe(false);
    expect(emailPreferencesUpdateSchema.parse({ job_alert: false })).toEqual({ job_alert: false });
  });

  it('marks given notifications or all of them', () => {
    expect(markNotificationsReadSchema.parse({})).toEqual({});
    expect(messages(markNotificationsReadSchema.safeParse({ ids: ['x'] }))).toEqual([
      'ids must be notification ids',
    ]);
  });
});
