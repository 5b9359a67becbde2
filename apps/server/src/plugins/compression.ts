import { constants } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/**
 * Text worth compressing: HTML, CSS, JavaScript, JSON, XML, SVG, plain text (and /metrics' text).
 * Images, fonts and archives are compressed already, and event streams must flush each message.
 */
export const COMPRESSIBLE_TYPES =
  /^(?:text\/(?!event-stream)|application\/(?:javascript|x-javascript|ecmascript|json|xml|manifest\+json)(?:;|$)|image\/svg\+xml(?:;|$)|[^;]+\+(?:json|xml)(?:;|$))/i;

/** Below this many bytes the headers and the compressor's frame cost about what compression saves. */
export const COMPRESSION_THRESHOLD = 1024;

function addVaryAcceptEncoding(reply: FastifyReply) {
  const current = reply.getHeader('vary');
  const values = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (values.some((value) => value === '*' || value.toLowerCase() === 'accept-encoding')) return;
  reply.header('vary', [...values, 'accept-encoding'].join(', '));
}

/**
 * Brotli or gzip for text answers, chosen from Accept-Encoding, on every route registered after
 * this plugin (it hooks each route as it is added, so it is registered before the routes). Replies
 * from the not-found handler are covered too when they come through a route's callNotFound, as
 * every page path does through the web app's wildcard static route (test/routes/seo-compression);
 * a request that matches no route at all (no web build, or not a GET) reaches it without this
 * hook and goes out plain, which only small JSON 404s do.
 * The built web app's files are precompressed at build (apps/web/scripts/precompress.mjs) and
 * served as such by static-files.ts; a reply already carrying Content-Encoding is left alone.
 */
export default fp(async (app) => {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    customTypes: COMPRESSIBLE_TYPES,
    // Quality 4 (the plugin's default too): most of brotli's gain at gzip's speed; 11 is for build time.
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    },
    // Request bodies stay as they were: no compressed uploads are expected, and inflating them would
    // be one more way to make the server do unbounded work.
    globalDecompression: false,
  });

  // A text answer may be sent compressed or not depending on Accept-Encoding, so caches must key on
  // it even when this one went out plain (a small body, or a client that asked for identity).
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && COMPRESSIBLE_TYPES.test(type)) addVaryAcceptEncoding(reply);
    return payload;
  });
});
