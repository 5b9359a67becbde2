import {
  loginSchema,
  logoutSchema,
  profileSchema,
  refreshTokenSchema,
  usernameCheckSchema,
  usernameReserveSchema,
  type LoginResponse,
  type Role,
} from '@jobhunter/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../../lib/http-error';
import { authOf, requireClaimsRole, requireSelf } from '../../plugins/auth';
import { pageQuerySchema } from '../page-query';
import accountSettingsRoutes from './account-settings';
import passwordResetRoutes from './password-reset';
import emailVerificationRoutes from './email-verification';
import { deleteAccount } from '../../services/accounts/delete-account';
import { login } from '../../services/accounts/login';
import { createLoginThrottle } from '../../services/accounts/login-throttle';
import { accountMessages, roleName } from '../../services/accounts/messages';
import { profileListItemSchema, profileResponseSchema } from '../../services/accounts/profile-view';
import { getOwnProfile, getPublicProfile, listProfiles } from '../../services/accounts/profiles';
import { rotateRefreshToken } from '../../services/accounts/refresh-tokens';
import { registerAccount } from '../../services/accounts/registration';
import { endSession, type SessionSettings } from '../../services/accounts/session';
import {
  ensureUsernameAvailable,
  reserveUsername,
} from '../../services/accounts/username-reservation';
import { errorSchema, messageSchema, optionalSecurity, security } from '../common-schemas';
import { sessionAccountSchema, tokenPairSchema, usernameParamsSchema } from './schemas';

/**
 * The accounts API of one role; app.ts registers it at /api/candidate and at /api/recruiter.
 * Who acts is always taken from the verified token, never from usernames in the request.
 */
