import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { photoUrlOrigin } from '../../services/uploads/photo-origin';
import { createLocalPhotoStorage } from '../../services/uploads/photo-storage';
import { MAX_PHOTO_BYTES } from '../../services/uploads/process-photo';
import { savePhoto } from '../../services/uploads/save-photo';
import { readPhotoUpload } from './read-photo-upload';

const errorSchema = z.object({ message: z.string() });

/**
 * Photo uploads, replacing the external image host of the original product. No sign-in: the
 * registration wizard uploads before the account exists, so the route is rate-limited instead.
 */
const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, not globally: no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: {
      fileSize: MAX_PHOTO_BYTES,
      files: 1,
      fields: 4,
      fieldSize: 1024,
      parts: 5,
      headerPairs: 50,
    },
  });
  const storage = createLocalPhotoStorage(app.config.UPLOAD_DIR);
  // Absolute on the configured origin when pages elsewhere show photos, otherwise root-relative
  // (it resolves against the page that shows it).
  const publicOrigin = photoUrlOrigin(app.config);

  app.post(
    '/photo',
    {
      config: { rateLimit: { max: app.config.UPLOAD_RATE_LIMIT, timeWindow: '1 minute' } },
      schema: {
        tags: ['uploads'],
        summary:
          'Upload a photo (JPEG, PNG, WebP, GIF or AVIF, at most 5 MB) in the multipart field "file"',
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ secure_url: z.string() }), 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const bytes = await readPhotoUpload(request);
      const { name } = await savePhoto({ storage, bytes });
      return reply.code(201).send({ secure_url: `${publicOrigin}/uploads/${name}` });
    },
  );
};

export default uploadRoutes;
