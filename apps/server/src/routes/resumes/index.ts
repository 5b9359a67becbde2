import multipart from '@fastify/multipart';
import {
  MAX_RESUME_BYTES,
  RESUME_CONTENT_TYPES,
  resumeSchema,
  uploadedResumeSchema,
} from '@jobhunter/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth';
import { deleteResume } from '../../services/resumes/delete-resume';
import { getResume, getResumeFile } from '../../services/resumes/get-resume';
import { resumeMessages } from '../../services/resumes/messages';
import { saveResume } from '../../services/resumes/save-resume';
import { errorSchema, messageSchema, security } from '../common-schemas';
import { readResumeUpload, refuseOversizedResume } from './read-resume-upload';
import { sendResumeFile } from './send-resume-file';

const tags = ['candidates'];
const denied = { 401: errorSchema, 403: errorSchema };

/**
 * The signed-in candidate's CV (app.ts registers it at /api/candidate). The file is private: kept
 * in the database, only ever sent to its owner (and to the recruiters of the jobs it was sent to)
 * as a download.
 */
const resumeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, queue } = app;
  // Registered here, not globally: only this plugin's upload reads a CV-sized multipart body.
  await app.register(multipart, {
    limits: {
      fileSize: MAX_RESUME_BYTES,
      files: 1,
      fields: 4,
      fieldSize: 1024,
      parts: 5,
      headerPairs: 50,
    },
  });
  const signedIn = app.requireRole('candidate');

  app.post(
    '/resume',
    {
      onRequest: [signedIn, refuseOversizedResume],
      // Each upload stores up to 5 MB and queues a text extraction: the photo upload's limit.
      config: { rateLimit: { max: app.config.UPLOAD_RATE_LIMIT, timeWindow: '1 minute' } },
      schema: {
        tags,
        security,
        summary:
          'Upload the CV (PDF or DOCX, at most 5 MB) in the multipart field "file"; it replaces the current one',
        consumes: ['multipart/form-data'],
        response: {
          201: uploadedResumeSchema,
          400: errorSchema,
          ...denied,
          413: errorSchema,
          415: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const upload = await readResumeUpload(request);
      const candidateId = authOf(request).accountId;
      return reply.code(201).send(await saveResume({ db, queue, candidateId, ...upload }));
    },
  );

  app.get(
    '/resume',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary:
          'The current CV, its extracted text and the skills it names that the profile lacks',
        response: { 200: resumeSchema, ...denied, 404: errorSchema },
      },
    },
    async (request) => getResume({ db, candidateId: authOf(request).accountId }),
  );

  app.get(
    '/resume/file',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary: 'Download the current CV (an attachment)',
        produces: Object.values(RESUME_CONTENT_TYPES),
        response: { 200: z.any(), ...denied, 404: errorSchema },
      },
    },
    async (request, reply) =>
      sendResumeFile(reply, await getResumeFile({ db, candidateId: authOf(request).accountId })),
  );

  app.delete(
    '/resume',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary: 'Delete the current CV; applications sent with it keep their copy',
        response: { 200: messageSchema, ...denied, 404: errorSchema },
      },
    },
    async (request) => {
      await deleteResume({ db, candidateId: authOf(request).accountId });
      return { message: resumeMessages.deleted };
    },
  );
};

export default resumeRoutes;
