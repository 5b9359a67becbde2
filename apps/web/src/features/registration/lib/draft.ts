import {
  certificateFields,
  collegeFields,
  currentJobFields,
  DEFAULT_GENDER,
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

/** Everything the wizard collects, as typed (all text), before the shared schemas check it. */
export interface RegistrationDraft {
  firstName: string;
  lastName: string;
  title: string;
  one_liner_intro: string;
  number: string;
  email: string;
  username: string;
  password: string;
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
  current_job: Entry<typeof currentJobFields>;
}

export function emptyEntry<F extends Record<string, unknown>>(fields: F): Entry<F> {
  return Object.fromEntries(Object.keys(fields).map((key) => [key, ''])) as Entry<F>;
}

/** A fresh wizard: every list starts with one entry, since the last entry can't be removed. */
export function emptyDraft(): RegistrationDraft {
  return {
    firstName: '',
    lastName: '',
    title: '',
    one_liner_intro: '',
    number: '',
    email: '',
    username: '',
    password: '',
    gender: DEFAULT_GENDER,
    introduction: '',
    photo: '',
    tenth_standard_education: emptyEntry(schoolFields),
    twelth_standard_education: emptyEntry(schoolFields),
    college_education: [emptyEntry(collegeFields)],
    internship_experience: [emptyEntry(internshipFields)],
    certificate_courses: [emptyEntry(certificateFields)],
    work_experience: [emptyEntry(workExperienceFields)],
    core_skills: [''],
    current_job: emptyEntry(currentJobFields),
  };
}
