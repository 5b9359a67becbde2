import { EntryListEditor } from '@/components/profile-form/entry-list-editor';
import { FormSection } from '@/components/profile-form/form-section';
import { PROFILE_LISTS } from '@/components/profile-form/profile-lists';
import { SKILLS_SECTION, SkillsEditor } from '@/components/profile-form/skills-editor';

const LISTS = ['internship_experience', 'certificate_courses', 'work_experience'] as const;

export function StepSkillsAndExperience() {
  return (
    <div className="flex flex-col gap-8">
      {LISTS.map((name) => (
        <FormSection key={name} id={name} {...PROFILE_LISTS[name]}>
          <EntryListEditor name={name} />
        </FormSection>
      ))}
      <FormSection id="core-skills" required {...SKILLS_SECTION}>
        <SkillsEditor />
      </FormSection>
    </div>
  );
}
