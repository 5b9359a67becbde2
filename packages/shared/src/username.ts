import { z } from 'zod';

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_ALLOWED_CHARACTERS = 'letters, digits, dot, underscore and hyphen';
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

const lettersWithoutSpaces = (name: string) => name.replace(/\s+/g, '').length;

/** docs/product.md §5: truncate((first name length + last name length, spaces removed) / 2 + 3). */
export function maxUsernameLength(firstName: string, lastName: string): number {
  return Math.trunc((lettersWithoutSpaces(firstName) + lettersWithoutSpaces(lastName)) / 2 + 3);
}

export const usernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(1, 'Username is required')
  .min(USERNAME_MIN_LENGTH, `Username must be at least ${USERNAME_MIN_LENGTH} characters`)
  .max(64, 'Username must be at most 64 characters')
  .regex(USERNAME_PATTERN, `Username may contain only ${USERNAME_ALLOWED_CHARACTERS}`);
