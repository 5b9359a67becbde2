import { z } from 'zod';

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
