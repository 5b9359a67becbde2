import { SignJWT, jwtVerify } from 'jose';
import { ROLES, type Role } from '@jobhunter/shared';

export interface AccessTokenClaims {
  accountId: string;
  username: string;
  role: Role;
  /** The login (refresh-token family) this token belongs to; logout revokes it. */
  sessionId: string;
}

export interface TokenSettings {
  secret: string;
  ttlSeconds: number;
}

const ISSUER = 'jobhunter';
const key = (secret: string) => new TextEncoder().encode(secret);

export function signAccessToken(claims: AccessTokenClaims, settings: TokenSettings): Promise<string> {
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
export async function verifyAccessToken(token: string, secret: string): Promise<AccessTokenClaims | null> {
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
    if (typeof payload.sub !== 'string' || typeof payload.username !== 'string' || typeof payload.sid !== 'string') {
      return null;
    }
    return { accountId: payload.sub, username: payload.username, role, sessionId: payload.sid };
  } catch {
    return null;
  }
}
