import { invitationInputSchema, invitationSchema, memberRoleInputSchema } from '@jobhunter/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth';
import { inviteToCompany, revokeInvitation } from '../../services/companies/invitations';
import { changeMemberRole, removeMember } from '../../services/companies/members';
import { companyMessages } from '../../services/companies/messages';
import { messageSchema, security } from '../common-schemas';
import {
  failures,
  invitationParamsSchema,
  memberParamsSchema,
  slugParamsSchema,
  tags,
} from './schemas';

/** A company's team: invitations by email and members' roles, for its owners; leaving it. */
const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const recruiter = { onRequest: app.requireRole('recruiter') };

  app.post(
    '/:slug/invitations',
    {
      ...recruiter,
      schema: {
        tags,
        security,
        summary:
          'An owner invites an email address with a role; the email links to /join?token=… for 7 days (again: replaces the earlier invitation)',
        params: slugParamsSchema,
        body: invitationInputSchema,
        response: { 201: invitationSchema, ...failures },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await inviteToCompany({
          db,
          queue: app.queue,
          accountId: authOf(request).accountId,
          slug: request.params.slug,
          input: request.body,
        }),
      ),
  );

  app.delete(
    '/:slug/invitations/:id',
    {
      ...recruiter,
      schema: {
        tags,
        security,
        summary: 'An owner revokes an invitation: its link stops working',
        params: invitationParamsSchema,
        response: { 200: messageSchema, ...failures },
      },
    },
    async (request) => {
      await revokeInvitation({
        db,
        accountId: authOf(request).accountId,
        slug: request.params.slug,
        invitationId: request.params.id,
      });
      return { message: companyMessages.revoked };
    },
  );

  app.patch(
    '/:slug/members/:username',
    {
      ...recruiter,
      schema: {
        tags,
        security,
        summary: "An owner changes a member's role (409 when no owner would be left)",
        params: memberParamsSchema,
        body: memberRoleInputSchema,
        response: { 200: messageSchema, ...failures },
      },
    },
    async (request) => {
      await changeMemberRole({
        db,
        accountId: authOf(request).accountId,
        slug: request.params.slug,
        username: request.params.username,
        role: request.body.role,
      });
      return { message: companyMessages.roleChanged };
    },
  );

  app.delete(
    '/:slug/members/:username',
    {
      ...recruiter,
      schema: {
        tags,
        security,
        summary:
          'An owner removes a member, or a member leaves; their company jobs pass to an owner (409: the last owner while others remain; the only member keeps their jobs and the company goes)',
        params: memberParamsSchema,
        response: { 200: messageSchema, ...failures },
      },
    },
    async (request) => {
      const outcome = await removeMember({
        db,
        jobChanges: app.jobCache.for(request),
        accountId: authOf(request).accountId,
        slug: request.params.slug,
        username: request.params.username,
      });
      return { message: companyMessages[outcome] };
    },
  );
};

export default memberRoutes;
