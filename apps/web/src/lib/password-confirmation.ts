/**
 * 'Confirm new password' must repeat the new one. Only the form checks it (the server never sees
 * the repeat), so it is a refinement to add to a shared schema:
 * `.refine(passwordsMatch, PASSWORDS_MISMATCH)`.
 */
export function passwordsMatch(value: { newPassword: string; confirmPassword: string }) {
  return value.newPassword === value.confirmPassword;
}

export const PASSWORDS_MISMATCH = {
  message: 'The two passwords do not match',
  path: ['confirmPassword'],
};
