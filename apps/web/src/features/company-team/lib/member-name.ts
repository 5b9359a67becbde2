import type { TeamMember } from './company-team-types';

/** "Priya Rao", or the username when the profile has no name. */
export const memberName = (member: TeamMember) =>
  `${member.firstName} ${member.lastName}`.trim() || member.username;
