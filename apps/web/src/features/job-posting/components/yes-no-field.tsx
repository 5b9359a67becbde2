import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';

/** A yes/no question as two radios (fresher eligibility, visa sponsorship). */
export function YesNoField({ legend, value, onChange }: { legend: string; value: boolean; onChange: (value: boolean) => void }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{legend}</legend>
      <RadioGroup value={value ? 'yes' : 'no'} onValueChange={(next) => onChange(next === 'yes')} aria-label={legend}>
        <RadioGroupItem value="yes" label="Yes" />
        <RadioGroupItem value="no" label="No" />
      </RadioGroup>
    </fieldset>
  );
}
