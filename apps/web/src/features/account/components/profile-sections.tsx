import type { ComponentType } from 'react';
import { CurrentJobFields } from '@/components/profile-form/current-job-fields';
import { EntryListEditor } from '@/components/profile-form/entry-list-editor';
import { PersonalDetailsFields } from '@/components/profile-form/personal-details-fields';
import { PROFILE_LISTS, type ProfileListName } from '@/components/profile-form/profile-lists';
import type { ProfileFormValues } from '@/components/profile-form/profile-values';
import { SchoolEducationFields } from '@/components/profile-form/school-education-fields';
import { SKILLS_SECTION, SkillsEditor } from '@/components/profile-form/skills-editor';

export interface ProfileSection {
  id: string;
  title: string;
  description?: string;
  /** The top-level profile fields the section edits; a save sends exactly these. */
  fields: readonly (keyof ProfileFormValues)[];
  Content: ComponentType;
}

function listSection(name: ProfileListName): ProfileSection {
  const { title, ...list } = PROFILE_LISTS[name];
  return {
    id: name,
    title,
    description: 'description' in list ? list.description : undefined,
    fields: [name],
    // Entries sit one level below the section's own heading.
    Content: () => <EntryListEditor name={name} entryHeading="h3" />,
  };
}

/** Everything the registration wizard collects, in its order, cut into sections that save on their own. */
export const PROFILE_SECTIONS: readonly ProfileSection[] = [
  {
    id: 'personal',
    title: 'Personal Information',
    description: 'Who you are and how to reach you.',
    fields: [
      'firstName',
      'lastName',
      'title',
      'one_liner_intro',
      'number',
      'email',
      'gender',
      'introduction',
      'photo',
    ],
    Content: PersonalDetailsFields,
  },
  {
    id: 'school',
    title: 'School',
    description: '10th and 12th standard.',
    fields: ['tenth_standard_education', 'twelth_standard_education'],
    Content: SchoolEducationFields,
  },
  listSection('college_education'),
  listSection('internship_experience'),
  listSection('certificate_courses'),
  listSection('work_experience'),
  { id: 'core_skills', ...SKILLS_SECTION, fields: ['core_skills'], Content: SkillsEditor },
  {
    id: 'current_job',
    title: 'Current Job',
    description: 'Where you work now.',
    fields: ['current_job'],
    Content: CurrentJobFields,
  },
];
