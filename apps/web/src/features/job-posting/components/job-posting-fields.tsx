import {
  EMPLOYMENT_TYPES,
  todayUtc,
  WORK_ENVIRONMENTS,
  type EmploymentType,
  type WorkEnvironment,
} from '@jobhunter/shared';
import { memo } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { DraftErrors } from '../lib/draft-errors';
import type { JobDraft, ListField } from '../lib/job-draft';
import type { QuestionErrorMap } from '../lib/question-errors';
import type { TouchedField } from '../lib/use-draft-validation';
import { FormSection } from './form-section';
import { ListEditor } from './list-editor';
import { ScreeningQuestions } from './screening-questions';
import { YesNoField } from './yes-no-field';

interface JobPostingFieldsProps {
  draft: JobDraft;
  /** Must be stable (useCallback): the list editors and radios skip re-rendering while other fields change. */
  onChange: (patch: Partial<JobDraft>) => void;
  /** The user left a field (or a part of a question): its check may show now. Stable, like `onChange`. */
  onFieldBlur?: (field: TouchedField) => void;
  /** One message per field: the shared schema's checks, or the server's on a 400. */
  errors?: DraftErrors;
  /** The same for each screening question, by question id. */
  questionErrors?: QuestionErrorMap;
}

/**
 * The editable part of the 'Start Recruiting' form, with docs/product.md §2's hints. Every control
 * carries its draft key as `name`, so a page can move focus to the first field with a problem.
 */
export const JobPostingFields = memo(function JobPostingFields({
  draft,
  onChange,
  onFieldBlur,
  errors = {},
  questionErrors,
}: JobPostingFieldsProps) {
  const text = (key: keyof JobDraft) => ({
    name: key,
    onChange: (
      event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
    ) => onChange({ [key]: event.target.value }),
    onBlur: () => onFieldBlur?.(key),
  });

  return (
    <>
      <FormSection title="Role">
        <Field label="Designation" required error={errors.designation} className="sm:col-span-2">
          {(control) => (
            <Input
              {...control}
              value={draft.designation}
              {...text('designation')}
              placeholder="e.g. Senior Frontend Engineer"
            />
          )}
        </Field>
        <Field label="Work environment" error={errors.work_environment}>
          {(control) => (
            <Select
              {...control}
              value={draft.work_environment}
              {...text('work_environment')}
              onChange={(event) =>
                onChange({ work_environment: event.target.value as WorkEnvironment })
              }
            >
              {WORK_ENVIRONMENTS.map((value) => (
                <option key={value}>{value}</option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Type of employment" error={errors.type_of_employment}>
          {(control) => (
            <Select
              {...control}
              value={draft.type_of_employment}
              {...text('type_of_employment')}
              onChange={(event) =>
                onChange({ type_of_employment: event.target.value as EmploymentType })
              }
            >
              {EMPLOYMENT_TYPES.map((value) => (
                <option key={value}>{value}</option>
              ))}
            </Select>
          )}
        </Field>
        <DraftList
          field="job_location"
          legend="Job locations"
          itemLabel="Location"
          items={draft.job_location}
          error={errors.job_location}
          onChange={onChange}
          onFieldBlur={onFieldBlur}
          placeholder="e.g. Berlin"
        />
        <Field
          label="Experience required (years)"
          error={errors.experienceYears}
          hint="e.g. 3. Write only numeric form"
        >
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              value={draft.experienceYears}
              {...text('experienceYears')}
            />
          )}
        </Field>
      </FormSection>

      <FormSection title="Eligibility">
        <YesNoField
          field="isFresherEligible"
          legend="Are freshers eligible?"
          value={draft.isFresherEligible}
          onChange={onChange}
        />
        <YesNoField
          field="isVisaSponsored"
          legend="Is visa sponsored?"
          value={draft.isVisaSponsored}
          onChange={onChange}
        />
        <DraftList
          field="degree_required"
          legend="Degrees required"
          itemLabel="Degree"
          items={draft.degree_required}
          error={errors.degree_required}
          onChange={onChange}
          onFieldBlur={onFieldBlur}
          placeholder="e.g. B.Tech"
        />
        <DraftList
          field="required_languages"
          legend="Required languages"
          itemLabel="Language"
          items={draft.required_languages}
          error={errors.required_languages}
          onChange={onChange}
          onFieldBlur={onFieldBlur}
          placeholder="e.g. English"
        />
        <DraftList
          field="skills_required"
          legend="Skills required"
          itemLabel="Skill"
          items={draft.skills_required}
          error={errors.skills_required}
          onChange={onChange}
          onFieldBlur={onFieldBlur}
          placeholder="e.g. React"
        />
      </FormSection>

      <FormSection title="Compensation">
        <Field label="Minimum CTC (USD)" error={errors.minCTC}>
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              value={draft.minCTC}
              {...text('minCTC')}
              placeholder="e.g $80,000"
            />
          )}
        </Field>
        <Field label="Maximum CTC (USD)" error={errors.maxCTC}>
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              value={draft.maxCTC}
              {...text('maxCTC')}
              placeholder="e.g $120,000"
            />
          )}
        </Field>
        <Field label="Bond in USD" error={errors.bond} className="sm:col-span-2">
          {(control) => (
            <Input
              {...control}
              value={draft.bond}
              {...text('bond')}
              placeholder="e.g $1000 for 1 years"
            />
          )}
        </Field>
      </FormSection>

      <FormSection title="Details">
        <Field label="Job description" error={errors.job_description} className="sm:col-span-2">
          {(control) => (
            <Textarea
              {...control}
              rows={6}
              value={draft.job_description}
              {...text('job_description')}
            />
          )}
        </Field>
        <Field
          label="Perks and benefits"
          error={errors.perks_and_benefits}
          className="sm:col-span-2"
        >
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              value={draft.perks_and_benefits}
              {...text('perks_and_benefits')}
            />
          )}
        </Field>
        <Field
          label="Applications close on"
          hint="Optional. After this day the job stops taking applications by itself."
          error={errors.validThrough}
        >
          {(control) => (
            <Input
              {...control}
              type="date"
              min={todayUtc()}
              value={draft.validThrough}
              {...text('validThrough')}
            />
          )}
        </Field>
      </FormSection>

      <ScreeningQuestions
        questions={draft.questions}
        resumeRequired={draft.resumeRequired}
        onChange={onChange}
        onBlur={onFieldBlur}
        errors={questionErrors}
        listError={errors.questions}
        resumeError={errors.resumeRequired}
      />
    </>
  );
});

interface DraftListProps {
  field: ListField;
  legend: string;
  itemLabel: string;
  items: string[];
  error?: string;
  placeholder: string;
  onChange: (patch: Partial<JobDraft>) => void;
  onFieldBlur?: (field: keyof JobDraft) => void;
}

/** One list of the draft; memoised so typing in another field doesn't re-render it. */
const DraftList = memo(function DraftList({
  field,
  onChange,
  onFieldBlur,
  ...props
}: DraftListProps) {
  return (
    <ListEditor
      {...props}
      name={field}
      onChange={(items) => onChange({ [field]: items })}
      onBlur={() => onFieldBlur?.(field)}
    />
  );
});
