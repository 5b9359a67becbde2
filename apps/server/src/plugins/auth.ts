import fp from 'fastify-plugin';
import type { Role } from '@jobhunter/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  verifyAccessToken,
  type AccessTokenClaims,
  type AdminClaims,
  type TokenClaims,
} from '../lib/access-token';
import { forbidden, unauthorized } from '../lib/http-error';
import { isSessionLive } from '../services/accounts/session';

/**
 * Bearer-token authentication. Who may act is decided only from the verified token: routes compare
 * `request.auth` with the resource, never trust usernames sent in the body or query. A token counts
 * only while its session is live in the database, so logout and the like take effect at once.
 * Members (candidates, recruiters) and admins use separate doors: an admin has no profile, so no
 * member route takes an admin's token, and only `requireAdmin` does.
 */
export default fp(async (app) => {
  const viewers = new WeakMap<FastifyRequest, Promise<AccessTokenClaims | null>>();

  async function liveClaims(token: string): Promise<TokenClaims | null> {
    const claims = await verifyAccessToken(token, app.config.JWT_SECRET);
    if (!claims) return null;
    return (await isSessionLive({
      db: app.db,
      accountId: claims.accountId,
      sessionId: claims.sessionId,
    }))
      ? claims
      : null;
  }

  /** 401 without a live token of any account. */
  async function requireLiveClaims(request: FastifyRequest) {
    const token = bearerToken(request);
    if (!token) throw unauthorized('Authentication required');
    const claims = await liveClaims(token);
    if (!claims) throw unauthorized('Invalid or expired access token');
    return claims;
  }

  app.decorateRequest('auth', undefined);
  app.decorateRequest('admin', undefined);
  /** A live member token of the role when one is named; of either role when not. */
  const requireToken = (role?: Role) => async (request: FastifyRequest) => {
    const claims = await requireLiveClaims(request);
    if (!isMember(claims)) throw forbidden(ADMIN_REFUSED);
    if (role) requireClaimsRole(claims, role);
    request.auth = claims;
  };
  app.decorate('requireRole', (role: Role) => requireToken(role));
  app.decorate('requireSignedIn', requireToken());
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const claims = await requireLiveClaims(request);
    if (!isAdmin(claims)) throw forbidden('Only a signed-in admin can do this');
    request.admin = claims;
  });
  // Public routes that tailor their answer to a signed-in viewer: a missing or bad token just means
  // "signed out", so browsing never fails on a stale token; an admin browses as a signed-out visitor
  // too. Asked once per request, however often.
  app.decorate('viewerOf', (request: FastifyRequest) => {
    let viewer = viewers.get(request);
    if (!viewer) {
      const token = bearerToken(request);
      viewer = token
        ? liveClaims(token).then((claims) => (claims && isMember(claims) ? claims : null))
        : Promise.resolve(null);
      viewers.set(request, viewer);
    }
    return viewer;
  });
});

const ADMIN_REFUSED = 'An admin account cannot do this';
const isMember = (claims: TokenClaims): claims is AccessTokenClaims => claims.role !== 'admin';
const isAdmin = (claims: TokenClaims): claims is AdminClaims => claims.role === 'admin';

/** The request's `Authorization: Bearer` token, unverified. */
export function bearerToken(request: FastifyRequest) {
  return request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
}

/**
 * The username a public list may tailor itself to: the one asked for, only when the request carries
 * that same user's valid token. Anyone else's name is ignored, so nobody can learn where another
 * candidate applied by comparing two lists.
 */
export async function verifiedViewerName(
  app: FastifyInstance,
  request: FastifyRequest,
  username: string | undefined,
) {
  if (!username) return undefined;
  const viewer = await app.viewerOf(request);
  return viewer && viewer.username.toLowerCase() === username.toLowerCase()
    ? viewer.username
    : undefined;
}

/** 403 unless the verified token is of this role. */
export function requireClaimsRole(claims: AccessTokenClaims, role: Role) {
  if (claims.role !== role) throw forbidden(`Only a signed-in ${role} can do this`);
}

/** The admin's claims set by `requireAdmin`; admin routes behind it can rely on them. */
export function adminOf(request: FastifyRequest) {
  if (!request.admin) throw unauthorized();
  return request.admin;
}

/** The claims set by `requireRole`; routes behind it can rely on them. */
export function authOf(request: FastifyRequest) {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** 403 unless the signed-in account is the one named. */
export function requireSelf(
  request: FastifyRequest,
  username: string,
  message = 'You can only act on your own account',
) {
  const auth = authOf(request);
  if (auth.username !== username) throw forbidden(message);
  return auth;
}
