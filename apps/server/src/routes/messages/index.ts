import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** An application's conversation (`/applications/messages`) and the inbox (`/messages/threads`). */
const messageRoutes: FastifyPluginAsyncZod = async () => {};

export default messageRoutes;
