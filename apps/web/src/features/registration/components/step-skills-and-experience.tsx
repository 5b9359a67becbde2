import { certificateFields, internshipFields, workExperienceFields } from '@jobhunter/shared';
import { EntryListEditor } from './entry-list-editor';
import { SkillsEditor } from './skills-editor';

export function StepSkillsAndExperience() {
  return (
    <div className="flex flex-col gap-8">
      <EntryListEditor
        name="internship_experience"
        fields={internshipFields}
        entryName="Internship"
        title="Internships"
        description="Stipend in USD, duration in months."
      />
      <EntryListEditor name="certificate_courses" fields={certificateFields} entryName="Certificate Course" title="Certificate Courses" />
      <EntryListEditor
        name="work_experience"
        fields={workExperienceFields}
        entryName="Work Experience"
        title="Work Experience"
        description="Annual CTC in USD, duration of service in months."
      />
      <SkillsEditor />
    </div>
  );
}
