import type { EditableProfileField, Profile, ProfileUpdate, Role } from '@jobhunter/shared';
import type { accounts } from '../../db/schema';

type AccountValues = typeof accounts.$inferInsert;

/** Which column holds each profile field the account may change (docs/product.md §3 names → columns). */
const COLUMN_OF = {
  firstName: 'firstName',
  lastName: 'lastName',
  title: 'title',
  one_liner_intro: 'oneLinerIntro',
  number: 'number',
  email: 'email',
  gender: 'gender',
  introduction: 'introduction',
  photo: 'photo',
  tenth_standard_education: 'tenthStandardEducation',
  twelth_standard_education: 'twelthStandardEducation',
  college_education: 'collegeEducation',
  internship_experience: 'internshipExperience',
  certificate_courses: 'certificateCourses',
  work_experience: 'workExperience',
  core_skills: 'coreSkills',
  current_job: 'currentJob',
  discoverable: 'discoverable',
} as const satisfies Record<EditableProfileField, keyof AccountValues>;

/** The columns to set for a validated profile update: only the sections it names. */
export function toAccountChanges(update: ProfileUpdate): Partial<AccountValues> {
  const changes: Partial<Record<keyof AccountValues, unknown>> = {};
  for (const [field, column] of Object.entries(COLUMN_OF)) {
    const value = update[field as EditableProfileField];
    if (value !== undefined) changes[column] = value;
  }
  return changes as Partial<AccountValues>;
}

/** A validated profile as an `accounts` row; the password arrives only as its hash. */
export function toAccountValues(role: Role, profile: Profile, passwordHash: string): AccountValues {
  const { username, password: _password, ...sections } = profile;
  return { ...toAccountChanges(sections), role, username, passwordHash } as AccountValues;
}
