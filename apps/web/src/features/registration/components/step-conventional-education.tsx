import { EntryListEditor } from '@/components/profile-form/entry-list-editor';
import { FormSection } from '@/components/profile-form/form-section';
import { PROFILE_LISTS } from '@/components/profile-form/profile-lists';
import { SchoolEducationFields } from '@/components/profile-form/school-education-fields';

export function StepConventionalEducation() {
  return (
    <div className="flex flex-col gap-8">
      <SchoolEducationFields />
      <FormSection id="college_education" {...PROFILE_LISTS.college_education}>
        <EntryListEditor name="college_education" />
      </FormSection>
    </div>
  );
}
