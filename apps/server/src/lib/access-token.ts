import { SignJWT, jwtVerify } from 'jose';
import { ROLES, type Role } from '@jobhunter/shared';

export interface AccessTokenClaims {
  accountId: string;
  username: string;
  role: Role;
  /** The session (one login) this token belongs to; the token counts only while it is live. */
  sessionId: string;
}

export interface TokenSettings {
  secret: string;
  ttlSeconds: number;
}

const ISSUER = 'jobhunter';
// The account and session ids are looked up as uuid columns: anything else is refused before the database sees it.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
const key = (secret: string) => new TextEncoder().encode(secret);

export function signAccessToken(
  claims: AccessTokenClaims,
  settings: TokenSettings,
): Promise<string> {
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
): Promise<AccessTokenClaims | null> {
  try {
    // A token without an expiry would be valid for ever: every claim we issue is required.
    const { payload } = await jwtVerify(token, key(secret), {
      issuer: ISSUER,
      audience: [...ROLES],
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    const role = payload.role;
    if ((role !== 'candidate' && role !== 'recruiter') || payload.aud !== role) return null;
    if (!isUuid(payload.sub) || !isUuid(payload.sid) || typeof payload.username !== 'string')
      return null;
    return { accountId: payload.sub, username: payload.username, role, sessionId: payload.sid };
  } catch {
    return null;
  }
}
