import { SignJWT, jwtVerify } from 'jose';
import { ACCOUNT_ROLES, type AccountRole, type Role } from '@jobhunter/shared';

/** What a token says about whoever holds it: a member (candidate, recruiter) or an admin. */
export interface TokenClaims {
  accountId: string;
  username: string;
  role: AccountRole;
  /** The session (one login) this token belongs to; the token counts only while it is live. */
  sessionId: string;
}

/** A member's claims: what the member routes act on. An admin's token never reaches them. */
export type AccessTokenClaims = TokenClaims & { role: Role };
/** An admin's claims, as the admin routes get them. */
export type AdminClaims = TokenClaims & { role: 'admin' };

export interface TokenSettings {
  secret: string;
  ttlSeconds: number;
}

const ISSUER = 'jobhunter';
// The account and session ids are looked up as uuid columns: anything else is refused before the database sees it.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
const isAccountRole = (value: unknown): value is AccountRole =>
  ACCOUNT_ROLES.includes(value as AccountRole);
const key = (secret: string) => new TextEncoder().encode(secret);

export function signAccessToken(claims: TokenClaims, settings: TokenSettings): Promise<string> {
  return new SignJWT({ role: claims.role, username: claims.username, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.accountId)
    .setIssuer(ISSUER)
    .setAudience(claims.role)
    .setIssuedAt()
    .setExpirationTime(`${settings.ttlSeconds}s`)
    .sign(key(settings.secret));
}

/** Returns the claims of a valid, unexpired token, or null. */
export async function verifyAccessToken(
  token: string,
  secret: string,
): Promise<TokenClaims | null> {
  try {
    // A token without an expiry would be valid for ever: every claim we issue is required.
    const { payload } = await jwtVerify(token, key(secret), {
      issuer: ISSUER,
      audience: [...ACCOUNT_ROLES],
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    const role = payload.role;
    if (!isAccountRole(role) || payload.aud !== role) return null;
    if (!isUuid(payload.sub) || !isUuid(payload.sid) || typeof payload.username !== 'string')
      return null;
    return { accountId: payload.sub, username: payload.username, role, sessionId: payload.sid };
  } catch {
    return null;
  }
}
