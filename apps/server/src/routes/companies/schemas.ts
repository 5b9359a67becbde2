import { z } from 'zod';
import { errorSchema } from '../common-schemas';

export const tags = ['companies'];
export const slugParamsSchema = z.object({
  slug: z.string().trim().min(1, 'slug is required').max(200, 'slug is too long'),
});
export const memberParamsSchema = slugParamsSchema.extend({
  username: z.string().trim().min(1, 'username is required').max(64, 'username is too long'),
});
export const invitationParamsSchema = slugParamsSchema.extend({
  id: z.uuid('id must be an invitation id'),
});
export const failures = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};
