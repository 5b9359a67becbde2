import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { photosCrossOrigin } from '../services/uploads/photo-origin';

/**
 * Security headers on every response. The web app is a built bundle of same-origin files, so its
 * scripts need no inline allowance; styles allow inline because UI primitives set style attributes
 * and inject small style tags. Photos may be hosted anywhere (a profile's photo is a URL).
 */
export default fp(async (app) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // HSTS is only meaningful (and only honoured) over HTTPS; it is added below when the request is.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
  });

  const photosElsewhere = photosCrossOrigin(app.config);
  app.addHook('onSend', async (request, reply) => {
    // `request.protocol` follows X-Forwarded-Proto only when TRUST_PROXY is on.
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    // Pages on other origins may show the (public) photos; every other response stays same-origin.
    if (photosElsewhere && request.url.startsWith('/uploads/')) {
      reply.header('cross-origin-resource-policy', 'cross-origin');
    }
  });
});

/** For uploaded files: never run as a page, whatever a file turns out to contain. */
export const UPLOAD_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";