const accountRoutes: FastifyPluginAsyncZod<{ role: Role }> = async (app, { role }) => {
  const db = app.db;
  await app.register(accountSettingsRoutes, { role });
  await app.register(passwordResetRoutes, { role });
  await app.register(emailVerificationRoutes, { role });
  const tags = [`${role}s`];
  // On request, before the body is validated: a caller without a valid token learns nothing more than 401.
  const signedIn = { onRequest: app.requireRole(role) };
  const registrationLimit = {
    rateLimit: { max: app.config.REGISTRATION_RATE_LIMIT, timeWindow: '1 minute' },
  };
  const throttle = createLoginThrottle({ store: app.loginFailures, keyPrefix: `${role}:` });
  const settings: SessionSettings = {
    secret: app.config.JWT_SECRET,
    accessTtlSeconds: app.config.ACCESS_TOKEN_TTL_SECONDS,
    refreshTtlSeconds: app.config.REFRESH_TOKEN_TTL_SECONDS,
  };
  // The reply names the account by role: `{ candidate: {...} }` or `{ recruiter: {...} }`.
  const loginReplySchema: z.ZodType<LoginResponse> = {
    candidate: tokenPairSchema.extend({ candidate: sessionAccountSchema }),
    recruiter: tokenPairSchema.extend({ recruiter: sessionAccountSchema }),
  }[role];

  app.post(
    '/username/check',
    {
      // Answers whether a name exists: limited like registration, so names can't be harvested at full speed.
      config: registrationLimit,
      schema: {
        tags,
        summary: 'Is this username free? Usernames are unique across both roles.',
        body: usernameCheckSchema,
        response: { 200: messageSchema, 400: errorSchema, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      await ensureUsernameAvailable({ db, username: request.body.username });
      return { message: 'Username is available' };
    },
  );

  app.post(
    '/username/create',
    {
      config: registrationLimit,
      schema: {
        tags,
        summary: 'Reserve a username for the password that will register it',
        body: usernameReserveSchema,
        response: { 201: messageSchema, 400: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      await reserveUsername({ db, role, ...request.body });
      return reply.code(201).send({ message: 'Username reserved' });
    },
  );

  app.post(
    '/create',
    {
      config: { validationMessage: accountMessages.invalidRegistration, ...registrationLimit },
      schema: {
        tags,
        summary: `Register a ${role} on a username reserved with the same password`,
        body: profileSchema,
        response: { 201: messageSchema, 400: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      await registerAccount({
        db,
        jobChanges: app.jobCache.for(request),
        queue: app.queue,
        role,
        profile: request.body,
      });
      return reply.code(201).send({ message: accountMessages.registered(role) });
    },
  );

  app.post(
    '/login',
    {
      config: {
        validationMessage: accountMessages.invalidLogin,
        rateLimit: { max: app.config.LOGIN_RATE_LIMIT, timeWindow: '1 minute' },
      },
      schema: {
        tags,
        summary: 'Log in; starts a session with an access token and a rotating refresh token',
        body: loginSchema,
        response: {
          200: loginReplySchema,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { account, ...tokens } = await login({
        db,
        role,
        ...request.body,
        client: request.ip,
        throttle,
        settings,
      });
      reply.header('cache-control', 'no-store');
      return { ...tokens, [role]: account };
    },
  );

  app.post(
    '/refresh-token',
    {
      config: { rateLimit: { max: app.config.REFRESH_RATE_LIMIT, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Trade a refresh token for a new pair; the old one stops working (403 when it is invalid, expired or reused)',
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
        role,
        refreshToken: request.body.refreshToken,
        settings,
      });
      reply.header('cache-control', 'no-store');
      return tokens;
    },
  );

  const loggedOut = { message: 'Logged out successfully' };
  app.post(
    '/logout',
    {
      // A client that has already dropped its token, or holds one that no longer verifies, is
      // signed out: 200 with nothing to end. A live token must be this role's and name itself.
      onRequest: async (request, reply) => {
        const claims = await app.viewerOf(request);
        if (!claims) return reply.send(loggedOut);
        requireClaimsRole(claims, role);
        request.auth = claims;
      },
      schema: {
        tags,
        security: optionalSecurity,
        summary:
          'End the signed-in login: its access and refresh tokens stop working at once. Without a valid token: 200, nothing ended',
        body: logoutSchema,
        response: { 200: messageSchema, 400: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const auth = requireSelf(request, request.body.username, 'You can only log yourself out');
      await endSession({ db, accountId: auth.accountId, sessionId: auth.sessionId });
      return loggedOut;
    },
  );

  app.get(
    '/dashboard',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'The signed-in account’s own profile',
        response: {
          200: profileResponseSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => getOwnProfile({ db, role, accountId: authOf(request).accountId }),
  );

  app.get(
    '/fetch/:username',
    {
      schema: {
        tags,
        security: optionalSecurity,
        summary: `A ${role}'s public profile; email and number only with a valid token of any account`,
        params: usernameParamsSchema,
        response: { 200: profileResponseSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const withContact = (await app.viewerOf(request)) !== null;
      return app.readFrom(request, (reader) =>
        getPublicProfile({ db: reader, role, username: request.params.username, withContact }),
      );
    },
  );

  app.get(
    '/fetchAll',
    {
      schema: {
        tags,
        summary: `${roleName(role)}s, newest first`,
        querystring: pageQuerySchema,
        response: { 200: z.array(profileListItemSchema), 400: errorSchema },
      },
    },
    async (request) =>
      app.readFrom(request, (reader) => listProfiles({ db: reader, role, ...request.query })),
  );

  app.delete(
    '/delete/:username',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Delete your own account with its jobs, applications and sessions',
        params: usernameParamsSchema,
        response: {
          200: messageSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const auth = requireSelf(
        request,
        request.params.username,
        'You can only delete your own account',
      );
      await deleteAccount({
        db,
        jobChanges: app.jobCache.for(request),
        role,
        accountId: auth.accountId,
      });
      return { message: accountMessages.deleted(role) };
    },
  );
};

export default accountRoutes;
