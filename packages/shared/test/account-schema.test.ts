import { describe, expect, it } from 'vitest';
import {
  passwordChangeSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  profileUpdateSchema,
} from '../src';
import { validProfile } from './fixtures';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('profile update schema', () => {
  it('accepts any top-level sections alone, checked by the registration rules', () => {
    const profile = validProfile();
    expect(profileUpdateSchema.parse({ title: '  Staff Engineer ' })).toEqual({
      title: 'Staff Engineer',
    });
    expect(
      profileUpdateSchema.safeParse({ college_education: profile.college_education }).success,
    ).toBe(true);
    expect(
      profileUpdateSchema.safeParse({ current_job: profile.current_job, discoverable: false })
        .success,
    ).toBe(true);
  });

  it("reports a section's problems with the wizard's messages", () => {
    const profile = validProfile();
    const college = [{ ...(profile.college_education as object[])[0], specialization: '' }];
    expect(
      messages(
        profileUpdateSchema.safeParse({
          college_education: [...(profile.college_education as object[]), ...college],
        }),
      ),
    ).toContain('Specialization is required for College 2');
    expect(messages(profileUpdateSchema.safeParse({ email: 'nope' }))).toContain(
      'Email must be a valid email address',
    );
    expect(messages(profileUpdateSchema.safeParse({ photo: 'javascript:alert(1)' }))).toContain(
      'Photo must be an http(s) image URL or an uploaded photo',
    );
  });

  it('refuses the username, the password, unknown fields and an empty update', () => {
    expect(messages(profileUpdateSchema.safeParse({ username: 'other' }))).toContain(
      'Username and password cannot be changed here',
    );
    expect(messages(profileUpdateSchema.safeParse({ password: 'new-password-1' }))).toContain(
      'Username and password cannot be changed here',
    );
    expect(messages(profileUpdateSchema.safeParse({ favourite_colour: 'blue' }))).toContain(
      'Unknown profile fields: favourite_colour',
    );
    expect(messages(profileUpdateSchema.safeParse({}))).toContain(
      'Send at least one profile field to change',
    );
  });
});

describe('password schemas', () => {
  it('change: needs the current password and a new one of the registration rules', () => {
    expect(
      passwordChangeSchema.safeParse({ currentPassword: 'old', newPassword: 'long-enough-1' })
        .success,
    ).toBe(true);
    expect(
      messages(
        passwordChangeSchema.safeParse({ currentPassword: '', newPassword: 'long-enough-1' }),
      ),
    ).toContain('Current password is required');
    expect(
      messages(passwordChangeSchema.safeParse({ currentPassword: 'old', newPassword: 'short' })),
    ).toContain('Password must be at least 8 characters');
  });

  it('reset: a valid email to ask, a token and a new password to confirm', () => {
    expect(passwordResetRequestSchema.safeParse({ email: 'ada@example.com' }).success).toBe(true);
    expect(messages(passwordResetRequestSchema.safeParse({ email: 'ada' }))).toContain(
      'Email must be a valid email address',
    );
    expect(
      messages(passwordResetConfirmSchema.safeParse({ token: '', newPassword: 'long-enough-1' })),
    ).toContain('The reset link is invalid');
  });
});
