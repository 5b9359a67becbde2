import { jobInvitationInputSchema, jobInvitationSchema } from '@jobhunter/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth';
import { inviteCandidate } from '../../services/invitations/invite-candidate';
import { errorSchema, security } from '../common-schemas';

/** Recruiters invite a found candidate to apply (POST /api/candidate/invitations). */
const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      onRequest: app.requireRole('recruiter'),
      schema: {
        tags: ['candidate search'],
        security,
        summary:
          'Invite a discoverable candidate to apply to an open job you may act on; they are told in-app and by email. One invitation per job and candidate, at most 30 an hour',
        body: jobInvitationInputSchema,
        response: {
          201: z.object({ invitation: jobInvitationSchema }),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const invitation = await inviteCandidate({
        db: app.db,
        queue: app.queue,
        recruiterId: authOf(request).accountId,
        input: request.body,
      });
      return reply.code(201).send({ invitation });
    },
  );
};

export default invitationRoutes;
