import { jobIdSchema } from '@jobhunter/shared';
import { z } from 'zod';
import { pageQuerySchema } from '../page-query';

// Route schemas shared by the jobs, applications and saved-jobs APIs (the ones every API shares
// are in ../common-schemas.ts).
export const jobIdParamsSchema = z.object({ jobID: jobIdSchema });

/** `GET /job/fetch`: a page of jobs, newest first; `username` counts only with that user's token. */
export const jobListQuerySchema = pageQuerySchema.extend({
  username: z.string().trim().max(64, 'username is too long').optional(),
});
