import {
  applicationDetailSchema,
  applicationRefQuerySchema,
  RESUME_CONTENT_TYPES,
} from '@jobhunter/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth';
import { applicationDetail } from '../../services/applications/application-detail';
import { applicationResume } from '../../services/applications/application-resume';
import { sendResumeFile } from '../resumes/send-resume-file';
import { errorSchema, security } from '../common-schemas';

const tags = ['applications'];
const failures = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const refOf = (query: { jobID: string; candidateUsername: string }) => ({
  jobId: query.jobID,
  candidateUsername: query.candidateUsername,
});
/** The CV goes out as the file it is (PDF or DOCX), never as JSON. */
const resumeFileResponse = {
  description: 'The CV file, as an attachment',
  content: Object.fromEntries(
    Object.values(RESUME_CONTENT_TYPES).map((type) => [type, { schema: z.string() }]),
  ),
};

/** What a candidate sent with an application, for the job's owner: the answers and the CV. */
const applicationDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const asRecruiter = app.requireRole('recruiter');

  app.get(
    '/detail',
    {
      onRequest: asRecruiter,
      schema: {
        tags,
        security,
        summary:
          "What the candidate sent with an application to your job: cover letter, screening answers and result, the CV's name",
        querystring: applicationRefQuerySchema,
        response: { 200: applicationDetailSchema, ...failures },
      },
    },
    async (request) =>
      applicationDetail({ db, recruiterId: authOf(request).accountId, ref: refOf(request.query) }),
  );

  app.get(
    '/resume',
    {
      onRequest: asRecruiter,
      schema: {
        tags,
        security,
        summary: 'Download the CV sent with an application to your job (404 when it had none)',
        querystring: applicationRefQuerySchema,
        response: { 200: resumeFileResponse, ...failures },
      },
    },
    async (request, reply) => {
      const file = await applicationResume({
        db,
        recruiterId: authOf(request).accountId,
        ref: refOf(request.query),
      });
      return sendResumeFile(reply, file);
    },
  );
};

export default applicationDetailRoutes;
