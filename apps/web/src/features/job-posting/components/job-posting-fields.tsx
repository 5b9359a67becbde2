import { EMPLOYMENT_TYPES, todayUtc, WORK_ENVIRONMENTS, type EmploymentType, type WorkEnvironment } from '@jobhunter/shared';
import type { ReactNode } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { JobDraft, ListField } from '../lib/job-draft';
import { ListEditor } from './list-editor';
import { YesNoField } from './yes-no-field';

export type DraftErrors = Partial<Record<keyof JobDraft, string>>;

interface JobPostingFieldsProps {
  draft: JobDraft;
  onChange: (patch: Partial<JobDraft>) => void;
  /** The server's messages per field (a 400 on saving), shown under each field. */
  errors?: DraftErrors;
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
export function JobPostingFields({ draft, onChange, errors = {} }: JobPostingFieldsProps) {
  const text = (key: keyof JobDraft) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    onChange({ [key]: event.target.value });
  const list = (key: ListField) => (items: string[]) => onChange({ [key]: items });

  return (
    <>
      <Section title="Role">
        <Field label="Designation" error={errors.designation} className="sm:col-span-2">
          {(control) => <Input {...control} value={draft.designation} onChange={text('designation')} placeholder="e.g. Senior Frontend Engineer" />}
        </Field>
        <Field label="Work environment" error={errors.work_environment}>
          {(control) => (
            <Select {...control} value={draft.work_environment} onChange={(event) => onChange({ work_environment: event.target.value as WorkEnvironment })}>
              {WORK_ENVIRONMENTS.map((value) => (
                <option key={value}>{value}</option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Type of employment" error={errors.type_of_employment}>
          {(control) => (
            <Select {...control} value={draft.type_of_employment} onChange={(event) => onChange({ type_of_employment: event.target.value as EmploymentType })}>
              {EMPLOYMENT_TYPES.map((value) => (
                <option key={value}>{value}</option>
              ))}
            </Select>
          )}
        </Field>
        <ListEditor legend="Job locations" itemLabel="Location" items={draft.job_location} error={errors.job_location} onChange={list('job_location')} placeholder="e.g. Berlin" />
        <Field label="Experience required (years)" error={errors.experienceYears} hint="e.g. 3. Write only numeric form">
          {(control) => <Input {...control} inputMode="decimal" value={draft.experienceYears} onChange={text('experienceYears')} />}
        </Field>
      </Section>

      <Section title="Eligibility">
        <YesNoField legend="Are freshers eligible?" value={draft.isFresherEligible} onChange={(value) => onChange({ isFresherEligible: value })} />
        <YesNoField legend="Is visa sponsored?" value={draft.isVisaSponsored} onChange={(value) => onChange({ isVisaSponsored: value })} />
        <ListEditor legend="Degrees required" itemLabel="Degree" items={draft.degree_required} error={errors.degree_required} onChange={list('degree_required')} placeholder="e.g. B.Tech" />
        <ListEditor legend="Required languages" itemLabel="Language" items={draft.required_languages} error={errors.required_languages} onChange={list('required_languages')} placeholder="e.g. English" />
        <ListEditor legend="Skills required" itemLabel="Skill" items={draft.skills_required} error={errors.skills_required} onChange={list('skills_required')} placeholder="e.g. React" />
      </Section>

      <Section title="Compensation">
        <Field label="Minimum CTC (USD)" error={errors.minCTC}>
          {(control) => <Input {...control} inputMode="numeric" value={draft.minCTC} onChange={text('minCTC')} placeholder="e.g $80,000" />}
        </Field>
        <Field label="Maximum CTC (USD)" error={errors.maxCTC}>
          {(control) => <Input {...control} inputMode="numeric" value={draft.maxCTC} onChange={text('maxCTC')} placeholder="e.g $120,000" />}
        </Field>
        <Field label="Bond in USD" error={errors.bond} className="sm:col-span-2">
          {(control) => <Input {...control} value={draft.bond} onChange={text('bond')} placeholder="e.g $1000 for 1 years" />}
        </Field>
      </Section>

      <Section title="Details">
        <Field label="Job description" error={errors.job_description} className="sm:col-span-2">
          {(control) => <Textarea {...control} rows={6} value={draft.job_description} onChange={text('job_description')} />}
        </Field>
        <Field label="Perks and benefits" error={errors.perks_and_benefits} className="sm:col-span-2">
          {(control) => <Textarea {...control} rows={3} value={draft.perks_and_benefits} onChange={text('perks_and_benefits')} />}
        </Field>
        <Field
          label="Applications close on"
          hint="Optional. After this day the job stops taking applications by itself."
          error={errors.validThrough}
        >
          {(control) => <Input {...control} type="date" min={todayUtc()} value={draft.validThrough} onChange={text('validThrough')} />}
        </Field>
      </Section>
    </>
  );
}
