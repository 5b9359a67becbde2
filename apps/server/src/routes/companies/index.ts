import { companySchema, companySummarySchema, type Job } from '@jobhunter/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getCompany, listCompanies } from '../../services/companies/companies';
import { withoutPosterEmail } from '../../services/jobs/job-view';
import { errorSchema, optionalSecurity } from '../common-schemas';

const tags = ['companies'];
const slugParamsSchema = z.object({
  slug: z.string().trim().min(1, 'slug is required').max(200, 'slug is too long'),
});

/** Company pages: the recruiters' companies (from their profiles), grouped by slug. Public. */
const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Every company of the recruiters with its open jobs counted, most first',
        response: { 200: z.array(companySummarySchema) },
      },
    },
    async () => listCompanies({ db }),
  );

  app.get(
    '/:slug',
    {
      schema: {
        tags,
        security: optionalSecurity,
        summary:
          "A company's recruiters and open jobs, newest first; the poster's email is blank without a valid token",
        params: slugParamsSchema,
        response: { 200: companySchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const company = await getCompany({ db, slug: request.params.slug });
      const shown = (await app.viewerOf(request)) ? (job: Job) => job : withoutPosterEmail;
      return { ...company, jobs: company.jobs.map(shown) };
    },
  );
};

export default companyRoutes;
