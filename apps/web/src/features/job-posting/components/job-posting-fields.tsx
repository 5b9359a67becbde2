import { EMPLOYMENT_TYPES, WORK_ENVIRONMENTS, type EmploymentType, type WorkEnvironment } from '@jobhunter/shared';
import type { ReactNode } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { JobDraft, ListField } from '../lib/job-draft';
import { ListEditor } from './list-editor';
import { YesNoField } from './yes-no-field';

interface JobPostingFieldsProps {
  draft: JobDraft;
  onChange: (patch: Partial<JobDraft>) => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 border-t border-slate-100 pt-6 first:border-t-0 first:pt-0">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

/** The editable part of the 'Start Recruiting' form, with spec section 2's hints. */
export function JobPostingFields({ draft, onChange }: JobPostingFieldsProps) {
  const text = (key: keyof JobDraft) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    onChange({ [key]: event.target.value });
  const list = (key: ListField) => (items: string[]) => onChange({ [key]: items });

  return (
    <>
      <Section title="Role">
        <Field label="Designation" className="sm:col-span-2">
          {(control) => <Input {...control} value={draft.designation} onChange={text('designation')} placeholder="e.g. Senior Frontend Engineer" />}
        </Field>
        <Field label="Work environment">
          {(control) => (
            <Select {...control} value={draft.work_environment} onChange={(event) => onChange({ work_environment: event.target.value as WorkEnvironment })}>
              {WORK_ENVIRONMENTS.map((value) => (
                <option key={value}>{value}</option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Type of employment">
          {(control) => (
            <Select {...control} value={draft.type_of_employment} onChange={(event) => onChange({ type_of_employment: event.target.value as EmploymentType })}>
              {EMPLOYMENT_TYPES.map((value) => (
                <option key={value}>{value}</option>
              ))}
            </Select>
          )}
        </Field>
        <ListEditor legend="Job locations" itemLabel="Location" items={draft.job_location} onChange={list('job_location')} placeholder="e.g. Berlin" />
        <Field label="Experience required (years)" hint="e.g. 3. Write only numeric form">
          {(control) => <Input {...control} inputMode="decimal" value={draft.experienceYears} onChange={text('experienceYears')} />}
        </Field>
      </Section>

      <Section title="Eligibility">
        <YesNoField legend="Are freshers eligible?" value={draft.isFresherEligible} onChange={(value) => onChange({ isFresherEligible: value })} />
        <YesNoField legend="Is visa sponsored?" value={draft.isVisaSponsored} onChange={(value) => onChange({ isVisaSponsored: value })} />
        <ListEditor legend="Degrees required" itemLabel="Degree" items={draft.degree_required} onChange={list('degree_required')} placeholder="e.g. B.Tech" />
        <ListEditor legend="Required languages" itemLabel="Language" items={draft.required_languages} onChange={list('required_languages')} placeholder="e.g. English" />
        <ListEditor legend="Skills required" itemLabel="Skill" items={draft.skills_required} onChange={list('skills_required')} placeholder="e.g. React" />
      </Section>

      <Section title="Compensation">
        <Field label="Minimum CTC (USD)">
          {(control) => <Input {...control} inputMode="numeric" value={draft.minCTC} onChange={text('minCTC')} placeholder="e.g $80,000" />}
        </Field>
        <Field label="Maximum CTC (USD)">
          {(control) => <Input {...control} inputMode="numeric" value={draft.maxCTC} onChange={text('maxCTC')} placeholder="e.g $120,000" />}
        </Field>
        <Field label="Bond in USD" className="sm:col-span-2">
          {(control) => <Input {...control} value={draft.bond} onChange={text('bond')} placeholder="e.g $1000 for 1 years" />}
        </Field>
      </Section>

      <Section title="Details">
        <Field label="Job description" className="sm:col-span-2">
          {(control) => <Textarea {...control} rows={6} value={draft.job_description} onChange={text('job_description')} />}
        </Field>
        <Field label="Perks and benefits" className="sm:col-span-2">
          {(control) => <Textarea {...control} rows={3} value={draft.perks_and_benefits} onChange={text('perks_and_benefits')} />}
        </Field>
      </Section>
    </>
  );
}
