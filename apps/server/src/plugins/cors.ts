import fp from 'fastify-plugin';
import cors from '@fastify/cors';

/**
 * Cross-origin access for separately hosted clients, only from the origins in CORS_ORIGINS.
 * Bearer tokens travel in a header, so credentials (cookies) are never allowed.
 */
export default fp(async (app) => {
  const origins = app.config.CORS_ORIGINS;
  await app.register(cors, {
    origin: origins.length > 0 ? origins : false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept'],
    credentials: false,
    maxAge: 600,
    strictPreflight: true,
  });
});
