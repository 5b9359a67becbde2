import { memo } from 'react';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import type { JobDraft } from '../lib/job-draft';

interface YesNoFieldProps {
  field: 'isFresherEligible' | 'isVisaSponsored';
  legend: string;
  value: boolean;
  onChange: (patch: Partial<JobDraft>) => void;
}

/**
 * A yes/no question (fresher eligibility, visa sponsorship) as one native radio group: arrow keys
 * move the selection itself, as in every browser form, so the answer on screen is the answer sent.
 */
export const YesNoField = memo(function YesNoField({
  field,
  legend,
  value,
  onChange,
}: YesNoFieldProps) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{legend}</legend>
      <RadioGroup
        name={field}
        value={value ? 'yes' : 'no'}
        onValueChange={(next) => onChange({ [field]: next === 'yes' })}
        aria-label={legend}
      >
        <RadioGroupItem value="yes" label="Yes" />
        <RadioGroupItem value="no" label="No" />
      </RadioGroup>
    </fieldset>
  );
});
