/** Texts of moderation that the web app shows or matches on. */
export const moderationMessages = {
  accountSuspended: 'This account is suspended',
  alreadyReported: 'You already reported this',
  jobHidden: 'This job was hidden by a moderator',
  cannotReopenHidden: 'A hidden job cannot be reopened',
  emailVerified: 'Email address verified',
  invalidVerification: 'This verification link is invalid or has expired',
} as const;
