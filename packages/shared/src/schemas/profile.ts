import { z } from 'zod';
import { DEFAULT_GENDER, GENDERS } from '../enums';
import { maxUsernameLength, usernameSchema } from '../username';
import { FORMATS, LONG_TEXT_MAX, requiredList, requiredObject, requiredText } from './fields';

export const PASSWORD_MIN_LENGTH = 8;
export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(128, 'Password must be at most 128 characters');

/** Our own uploads, as `POST /api/uploads/photo` names them. */
export const UPLOADED_PHOTO_PATH = /^\/uploads\/[A-Za-z0-9_-]+\.[a-z0-9]+$/;

/**
 * A photo is shown as an image everywhere, so only web addresses may be stored: an uploaded
 * photo's path or an http(s) URL, never `javascript:`, `data:` or `vbscript:`.
 */
export function isPhotoUrl(value: string): boolean {
  if (UPLOADED_PHOTO_PATH.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

// ---- Step 1: personal information -------------------------------------------------------------
export const personalInformationShape = {
  firstName: requiredText({ label: 'First name' }),
  lastName: requiredText({ label: 'Last name' }),
  title: requiredText({ label: 'Title' }),
  one_liner_intro: requiredText({ label: 'One liner intro' }),
  number: requiredText({ label: 'Phone number', format: 'phone' }),
  email: requiredText({ label: 'Email' }).pipe(z.email('Email must be a valid email address')),
  username: usernameSchema,
  password: passwordSchema,
  gender: z
    .enum(GENDERS, { error: `Gender must be one of ${GENDERS.join(', ')}` })
    .default(DEFAULT_GENDER),
  introduction: requiredText({ label: 'Introduction', long: true }),
  photo: requiredText({ label: 'Photo', long: true }).refine(
    isPhotoUrl,
    'Photo must be an http(s) image URL or an uploaded photo',
  ),
};

/** The username may not be longer than the formula of docs/product.md §5 allows for this name. */
function checkUsernameLength(
  value: { firstName: string; lastName: string; username: string },
  ctx: z.RefinementCtx,
) {
  const max = maxUsernameLength(value.firstName, value.lastName);
  if (value.username.length > max) {
    ctx.addIssue({
      code: 'custom',
      path: ['username'],
      message: `Username must be at most ${max} characters`,
    });
  }
}

export const personalInformationSchema = z
  .object(personalInformationShape)
  .superRefine(checkUsernameLength);

// ---- Step 2: conventional education -----------------------------------------------------------
const school = (standard: string) =>
  requiredObject({
    school_name: { label: `${standard} school name` },
    percentage_obtained: { label: `${standard} percentage obtained`, format: 'percentage' },
    year_of_passing: { label: `${standard} year of passing`, format: 'year' },
    school_board: { label: `${standard} school board` },
  });

export const collegeFields = {
  programme_name: { label: 'Programme name' },
  specialization: { label: 'Specialization' },
  college_name: { label: 'College name' },
  university_name: { label: 'University name' },
  cgpa: { label: 'CGPA', format: 'cgpa' },
  duration: { label: 'Duration', format: 'months' },
  year_of_commencement: { label: 'Year of commencement', format: 'year' },
  year_of_conclusion: { label: 'Year of conclusion', format: 'year' },
} as const;

export const conventionalEducationShape = {
  tenth_standard_education: school('10th'),
  twelth_standard_education: school('12th'),
  college_education: requiredList(collegeFields, 'College', { min: 1 }),
};
export const conventionalEducationSchema = z.object(conventionalEducationShape);

// ---- Step 3: skills and experience ------------------------------------------------------------
export const internshipFields = {
  company: { label: 'Company' },
  roles_and_responsibilities: { label: 'Roles and responsibilities', long: true },
  date_of_commencement: { label: 'Date of commencement', format: 'date' },
  date_of_conclusion: { label: 'Date of conclusion', format: 'date' },
  duration: { label: 'Duration', format: 'months' },
  stipend: { label: 'Stipend', format: 'usd' },
} as const;

export const certificateFields = {
  platform_name: { label: 'Platform name' },
  title_of_course: { label: 'Title of course' },
  mentor_name: { label: 'Mentor name' },
  learning_description: { label: 'Learning description', long: true },
  date_of_commencement: { label: 'Date of commencement', format: 'date' },
  date_of_conclusion: { label: 'Date of conclusion', format: 'date' },
} as const;

export const workExperienceFields = {
  company: { label: 'Company' },
  designation: { label: 'Designation' },
  date_of_commencement: { label: 'Date of commencement', format: 'date' },
  date_of_resignation: { label: 'Date of resignation', format: 'date' },
  duration_of_service: { label: 'Duration of service', format: 'months' },
  job_description: { label: 'Job description', long: true },
  annual_ctc: { label: 'Annual CTC', format: 'usd' },
} as const;

export const SKILL_MAX_LENGTH = 60;
export const coreSkillsSchema = z
  .array(
    z
      .string()
      .trim()
      .max(SKILL_MAX_LENGTH, `A skill can be at most ${SKILL_MAX_LENGTH} characters`),
    {
      error: 'At least one skill is required',
    },
  )
  .max(50, 'At most 50 skills are allowed')
  .refine((skills) => skills.some((skill) => skill.length > 0), 'At least one skill is required')
  .transform((skills) => skills.filter((skill) => skill.length > 0));

// The wizard keeps one entry in each list (an entry can't be removed when it is the last one), so
// it fills at least one; the API also accepts empty lists for people without such history.
export const skillsAndExperienceShape = {
  internship_experience: requiredList(internshipFields, 'Internship', { min: 0 }),
  certificate_courses: requiredList(certificateFields, 'Certificate Course', { min: 0 }),
  work_experience: requiredList(workExperienceFields, 'Work Experience', { min: 0 }),
  core_skills: coreSkillsSchema,
};
export const skillsAndExperienceSchema = z.object(skillsAndExperienceShape);

// ---- Step 4: present -------------------------------------------------------------------------
export const currentJobFields = {
  company: { label: 'Company' },
  current_role: { label: 'Current role' },
  job_description: { label: 'Job description', long: true },
  date_of_commencement: { label: 'Date of commencement', format: 'date' },
  years_of_experience: { label: 'Years of experience', format: 'years' },
  current_location: { label: 'Current location' },
} as const;

export const presentShape = { current_job: requiredObject(currentJobFields) };
export const presentSchema = z.object(presentShape);

// ---- The whole profile ------------------------------------------------------------------------
export const profileSchema = z
  .object({
    ...personalInformationShape,
    ...conventionalEducationShape,
    ...skillsAndExperienceShape,
    ...presentShape,
  })
  .superRefine(checkUsernameLength);

export type ProfileInput = z.input<typeof profileSchema>;
export type Profile = z.output<typeof profileSchema>;
/** A stored profile as the API returns it: no password, plus identity and creation time. */
export type StoredProfile = Omit<Profile, 'password'> & { id: string; createdAt: string };
/** `GET /fetch/{username}`: email and number only for a signed-in caller (docs/api.md). */
export type PublicProfile = Omit<StoredProfile, 'email' | 'number'> &
  Partial<Pick<StoredProfile, 'email' | 'number'>>;

/** Profile list item of `GET /fetchAll` (docs/product.md §3 "Other"). */
export interface ProfileListItem {
  username: string;
  photo: string;
  firstName: string;
  lastName: string;
  current_job: { company: string };
}

export const WIZARD_STEP_SCHEMAS = [
  personalInformationSchema,
  conventionalEducationSchema,
  skillsAndExperienceSchema,
  presentSchema,
] as const;

export { FORMATS, LONG_TEXT_MAX };
