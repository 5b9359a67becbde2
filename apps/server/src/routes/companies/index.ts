import { companySchema, companySummarySchema, type Job } from '@jobhunter/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getCompany, listCompanies } from '../../services/companies/companies';
import { withoutPosterEmail } from '../../services/jobs/job-view';
import { errorSchema, optionalSecurity } from '../common-schemas';
import memberRoutes from './members';
import { slugParamsSchema, tags } from './schemas';
import teamRoutes from './team';

/**
 * Company pages, public: the companies recruiters created, and the names recruiters typed in their
 * profiles, grouped by slug. Then the recruiters' own company and its team (team.ts, members.ts).
 */
const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(teamRoutes);
  await app.register(memberRoutes);

  app.get(
    '/',
    {
      schema: {
        tags,
        summary:
          'Every company (created ones with `created: true` and their logo) with its open jobs counted, most first',
        response: { 200: z.array(companySummarySchema) },
      },
    },
    async (request) => app.readFrom(request, (reader) => listCompanies({ db: reader })),
  );

  app.get(
    '/:slug',
    {
      schema: {
        tags,
        security: optionalSecurity,
        summary:
          "A company's recruiters (a created one's members) and open jobs, newest first, with a created company's about, website and logo; the poster's email is blank without a valid token",
        params: slugParamsSchema,
        response: { 200: companySchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const company = await app.readFrom(request, (reader) =>
        getCompany({ db: reader, slug: request.params.slug }),
      );
      const shown = (await app.viewerOf(request)) ? (job: Job) => job : withoutPosterEmail;
      return { ...company, jobs: company.jobs.map(shown) };
    },
  );
};

export default companyRoutes;
