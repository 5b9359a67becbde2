import type { CompanyRole } from '@jobhunter/shared';

/** A created company as its members see it (`POST /api/companies`, `GET /api/companies/mine`). */
export interface TeamCompany {
  slug: string;
  name: string;
  website?: string | null;
  about?: string | null;
  logo?: string | null;
}

export interface TeamMember {
  username: string;
  firstName: string;
  lastName: string;
  role: CompanyRole;
}

export interface TeamInvitation {
  id: string | number;
  email: string;
  role: CompanyRole;
  createdAt: string;
}

/** `GET /api/companies/mine`: the recruiter's company, their role, its members and pending invitations. */
export interface MyCompany {
  company: TeamCompany;
  role: CompanyRole;
  members: TeamMember[];
  invitations: TeamInvitation[];
}

/** What the create and settings forms send; empty optional fields are left out. */
export interface CompanyDetailsInput {
  name: string;
  website?: string;
  about?: string;
  logo?: string;
}
