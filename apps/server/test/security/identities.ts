import type { Role } from '@jobhunter/shared';
import { SignJWT, decodeJwt } from 'jose';
import { craftToken } from '../factories-accounts';
import type { Actor, Case, Scene, World } from './matrix-types';

/** Everyone who knocks on every operation. */
export const IDENTITIES = [
  'anonymous',
  'owner',
  'otherOwner',
  'otherRole',
  'forged',
  'expired',
  'refreshAsAccess',
  'noExp',
  'garbage',
  'companyOwner',
  'companyRecruiter',
  'companyViewer',
  'otherCompany',
  'admin',
] as const;
export type Identity = (typeof IDENTITIES)[number];

/**
 * Recruiters of the owner's company (for recruiter rows the owner is recruiter A, a `recruiter` of
 * world.company) by role, and the owner of another company: what they get follows the row's
 * `company` rule.
 */
const COMPANY_MEMBERS = {
  companyOwner: 'owner',
  companyRecruiter: 'recruiter',
  companyViewer: 'viewer',
  otherCompany: 'otherCompany',
} as const;
type CompanyIdentity = keyof typeof COMPANY_MEMBERS;
const isCompanyIdentity = (identity: Identity): identity is CompanyIdentity =>
  identity in COMPANY_MEMBERS;

const FOREIGN_SECRET = 'a-different-secret-that-is-at-least-32-characters';
const otherRoleOf = (role: Role): Role => (role === 'candidate' ? 'recruiter' : 'candidate');

/** The owner's real claims, so a refused token differs from the owner's in one respect only. */
function ownerClaims(owner: Actor) {
  const payload = decodeJwt(owner.accessToken);
  return {
    role: owner.role,
    accountId: owner.id,
    username: owner.username,
    sessionId: String(payload.sid),
  };
}

/**
 * The owner's claims, signed with the real secret, but with no `exp`: it would be valid for ever.
 * Built with jose directly because every factory sets an expiry.
 */
function tokenWithoutExpiry(owner: Actor, secret: string) {
  const claims = ownerClaims(owner);
  return new SignJWT({ role: claims.role, username: claims.username, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.accountId)
    .setIssuer('jobhunter')
    .setAudience(claims.role)
    .setIssuedAt()
    .sign(new TextEncoder().encode(secret));
}

/** Whose account the identity speaks for; requests that name their sender use it. */
export function actorOf(identity: Identity, scene: Scene, world: World, role: Role): Actor {
  if (isCompanyIdentity(identity)) {
    // A row that gives the other recruiter a fresh account (its call ends the caller's logins or
    // changes its password) gives it to every other recruiter: the world's members stay signed in.
    const freshOther = role === 'recruiter' && scene.other !== world.accounts.recruiter.b;
    return freshOther ? scene.other : world.company[COMPANY_MEMBERS[identity]];
  }
  if (identity === 'otherOwner') return scene.other;
  if (identity === 'otherRole') return world.accounts[otherRoleOf(role)].a;
  return scene.owner;
}

/** The Authorization header the identity sends, or none. */
export async function authorizationOf(
  identity: Identity,
  scene: Scene,
  world: World,
  role: Role,
): Promise<string | undefined> {
  const { owner } = scene;
  switch (identity) {
    case 'anonymous':
      return undefined;
    case 'owner':
    case 'otherOwner':
    case 'otherRole':
    case 'companyOwner':
    case 'companyRecruiter':
    case 'companyViewer':
    case 'otherCompany':
      return `Bearer ${actorOf(identity, scene, world, role).accessToken}`;
    case 'forged':
      return `Bearer ${await craftToken(ownerClaims(owner), FOREIGN_SECRET)}`;
    case 'expired':
      return `Bearer ${await craftToken(ownerClaims(owner), world.config.JWT_SECRET, -60)}`;
    case 'refreshAsAccess':
      return `Bearer ${owner.refreshToken}`;
    case 'noExp':
      return `Bearer ${await tokenWithoutExpiry(owner, world.config.JWT_SECRET)}`;
    case 'garbage':
      return 'Bearer x.y.z';
    case 'admin':
      return `Bearer ${world.admin.accessToken}`;
  }
}

/** The status the row promises this identity. */
export function expectedStatus(row: Case, identity: Identity): number {
  if (row.access === 'public') return row.status;
  if (row.access === 'admin') {
    if (identity === 'admin') return row.status;
    return holdsValidToken(identity) ? 403 : (row.withoutToken ?? 401);
  }
  if (identity === 'admin') return row.withoutToken ?? 403;
  if (identity === 'owner') return row.status;
  if (isCompanyIdentity(identity)) return companyMemberStatus(row, identity);
  if (!holdsValidToken(identity)) return row.withoutToken ?? 401;
  if (row.access === 'signedIn') return row.status;
  if (identity === 'otherOwner') return row.access === 'role' ? row.status : row.otherOwner;
  return row.otherRole ?? 403;
}

/**
 * A company identity is a recruiter: on a candidate's row, one of the other role; on a recruiter's,
 * another recruiter, except on a job of the owner's company, where its role decides: any member
 * reads, owners and recruiters act, a viewer's change is 403, another company's member is a stranger.
 */
function companyMemberStatus(row: Case, identity: CompanyIdentity): number {
  if (row.role !== 'recruiter') return expectedStatus(row, 'otherRole');
  const fellow = identity !== 'otherCompany';
  if (row.access === 'owner' && row.company && fellow)
    return row.company === 'act' && identity === 'companyViewer' ? 403 : row.status;
  return expectedStatus(row, 'otherOwner');
}

/** Whether the identity sends a live member's access token (of some account) at all. */
export function holdsValidToken(identity: Identity) {
  return (
    identity === 'owner' ||
    identity === 'otherOwner' ||
    identity === 'otherRole' ||
    isCompanyIdentity(identity)
  );
}
