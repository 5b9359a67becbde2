import {
  certificateFields,
  collegeFields,
  currentJobFields,
  internshipFields,
  workExperienceFields,
  type StoredProfile,
} from '@jobhunter/shared';
import { schoolFields, type ProfileFormValues } from '@/components/profile-form/profile-values';

/** An entry with exactly the field map's keys, each as text (a stored entry may lack one). */
function entry<F extends Record<string, unknown>>(
  fields: F,
  stored: Record<string, string> | undefined,
) {
  return Object.fromEntries(Object.keys(fields).map((key) => [key, stored?.[key] ?? ''])) as {
    [K in keyof F]: string;
  };
}

/** The stored profile as the edit form holds it: the wizard's shape, all text. */
export function toFormValues(profile: StoredProfile): ProfileFormValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    title: profile.title,
    one_liner_intro: profile.one_liner_intro,
    number: profile.number,
    email: profile.email,
    gender: profile.gender,
    introduction: profile.introduction,
    photo: profile.photo,
    tenth_standard_education: entry(schoolFields, profile.tenth_standard_education),
    twelth_standard_education: entry(schoolFields, profile.twelth_standard_education),
    college_education: profile.college_education.map((stored) => entry(collegeFields, stored)),
    internship_experience: profile.internship_experience.map((stored) =>
      entry(internshipFields, stored),
    ),
    certificate_courses: profile.certificate_courses.map((stored) =>
      entry(certificateFields, stored),
    ),
    work_experience: profile.work_experience.map((stored) => entry(workExperienceFields, stored)),
    // The skills editor always shows one input to type into.
    core_skills: profile.core_skills.length > 0 ? [...profile.core_skills] : [''],
    current_job: entry(currentJobFields, profile.current_job),
  };
}
