import type { Role } from '../enums';

export const roleName = (role: Role) => (role === 'candidate' ? 'Candidate' : 'Recruiter');

/**
 * Texts of the accounts API that docs/api.md and docs/product.md §8 pin exactly. The server sends
 * them and the web app shows or matches on them, so both import them from here; the odd
 * capitalisation of 'candidate credentials not found' is deliberate.
 */
export const accountMessages = {
  usernameExists: 'Username already exists',
  usernameTaken: 'Username is already taken',
  invalidRegistration: 'Invalid data provided, please check your data',
  invalidLogin: 'Invalid data entered',
  incorrectPassword: 'Incorrect Password',
  tooManyLogins: 'Too many login attempts. Please try again later.',
  noRefreshToken: 'No refresh token available',
  invalidRefreshToken: 'Invalid refresh token',
  expiredRefreshToken: 'Refresh token expired',
  reusedRefreshToken: 'Refresh token already used; please log in again',
  endedSession: 'This login has ended; please log in again',
  candidatesOnlyDiscoverable: 'Only candidates can choose whether they are listed',
  passwordResetRequested:
    'If an account has that email, we have sent it a link to reset the password.',
  invalidResetLink:
    'This password reset link is invalid, expired or already used. Please ask for a new one.',
  passwordReset: 'Password reset successfully. Please log in with your new password.',
  passwordChanged: 'Password changed successfully',
  loggedOutEverywhere: 'Logged out of every session',
  duplicateContact: (role: Role) =>
    `${roleName(role)} with same email or cell number already exists`,
  credentialsNotFound: (role: Role) =>
    role === 'candidate' ? 'candidate credentials not found' : 'Recruiter credentials not found',
  notFound: (role: Role) => `${roleName(role)} not found`,
  registered: (role: Role) => `${roleName(role)} registered successfully`,
  deleted: (role: Role) => `${roleName(role)} deleted successfully`,
};
