import { loginSchema, refreshTokenSchema } from '@jobhunter/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../../lib/http-error';
import { login } from '../../services/accounts/login';
import { createLoginThrottle } from '../../services/accounts/login-throttle';
import { accountMessages } from '../../services/accounts/messages';
import { rotateRefreshToken } from '../../services/accounts/refresh-tokens';
import { sessionSettingsOf } from '../../services/accounts/session';
import { tokenPairSchema } from '../accounts/schemas';
import { errorSchema } from '../common-schemas';

/**
 * The admins' login and refresh: the members' session services with the admin role, so the same
 * throttle, rotation and reuse rules hold. Admins are created only from the command line.
 */
const adminSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['admins'];
  const throttle = createLoginThrottle({ store: app.loginFailures, keyPrefix: 'admin:' });
  const settings = sessionSettingsOf(app.config);

  app.post(
    '/login',
    {
      config: {
        validationMessage: accountMessages.invalidLogin,
        rateLimit: { max: app.config.LOGIN_RATE_LIMIT, timeWindow: '1 minute' },
      },
      schema: {
        tags,
        summary:
          'Log in as an admin; 401 for a wrong username or password alike, 403 when the account is suspended',
        body: loginSchema,
        response: {
          200: tokenPairSchema.extend({ admin: z.object({ username: z.string() }) }),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { account, ...tokens } = await login({
        db,
        role: 'admin',
        ...request.body,
        client: request.ip,
        throttle,
        settings,
      });
      reply.header('cache-control', 'no-store');
      return { ...tokens, admin: { username: account.username } };
    },
  );

  app.post(
    '/refresh-token',
    {
      config: { rateLimit: { max: app.config.REFRESH_RATE_LIMIT, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          "Trade an admin's refresh token for a new pair; the old one stops working (403 when it is invalid, expired, reused or the account suspended)",
        body: refreshTokenSchema,
        response: {
          200: tokenPairSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.body.refreshToken) throw unauthorized(accountMessages.noRefreshToken);
      const tokens = await rotateRefreshToken({
        db,
        role: 'admin',
        refreshToken: request.body.refreshToken,
        settings,
      });
      reply.header('cache-control', 'no-store');
      return tokens;
    },
  );
};

export default adminSessionRoutes;
