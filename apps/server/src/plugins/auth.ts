import fp from 'fastify-plugin';
import type { Role } from '@jobhunter/shared';
import type { FastifyRequest } from 'fastify';
import { verifyAccessToken } from '../lib/access-token';
import { forbidden, unauthorized } from '../lib/http-error';

/**
 * Bearer-token authentication. Who may act is decided only from the verified token: routes compare
 * `request.auth` with the resource, never trust usernames sent in the body or query.
 */
export default fp(async (app) => {
  app.decorateRequest('auth', undefined);
  app.decorate('requireRole', (role: Role) => async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = header?.match(/^Bearer\s+(\S+)$/i);
    if (!match) throw unauthorized('Authentication required');
    const claims = await verifyAccessToken(match[1], app.config.JWT_SECRET);
    if (!claims) throw unauthorized('Invalid or expired access token');
    if (claims.role !== role) throw forbidden(`Only a signed-in ${role} can do this`);
    request.auth = claims;
  });
});

/** The claims set by `requireRole`; routes behind it can rely on them. */
export function authOf(request: FastifyRequest) {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** 403 unless the signed-in account is the one named. */
export function requireSelf(request: FastifyRequest, username: string, message = 'You can only act on your own account') {
  const auth = authOf(request);
  if (auth.username !== username) throw forbidden(message);
  return auth;
}
