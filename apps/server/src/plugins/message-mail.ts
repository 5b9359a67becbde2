import fp from 'fastify-plugin';

/** The worker that emails one side of a conversation of its new messages, batched. */
export default fp(async () => {});
