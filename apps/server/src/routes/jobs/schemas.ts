import { jobIdSchema } from '@jobhunter/shared';
import { z } from 'zod';
import { pageQuerySchema } from '../page-query';

// Route schemas shared by the jobs, applications and saved-jobs APIs.
export const messageSchema = z.object({ message: z.string() });

/** The error body of every failure (plugins/errors.ts); `errors` only on invalid input. */
export const errorSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

export const jobIdParamsSchema = z.object({ jobID: jobIdSchema });
export const security = [{ bearerAuth: [] }];

/** `GET /job/fetch`: a page of jobs, newest first; `username` counts only with that user's token. */
export const jobListQuerySchema = pageQuerySchema.extend({
  username: z.string().trim().max(64, 'username is too long').optional(),
});
