import {
  companyInputSchema,
  companyUpdateSchema,
  joinCompanyInputSchema,
  joinCompanyResultSchema,
  memberCompanySchema,
  myCompanySchema,
} from '@jobhunter/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth';
import { createCompany } from '../../services/companies/create-company';
import { joinCompany } from '../../services/companies/join-company';
import { myCompany } from '../../services/companies/my-company';
import { updateCompany } from '../../services/companies/update-company';
import { security } from '../common-schemas';
import { failures, slugParamsSchema, tags } from './schemas';

/** A recruiter's own company: create it, change its settings, read it with its team, join one. */
const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const recruiter = { onRequest: app.requireRole('recruiter') };

  app.post(
    '/',
    {
      ...recruiter,
      schema: {
        tags,
        security,
        summary:
          'Create a company with you as its owner; your jobs without a company move to it (409: you are in one, or the name is taken)',
        body: companyInputSchema,
        response: { 201: memberCompanySchema, ...failures },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await createCompany({
          db,
          jobChanges: app.jobCache.for(request),
          accountId: authOf(request).accountId,
          input: request.body,
        }),
      ),
  );

  app.get(
    '/mine',
    {
      ...recruiter,
      schema: {
        tags,
        security,
        summary: 'Your company, your role, its members and its open invitations (404: in none)',
        response: { 200: myCompanySchema, ...failures },
      },
    },
    async (request) => myCompany({ db, accountId: authOf(request).accountId }),
  );

  app.patch(
    '/:slug',
    {
      ...recruiter,
      schema: {
        tags,
        security,
        summary: "An owner changes the company's name, website, about or logo (its slug stays)",
        params: slugParamsSchema,
        body: companyUpdateSchema,
        response: { 200: memberCompanySchema, ...failures },
      },
    },
    async (request) =>
      updateCompany({
        db,
        jobChanges: app.jobCache.for(request),
        accountId: authOf(request).accountId,
        slug: request.params.slug,
        update: request.body,
      }),
  );

  app.post(
    '/join',
    {
      ...recruiter,
      schema: {
        tags,
        security,
        summary:
          "Join the company of an invitation sent to your account's email, with its token; your jobs without a company move to it",
        body: joinCompanyInputSchema,
        response: { 200: joinCompanyResultSchema, ...failures },
      },
    },
    async (request) =>
      joinCompany({
        db,
        jobChanges: app.jobCache.for(request),
        accountId: authOf(request).accountId,
        token: request.body.token,
      }),
  );
};

export default teamRoutes;
