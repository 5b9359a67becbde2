import {
  certificateFields,
  collegeFields,
  internshipFields,
  workExperienceFields,
  type FieldSpec,
} from '@jobhunter/shared';

interface ProfileList {
  /** Shared field map: labels, formats and order. */
  fields: Record<string, FieldSpec>;
  /** Entry name used in headings and messages, e.g. 'College' → 'College 2'. */
  entryName: string;
  title: string;
  description?: string;
}

/** The profile's lists, as the wizard and the edit form present them. */
export const PROFILE_LISTS = {
  college_education: {
    fields: collegeFields,
    entryName: 'College',
    title: 'Higher Education',
    description: 'Degrees and diplomas, with durations in months.',
  },
  internship_experience: {
    fields: internshipFields,
    entryName: 'Internship',
    title: 'Internships',
    description: 'Stipend in USD, duration in months.',
  },
  certificate_courses: {
    fields: certificateFields,
    entryName: 'Certificate Course',
    title: 'Certificate Courses',
  },
  work_experience: {
    fields: workExperienceFields,
    entryName: 'Work Experience',
    title: 'Work Experience',
    description: 'Annual CTC in USD, duration of service in months.',
  },
} as const satisfies Record<string, ProfileList>;

export type ProfileListName = keyof typeof PROFILE_LISTS;

/** docs/product.md §2: an entry can be removed only while more than one remains. */
export function canRemoveEntry(count: number) {
  return count > 1;
}
