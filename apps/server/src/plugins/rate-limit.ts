import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';

/** Available to routes that opt in with `config.rateLimit`; nothing is limited by default. */
export default fp(async (app) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many attempts. Please try again in ${context.after}.`,
    }),
  });
});
