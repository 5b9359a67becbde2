import { z } from 'zod';

/** OpenAPI: the operation needs `Authorization: Bearer <access token>`. */
export const security = [{ bearerAuth: [] }];

/** OpenAPI: the token is optional; with a valid one the answer shows more (contact details). */
export const optionalSecurity: Record<string, string[]>[] = [{}, { bearerAuth: [] }];

export const messageSchema = z.object({ message: z.string() });

/** The error body of every failure (plugins/errors.ts); `errors` only on invalid input. */
export const errorSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

export const usernameParamsSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, 'Username is required')
    .max(64, 'Username must be at most 64 characters'),
});

export const tokenPairSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });

/** Who signed in, as the login reply names it (docs/product.md §3 "Login"). */
export const sessionAccountSchema = z.object({
  id: z.string(),
  photo: z.string(),
  username: z.string(),
});
