import { z } from 'zod';
import { passwordSchema } from './profile';
import { usernameSchema } from '../username';

/** Login only requires both fields to be non-empty (docs/product.md §5). */
export const loginSchema = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(64),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(128),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const usernameCheckSchema = z.object({ username: usernameSchema });
export const usernameReserveSchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
});
/** A missing token is not malformed input but a missing credential: the service answers 401 for it. */
export const refreshTokenSchema = z.object({
  refreshToken: z
    .string({ error: 'refreshToken must be a string' })
    .max(512, 'refreshToken is too long')
    .default(''),
});
export const logoutSchema = z.object({
  username: z.string().trim().min(1, 'Username is required').max(64),
});

export interface LoginResponse {
  accessToken: string;
  refreshToken: string;
  candidate?: { id: string; photo: string; username: string };
  recruiter?: { id: string; photo: string; username: string };
}
export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}
export interface MessageResponse {
  message: string;
}
