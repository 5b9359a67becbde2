import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DEFAULT_GENDER, passwordSchema, usernameSchema } from '@jobhunter/shared';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { accounts, usernames } from '../../db/schema';
import { uniqueViolation } from '../../lib/constraint-violation';
import { badRequest, conflict } from '../../lib/http-error';
import { hashPassword } from '../../lib/password';
import { accountMessages } from '../accounts/messages';
import { findReservation } from '../accounts/username-reservation';

/** The rules registration applies to the same fields: an admin's name and password are no weaker. */
export const adminInputSchema = z.object({
  username: usernameSchema,
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .pipe(z.email('Email must be a valid email address')),
  password: passwordSchema,
});
export type AdminInput = z.input<typeof adminInputSchema>;

/** The input, valid, or 400 with the first problem of each field it has. */
export function validAdminInput(input: AdminInput) {
  const parsed = adminInputSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const byField = new Map<string, string>();
  for (const issue of parsed.error.issues)
    if (!byField.has(String(issue.path[0]))) byField.set(String(issue.path[0]), issue.message);
  throw badRequest([...byField.values()].join('; '));
}

export const adminMessages = {
  emailExists: 'An admin with this email already exists',
};

const NO_SCHOOL = {
  school_name: '',
  percentage_obtained: '',
  year_of_passing: '',
  school_board: '',
};

/**
 * Creates an admin: a username held by no one of any role (a stale member reservation included),
 * and an account without a profile, its address confirmed. Admins sign in only through the admin
 * login and never appear in the public lists, which all pick a member role.
 * 400 on invalid input, 409 when the username or the email is an admin's already.
 */
export async function createAdmin(
  db: Database,
  input: AdminInput,
): Promise<{ id: string; username: string }> {
  const { username, email, password } = validAdminInput(input);
  if (await findReservation(db, username)) throw conflict(accountMessages.usernameExists);

  const passwordHash = await hashPassword(password);
  const id = randomUUID();
  try {
    await db.transaction(async (tx) => {
      await tx.insert(usernames).values({ username, role: 'admin', passwordHash });
      await tx.insert(accounts).values({
        id,
        role: 'admin',
        username,
        passwordHash,
        email,
        // Admins have no phone; the (role, number) unique index needs a distinct value per admin.
        number: id,
        firstName: '',
        lastName: '',
        title: '',
        oneLinerIntro: '',
        gender: DEFAULT_GENDER,
        introduction: '',
        photo: '',
        tenthStandardEducation: NO_SCHOOL,
        twelthStandardEducation: NO_SCHOOL,
        collegeEducation: [],
        internshipExperience: [],
        certificateCourses: [],
        workExperience: [],
        coreSkills: [],
        currentJob: {},
        discoverable: false,
        emailVerifiedAt: sql`now()`,
      });
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === undefined) throw error;
    if (constraint === 'accounts_role_email_key') throw conflict(adminMessages.emailExists);
    // The same name, reserved or created meanwhile.
    throw conflict(accountMessages.usernameExists);
  }
  return { id, username };
}
