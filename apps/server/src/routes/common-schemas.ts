import { z } from 'zod';

// Route schemas every API shares: the plain reply, the error body, and the OpenAPI security
// requirements.

/** A reply that only says what happened. */
export const messageSchema = z.object({ message: z.string() });

/** The error body of every failure (plugins/errors.ts); `errors` only on invalid input. */
export const errorSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

/** OpenAPI: the operation needs `Authorization: Bearer <access token>`. */
export const security = [{ bearerAuth: [] }];

/** OpenAPI: the token is optional; with a valid one the answer shows more (contact details). */
export const optionalSecurity: Record<string, string[]>[] = [{}, { bearerAuth: [] }];
