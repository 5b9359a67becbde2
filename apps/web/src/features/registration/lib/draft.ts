import {
  certificateFields,
  collegeFields,
  currentJobFields,
  DEFAULT_GENDER,
  internshipFields,
  workExperienceFields,
} from '@jobhunter/shared';
import {
  emptyEntry,
  schoolFields,
  type ProfileFormValues,
} from '@/components/profile-form/profile-values';

/** Everything the wizard collects, as typed (all text), before the shared schemas check it. */
export interface RegistrationDraft extends ProfileFormValues {
  username: string;
  password: string;
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
