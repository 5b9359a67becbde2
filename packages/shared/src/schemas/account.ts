import { z } from 'zod';
import {
  conventionalEducationShape,
  passwordSchema,
  personalInformationShape,
  presentShape,
  skillsAndExperienceShape,
} from './profile';

const {
  username: _username,
  password: _password,
  ...editablePersonalShape
} = personalInformationShape;

/** The top-level profile sections an account may change after sign-up, with the wizard's own rules. */
export const editableProfileShape = {
  ...editablePersonalShape,
  // Without registration's default: an update that leaves gender out must not reset it.
  gender: editablePersonalShape.gender.removeDefault(),
  ...conventionalEducationShape,
  ...skillsAndExperienceShape,
  ...presentShape,
  /** Candidates only: false keeps them out of the public top-candidates list. */
  discoverable: z.boolean({ error: 'discoverable must be true or false' }),
};
export type EditableProfileField = keyof typeof editableProfileShape;

const FIXED_FIELDS = ['username', 'password'];

/**
 * `PATCH /api/{role}/profile`: any top-level sections, each validated exactly as at registration.
 * The username and password cannot change here, and an empty update is a mistake worth saying.
 */
export const profileUpdateSchema = z
  .strictObject(editableProfileShape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? issue.keys.some((key) => FIXED_FIELDS.includes(key))
          ? 'Username and password cannot be changed here'
          : `Unknown profile fields: ${issue.keys.join(', ')}`
        : undefined,
  })
  .partial()
  .refine((update) => Object.keys(update).length > 0, 'Send at least one profile field to change');
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** `PUT /api/{role}/password`. */
export const passwordChangeSchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(128),
  newPassword: passwordSchema,
});
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

/** `POST /api/{role}/password-reset`. */
export const passwordResetRequestSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(200)
    .pipe(z.email('Email must be a valid email address')),
});
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;

/** `POST /api/{role}/password-reset/confirm`: the token from the emailed link and the new password. */
export const passwordResetConfirmSchema = z.object({
  token: z
    .string({ error: 'The reset link is invalid' })
    .trim()
    .min(1, 'The reset link is invalid')
    .max(256, 'The reset link is invalid'),
  newPassword: passwordSchema,
});
export type PasswordResetConfirmInput = z.input<typeof passwordResetConfirmSchema>;
