import { z } from 'zod';
import { GENDERS } from '@jobhunter/shared';
import type { accounts } from '../../db/schema';

type AccountRow = typeof accounts.$inferSelect;

const entry = z.record(z.string(), z.string());
const school = z.object({
  school_name: z.string(),
  percentage_obtained: z.string(),
  year_of_passing: z.string(),
  school_board: z.string(),
});

/** The profile as the API returns it: docs/product.md §3 field names, never the password hash. */
export const profileResponseSchema = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string(),
  one_liner_intro: z.string(),
  number: z.string().optional().describe('Left out of public profile reads without a valid token'),
  email: z.string().optional().describe('Left out of public profile reads without a valid token'),
  gender: z.enum(GENDERS),
  introduction: z.string(),
  photo: z.string(),
  tenth_standard_education: school,
  twelth_standard_education: school,
  college_education: z.array(entry),
  internship_experience: z.array(entry),
  certificate_courses: z.array(entry),
  work_experience: z.array(entry),
  core_skills: z.array(z.string()),
  current_job: entry,
  /** Candidates only: whether they appear in the public top-candidates list. */
  discoverable: z.boolean().optional(),
  emailVerified: z
    .boolean()
    .optional()
    .describe(
      'The own profile only (dashboard, profile update): whether the email address is confirmed',
    ),
  createdAt: z.string(),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** What a signed-out visitor sees: no way to reach the person outside the site. */
export function withoutContact({
  email: _email,
  number: _number,
  ...profile
}: ProfileResponse): ProfileResponse {
  return profile;
}

export const profileListItemSchema = z.object({
  username: z.string(),
  photo: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  current_job: z.object({ company: z.string() }),
});

export function toProfileResponse(row: AccountRow): ProfileResponse {
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    title: row.title,
    one_liner_intro: row.oneLinerIntro,
    number: row.number,
    email: row.email,
    gender: row.gender,
    introduction: row.introduction,
    photo: row.photo,
    tenth_standard_education: row.tenthStandardEducation,
    twelth_standard_education: row.twelthStandardEducation,
    college_education: row.collegeEducation,
    internship_experience: row.internshipExperience,
    certificate_courses: row.certificateCourses,
    work_experience: row.workExperience,
    core_skills: row.coreSkills,
    current_job: row.currentJob,
    ...(row.role === 'candidate' ? { discoverable: row.discoverable } : {}),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toProfileListItem(
  row: Pick<AccountRow, 'username' | 'photo' | 'firstName' | 'lastName' | 'currentJob'>,
) {
  return {
    username: row.username,
    photo: row.photo,
    firstName: row.firstName,
    lastName: row.lastName,
    current_job: { company: row.currentJob.company ?? '' },
  };
}
