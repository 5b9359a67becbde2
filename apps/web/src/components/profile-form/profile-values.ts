import {
  certificateFields,
  collegeFields,
  currentJobFields,
  internshipFields,
  workExperienceFields,
  type Gender,
} from '@jobhunter/shared';

type Entry<F> = { -readonly [K in keyof F]: string };

/** The 10th and 12th standard cards share these fields (their schema labels add '10th'/'12th'). */
export const schoolFields = {
  school_name: { label: 'School name' },
  percentage_obtained: { label: 'Percentage obtained', format: 'percentage' },
  year_of_passing: { label: 'Year of passing', format: 'year' },
  school_board: { label: 'School board' },
} as const;

export type SchoolEntry = Entry<typeof schoolFields>;
export type CollegeEntry = Entry<typeof collegeFields>;
export type InternshipEntry = Entry<typeof internshipFields>;
export type CertificateEntry = Entry<typeof certificateFields>;
export type WorkExperienceEntry = Entry<typeof workExperienceFields>;
export type CurrentJobEntry = Entry<typeof currentJobFields>;

/**
 * A profile as typed (all text) into the registration wizard or the edit form, before the shared
 * schemas check it. Username and password are the wizard's own: they can't be edited later.
 */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  title: string;
  one_liner_intro: string;
  number: string;
  email: string;
  gender: Gender;
  introduction: string;
  photo: string;
  tenth_standard_education: SchoolEntry;
  twelth_standard_education: SchoolEntry;
  college_education: CollegeEntry[];
  internship_experience: InternshipEntry[];
  certificate_courses: CertificateEntry[];
  work_experience: WorkExperienceEntry[];
  core_skills: string[];
  current_job: CurrentJobEntry;
}

export function emptyEntry<F extends Record<string, unknown>>(fields: F): Entry<F> {
  return Object.fromEntries(Object.keys(fields).map((key) => [key, ''])) as Entry<F>;
}
