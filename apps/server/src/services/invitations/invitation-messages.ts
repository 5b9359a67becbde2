/** What the invitation calls answer when they refuse. */
export const invitationMessages = {
  candidateNotFound: 'Candidate not found',
  jobNotFound: 'Job not found',
  jobNotOpen: 'This job is not open',
  alreadyApplied: 'They have already applied to this job',
  alreadyInvited: 'You already invited them to this job',
  tooMany: 'You sent too many invitations in the last hour; try again later',
} as const;

/** At most this many invitations per recruiter in any hour. */
export const INVITATIONS_PER_HOUR = 30;
