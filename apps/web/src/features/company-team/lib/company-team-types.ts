import type { CompanyInput, CompanyProfile, MyCompany } from '@jobhunter/shared';

/** A created company as its members see it. */
export type TeamCompany = CompanyProfile;
export type { CompanyMember as TeamMember, MyCompany } from '@jobhunter/shared';
export type TeamInvitation = MyCompany['invitations'][number];
/** What the create and settings forms send; empty optional fields are left out when creating. */
export type CompanyDetailsInput = CompanyInput;
