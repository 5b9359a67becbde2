/**
 * The bench's baseline: a bare Fastify server answering one route with a constant JSON body
 * (BARE_BODY) of the same size as a job, so the ratio shows what the real stack costs on top.
 */
import Fastify from 'fastify';

const body = JSON.parse(process.env.BARE_BODY ?? '{}') as Record<string, unknown>;
const app = Fastify({ logger: false });
app.get('/bare', async () => body);
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 3998) });
